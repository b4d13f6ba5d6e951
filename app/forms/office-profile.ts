import { isLocale } from "~/i18n/locales";
import { registrationFields } from "./account";
import { textRules } from "./control-characters";
import {
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_KIND_NAMES,
  ACTIVITY_TEXT_MAX,
  ACTIVITY_YEAR_MIN,
  SHORT_DESCRIPTION_MAX,
  SOCIAL_NETWORKS,
  SOCIAL_URL_MAX,
  type SocialNetwork,
} from "./office-profile-limits";
import { z } from "./zod";

/**
 * The personal office's profile forms (personal data, social networks, brands, professional
 * activities), shared by the browser and the server. Messages are translation keys: the account
 * ones under `validation.`, the office ones under `officeProfile.validation.`. The server adds
 * what only it can know (a free nickname, a real city, an existing specialization and brands).
 */

const V = "officeProfile.validation";

/** A database id as typed in a form: digits only, within a 32-bit integer. */
export const isId = (value: string) =>
  /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647;

const requiredText = (key: string) => z.string({ error: key }).trim().min(1, key);

/** The personal-data fields one by one (the users/me API checks only those it is sent). */
/** The personal-data form's textarea: it may keep line breaks (`safeParseText`). */
export const PERSONAL_DATA_TEXT = { multiline: ["shortDescription"] } as const;

export const personalDataFields = z.object({
  fullName: registrationFields.shape.fullName,
  username: registrationFields.shape.username,
  phone: registrationFields.shape.phone,
  country: registrationFields.shape.country,
  city: registrationFields.shape.city,
  shortDescription: requiredText(`${V}.descriptionRequired`).max(
    SHORT_DESCRIPTION_MAX,
    `${V}.descriptionMax`,
  ),
  /** The language the description is written in (decision 050); empty or left out keeps it. */
  aboutLanguage: z
    .string()
    .trim()
    .refine((value) => value === "" || isLocale(value), "translations.errors.languageRequired")
    .optional(),
  /** A category id; may be left out when a specialization is chosen (its category is taken). */
  category: z
    .string()
    .trim()
    .refine((value) => value === "" || isId(value), `${V}.categoryRequired`)
    .optional(),
  /** A sub-category id. */
  specialization: requiredText(`${V}.specializationRequired`).refine(isId, `${V}.specializationRequired`),
});

/**
 * The personal-data form: every field, and a category or a specialization to take it from (checked
 * even when other fields are wrong, so every message shows at once).
 */
export const personalDataSchema = textRules(
  personalDataFields.refine((form) => Boolean(form.category || form.specialization), {
    path: ["category"],
    message: `${V}.categoryRequired`,
    when: () => true,
  }),
  PERSONAL_DATA_TEXT,
);

export type PersonalDataInput = z.input<typeof personalDataFields>;
export const PERSONAL_FIELD_NAMES = Object.keys(personalDataFields.shape) as (keyof PersonalDataInput)[];

/**
 * A learner's personal data (decision 037): the account's own fields, without the master
 * profile's work and description, which only a master is asked to fill.
 */
export const LEARNER_FIELD_NAMES = ["fullName", "username", "phone", "country", "city"] as const;
export const learnerDataSchema = personalDataFields.pick({
  fullName: true,
  username: true,
  phone: true,
  country: true,
  city: true,
});

/* ---------------------------------------------------------------- social networks */

/** Where a plain handle (`@name` or `name`) of each network leads. The website takes no handle. */
const HANDLE_URL: Record<Exclude<SocialNetwork, "website">, (handle: string) => string> = {
  instagram: (handle) => `https://www.instagram.com/${handle}/`,
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
};

const HANDLE = /^@?([\p{L}\p{N}._-]{1,100})$/u;
const SCHEME = /^https?:\/\//i;

/** A public http(s) address with a dotted host name and no credentials, or null. */
function httpUrl(value: string): string | null {
  if (/\s/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  // The URL parser gives the host in ASCII (punycode): dotted labels ending in a real top level.
  if (!/^([a-z0-9-]+\.)+([a-z]{2,}|xn--[a-z0-9-]+)$/.test(url.hostname)) return null;
  return value;
}

/**
 * A social link as the person typed it, made into the address we store: empty stays empty (no
 * link); a full http(s) address is kept as typed; an address without its scheme
 * (`instagram.com/name`, `my-salon.com`) gets `https://`; for the four networks a plain handle
 * (`@name` or `name`, no dot needed, no slash) becomes the network's profile address. Anything else
 * (spaces, other schemes, no real host name, a handle for the website) is null: not a link.
 */
export function normalizeSocialLink(network: SocialNetwork, input: string): string | null {
  const value = input.trim();
  if (value === "") return "";
  if (SCHEME.test(value)) return httpUrl(value);
  if (network !== "website") {
    const handle = HANDLE.exec(value);
    // `name.surname` is a handle on Instagram; only something with a slash is read as an address.
    if (handle?.[1] && (value.startsWith("@") || !value.includes("/"))) {
      if (!/[\p{L}\p{N}]/u.test(handle[1])) return null;
      return HANDLE_URL[network](handle[1]);
    }
  }
  return httpUrl(`https://${value}`);
}

const socialLink = (network: SocialNetwork) =>
  z
    .string()
    .optional()
    .transform((value) => value ?? "")
    .refine(
      (value) => normalizeSocialLink(network, value) !== null,
      network === "website" ? `${V}.websiteInvalid` : `${V}.linkInvalid`,
    )
    .refine((value) => (normalizeSocialLink(network, value) ?? "").length <= SOCIAL_URL_MAX, `${V}.linkMax`)
    .transform((value) => normalizeSocialLink(network, value) ?? "");

/** The social networks form: each link optional. */
export const socialsSchema = z.object({
  instagram: socialLink("instagram"),
  facebook: socialLink("facebook"),
  tiktok: socialLink("tiktok"),
  youtube: socialLink("youtube"),
  website: socialLink("website"),
});
export type Socials = z.output<typeof socialsSchema>;

/** Untying one network (the confirmation dialog's POST). */
export const untieSchema = z.object({
  intent: z.literal("untie"),
  network: z.enum(SOCIAL_NETWORKS, { error: `${V}.linkRequired` }),
});

/* ---------------------------------------------------------------- professional activity */

const currentYear = () => new Date().getFullYear();
const activityText = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim());

/** The activity fields one by one (the API's PATCH checks only those it is sent). */
export const activityFields = z.object({
  kind: z.enum(ACTIVITY_KIND_NAMES, { error: `${V}.kindRequired` }),
  position: activityText.refine((value) => value.length <= ACTIVITY_TEXT_MAX, `${V}.textMax`),
  organisation: activityText.refine((value) => value.length <= ACTIVITY_TEXT_MAX, `${V}.textMax`),
  event: activityText.refine((value) => value.length <= ACTIVITY_TEXT_MAX, `${V}.textMax`),
  /** Optional; a four-digit year from 1950 to this year. */
  year: z
    .union([z.string(), z.number()])
    .nullable()
    .optional()
    .transform((value) => (value == null ? "" : String(value).trim()))
    .refine(
      (value) =>
        value === "" ||
        (/^\d{4}$/.test(value) && Number(value) >= ACTIVITY_YEAR_MIN && Number(value) <= currentYear()),
      `${V}.yearRange`,
    )
    .transform((value) => (value === "" ? null : Number(value))),
  description: activityText.refine(
    (value) => value.length <= ACTIVITY_DESCRIPTION_MAX,
    `${V}.activityDescriptionMax`,
  ),
});
export type ActivityData = z.output<typeof activityFields>;

/**
 * An activity says at least what was done or where: a position or status, an education body or
 * courses, or an event or championship. The message stands under the first of the three.
 */
export const hasActivitySubject = (
  activity: Partial<Pick<ActivityData, "position" | "organisation" | "event">>,
) =>
  [activity.position, activity.organisation, activity.event].some(
    (text) => typeof text === "string" && text.trim(),
  );

/** An activity's textarea: it may keep line breaks (`safeParseText`). */
export const ACTIVITY_TEXT = { multiline: ["description"] } as const;

export const activitySchema = textRules(
  activityFields.refine((activity) => hasActivitySubject(activity ?? {}), {
    path: ["position"],
    message: `${V}.activityEmpty`,
    // Also when the kind or another field is wrong, so every message shows at once.
    when: () => true,
  }),
  ACTIVITY_TEXT,
);
