import type { RouterContextProvider } from "react-router";
import { imageSrc } from "~/catalog/image-urls";
import { SOCIAL_NETWORKS, type SocialNetwork } from "~/forms/office-profile-limits";
import type { Locale } from "~/i18n/locales";
import { findUserById, publicUser, type User } from "../auth/users.server";
import { getServices } from "../context.server";
import type { Database } from "../db/client.server";
import { parseUploadForm, type UploadDeps, uploadDeps } from "../media/uploads.server";
import { officeProfile, type ProfileInput, saveProfile } from "../office/profile.server";
import {
  apiLocale,
  asText,
  bearerUser,
  endpoint,
  formObject,
  isMultipart,
  json,
  translateErrors,
} from "./endpoint.server";

/*
 * The account API's users/me/ (Djoser's shape): the personal office's profile behind a bearer
 * token, under the office's own rules (`saveProfile`).
 */
type Context = Readonly<RouterContextProvider>;

/**
 * GET / PATCH (or PUT) users/me/ — the bearer token's user with their profile. PATCH changes only
 * the fields sent, with the personal office's rules (`saveProfile`): account fields, the profile
 * (`short_description` and its `short_description_language`, `category`, `specialization`, the
 * five `*_url` links, `brands` ids) and
 * `avatar` — a file when the body is multipart, else a pending upload id from POST /uploads, or
 * null to remove it — and `role` ("learner" or "master", decision 037). Anything wrong → 400
 * `{field: [message]}` and nothing changed.
 */
export async function meEndpoint(request: Request, context: Context, prefix?: string) {
  const locale = apiLocale(request, prefix);
  const multipart = isMultipart(request);
  return endpoint(
    context,
    request,
    ["GET", "PATCH", "PUT"],
    async (body, db) => {
      const user = await bearerUser(request, context);
      if (user instanceof Response) return user;
      if (request.method === "GET") return json(await meJson(db, user));
      const deps = uploadDeps(getServices(context));
      if (!multipart) return updateMe(deps, user, body, locale);
      const parsed = await parseUploadForm(request, deps, user.id, { avatar: "avatar" });
      if (Object.keys(parsed.uploadErrors).length > 0) {
        return json(translateErrors(parsed.uploadErrors, locale), 400);
      }
      return updateMe(deps, user, formObject(parsed.form), locale);
    },
    { readBody: !multipart },
  );
}

/** The users/me object: the account (Djoser's shape) and the profile under the same object. */
async function meJson(db: Database, user: User) {
  const profile = await officeProfile(db, user.id);
  return {
    ...publicUser(user),
    short_description: profile?.shortDescription ?? "",
    /** The language `short_description` is written in (decision 050). */
    short_description_language: profile?.aboutLanguage ?? user.locale,
    category: profile?.categoryId ?? null,
    specialization: profile?.specializationId ?? null,
    avatar: profile?.avatar ? imageSrc(profile.avatar) : null,
    instagram_url: profile?.socials.instagram ?? "",
    facebook_url: profile?.socials.facebook ?? "",
    tiktok_url: profile?.socials.tiktok ?? "",
    youtube_url: profile?.socials.youtube ?? "",
    website_url: profile?.socials.website ?? "",
    brands: profile?.brandIds ?? [],
    is_listed: profile?.isListed ?? false,
  };
}

/** The API's names of the personal-data fields → the form's. */
const PERSONAL_FIELDS = {
  full_name: "fullName",
  username: "username",
  phone: "phone",
  country: "country",
  city: "city",
  short_description: "shortDescription",
  short_description_language: "aboutLanguage",
  category: "category",
  specialization: "specialization",
} as const;

async function updateMe(deps: UploadDeps, user: User, body: Record<string, unknown>, locale: Locale) {
  const pick = <T extends string>(names: Record<string, T>) => {
    const picked: Partial<Record<T, string>> = {};
    for (const [apiName, field] of Object.entries(names)) {
      if (body[apiName] !== undefined) picked[field] = asText(body[apiName]);
    }
    return picked;
  };
  const input: ProfileInput = {
    personal: pick(PERSONAL_FIELDS),
    socials: pick(
      Object.fromEntries(SOCIAL_NETWORKS.map((network) => [`${network}_url`, network])) as Record<
        string,
        SocialNetwork
      >,
    ),
  };
  if (body.brands !== undefined) {
    const list = Array.isArray(body.brands) ? body.brands : body.brands === "" ? [] : [body.brands];
    // Anything but ids (objects, nested lists) is refused as an unknown brand.
    input.brands = list.map((id) => (typeof id === "number" || typeof id === "string" ? String(id) : "x"));
  }
  if (body.avatar !== undefined) {
    if (body.avatar === null || body.avatar === "") input.removeAvatar = true;
    else input.avatar = asText(body.avatar) || "x";
  }
  if (body.role !== undefined) input.role = asText(body.role);
  const result = await saveProfile(deps, user, input);
  if (!result.ok) return json(translateErrors(result.errors, locale), 400);
  const updated = (await findUserById(deps.db, user.id)) ?? user;
  return json(await meJson(deps.db, updated));
}
