/**
 * A user's own profile in the personal office: personal data, avatar, social links and selected
 * brands, whether the person works as a master (decision 037), and whether the master is listed. The office forms and the users/me API both call
 * `saveProfile` (through its named wrappers), so every rule lives here once.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { BrandRef, ImageRef } from "~/catalog/types";
import { roleField } from "~/forms/account";
import { controlCharacterErrors } from "~/forms/control-characters";
import type { FieldErrors } from "~/forms/form-data";
import {
  isId,
  PERSONAL_DATA_TEXT,
  type PersonalDataInput,
  personalDataFields,
  socialsSchema,
} from "~/forms/office-profile";
import { MAX_PROFILE_BRANDS, SOCIAL_NETWORKS, type SocialNetwork } from "~/forms/office-profile-limits";
import { isLocale, type Locale } from "~/i18n/locales";
import { findUserByUsername, type User } from "../auth/users.server";
import { cachedCategoryOptions } from "../catalog/filter-options.server";
import { profileTranslationLanguages } from "../catalog/profile-translations.server";
import { foldForSearch } from "../catalog/search-text";
import { type Database, isUniqueViolation } from "../db/client.server";
import { prepared } from "../db/prepared.server";
import {
  brands,
  categories,
  masterSkills,
  media,
  profileBrands,
  profiles,
  subCategories,
  users,
} from "../db/schema";
import { findCity } from "../geo/cities.server";
import { isCountryCode } from "../geo/countries.server";
import { normalizePhone } from "../geo/phone.server";
import { imageRef } from "../media/image-ref.server";
import { attachUploads, claimUploads, discardMedia, type UploadDeps } from "../media/uploads.server";

/** Who acts in the office: the signed-in user (staff may act on anyone's items). */
export interface Actor {
  id: number;
  isStaff: boolean;
}

/* ---------------------------------------------------------------- listing */

/** What the basic profile needs before the master is listed (DESIGN "Who is a master"). */
export const LISTING_FIELDS = [
  "fullName",
  "username",
  "country",
  "city",
  "category",
  "specialization",
  "shortDescription",
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

interface ListingRow {
  fullName: string;
  username: string;
  country: string;
  city: string;
  categoryId: number | null;
  subCategoryId: number | null;
  shortDescription: string;
}

/** The basic-profile fields still empty, in form order; none missing means listed. */
export function missingForListing(row: ListingRow): ListingField[] {
  const filled: Record<ListingField, boolean> = {
    fullName: row.fullName.trim() !== "",
    username: row.username.trim() !== "",
    country: row.country.trim() !== "",
    city: row.city.trim() !== "",
    category: row.categoryId !== null,
    specialization: row.subCategoryId !== null,
    shortDescription: row.shortDescription.trim() !== "",
  };
  return LISTING_FIELDS.filter((field) => !filled[field]);
}

/**
 * Creates the user's empty profile row if there is none yet; its text's language is the one they
 * registered in until they choose another (decision 050).
 */
export async function ensureProfile(db: Database, userId: number): Promise<void> {
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  const language = isLocale(user?.locale) ? user.locale : undefined;
  await db.insert(profiles).values({ userId, language }).onConflictDoNothing();
}

/**
 * The ONE place that recomputes `profiles.is_listed` (the basic profile is filled) and
 * `profiles.search_text` (name and nickname folded for search), creating the profile if missing.
 * Call it after any change to those fields.
 */
export async function refreshListing(db: Database, userId: number): Promise<void> {
  await ensureProfile(db, userId);
  const [row] = await db
    .select({
      fullName: users.fullName,
      username: users.username,
      country: users.country,
      city: users.city,
      categoryId: profiles.categoryId,
      subCategoryId: profiles.subCategoryId,
      shortDescription: profiles.shortDescription,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return;
  await db
    .update(profiles)
    .set({
      isListed: missingForListing(row).length === 0,
      searchText: foldForSearch(`${row.fullName} ${row.username}`),
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, userId));
}

/* ---------------------------------------------------------------- reading */

export type SocialLinks = Record<SocialNetwork, string>;

/** The office forms' current values. */
export interface OfficeProfile {
  fullName: string;
  username: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  shortDescription: string;
  /** The language of `shortDescription` (decision 050). */
  aboutLanguage: Locale;
  categoryId: number | null;
  specializationId: number | null;
  avatarId: number | null;
  avatar: ImageRef | null;
  socials: SocialLinks;
  brandIds: number[];
  isListed: boolean;
  /** What still keeps the master out of the lists. */
  missing: ListingField[];
}

export async function officeProfile(
  db: Database,
  userId: number,
  _locale?: Locale,
): Promise<OfficeProfile | null> {
  // The office's profile pages ask them on every visit: prepared once per handle (prepared.server.ts).
  const [[row], brandRows] = await Promise.all([
    prepared(db, "office_profile", (name) =>
      db
        .select({
          fullName: users.fullName,
          username: users.username,
          email: users.email,
          phone: users.phone,
          country: users.country,
          city: users.city,
          shortDescription: sql<string>`coalesce(${profiles.shortDescription}, '')`,
          aboutLanguage: sql<string>`coalesce(${profiles.language}, ${users.locale})`,
          categoryId: profiles.categoryId,
          subCategoryId: profiles.subCategoryId,
          avatarId: profiles.avatarId,
          isListed: sql<boolean>`coalesce(${profiles.isListed}, false)`,
          instagram: sql<string>`coalesce(${profiles.instagramUrl}, '')`,
          facebook: sql<string>`coalesce(${profiles.facebookUrl}, '')`,
          tiktok: sql<string>`coalesce(${profiles.tiktokUrl}, '')`,
          youtube: sql<string>`coalesce(${profiles.youtubeUrl}, '')`,
          website: sql<string>`coalesce(${profiles.websiteUrl}, '')`,
          avatarKey: media.storageKey,
          avatarWidth: media.width,
          avatarHeight: media.height,
          avatarVariants: media.variants,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(media, eq(media.id, profiles.avatarId))
        .where(eq(users.id, sql.placeholder("userId")))
        .prepare(name),
    ).execute({ userId }),
    prepared(db, "profile_brand_ids", (name) =>
      db
        .select({ id: profileBrands.brandId })
        .from(profileBrands)
        .where(eq(profileBrands.userId, sql.placeholder("userId")))
        .orderBy(asc(profileBrands.brandId))
        .prepare(name),
    ).execute({ userId }),
  ]);
  if (!row) return null;
  return {
    fullName: row.fullName,
    username: row.username,
    email: row.email,
    phone: row.phone,
    country: row.country,
    city: row.city,
    shortDescription: row.shortDescription,
    aboutLanguage: isLocale(row.aboutLanguage) ? row.aboutLanguage : "uk",
    categoryId: row.categoryId,
    specializationId: row.subCategoryId,
    avatarId: row.avatarId,
    avatar:
      row.avatarKey === null
        ? null
        : imageRef({
            storageKey: row.avatarKey,
            width: row.avatarWidth,
            height: row.avatarHeight,
            variants: row.avatarVariants ?? [],
          }),
    socials: {
      instagram: row.instagram,
      facebook: row.facebook,
      tiktok: row.tiktok,
      youtube: row.youtube,
      website: row.website,
    },
    brandIds: brandRows.map((brand) => brand.id),
    isListed: row.isListed,
    missing: missingForListing(row),
  };
}

export interface SpecializationGroup {
  id: number;
  title: string;
  specializations: { id: number; title: string }[];
}

/**
 * Every category with its sub-categories (specializations), titled in `locale`, in menu order:
 * from the lists' few-second cache, which every change made through this instance empties.
 */
export async function specializationOptions(db: Database, locale: Locale): Promise<SpecializationGroup[]> {
  const options = await cachedCategoryOptions(db, locale);
  return options.map(({ subCategories, ...category }) => ({ ...category, specializations: subCategories }));
}

const brandOrder = new Intl.Collator("en", { sensitivity: "base" });

/** Every brand a master may select, alphabetically whatever the accents (Kérastase before Kryolan). */
export async function brandOptions(db: Database): Promise<BrandRef[]> {
  const rows = await db.select({ id: brands.id, name: brands.name, website: brands.website }).from(brands);
  return rows.sort((a, b) => brandOrder.compare(a.name, b.name) || a.id - b.id);
}

/* ---------------------------------------------------------------- saving */

type PersonalField = keyof PersonalDataInput;

/** What may change in one save; a missing part (or field) is left as it is. */
export interface ProfileInput {
  /** Raw text as typed, by field; only the fields given are checked and changed. */
  personal?: Partial<Record<PersonalField, string>>;
  /** A pending upload id (purpose avatar) to become the avatar. */
  avatar?: string;
  /** Removes the current avatar (ignored when a new one is given). */
  removeAvatar?: boolean;
  /** Raw links by network; "" unties the network. */
  socials?: Partial<Record<SocialNetwork, string>>;
  /** The complete new selection of brand ids. */
  brands?: string[];
  /** "learner" or "master" (decision 037), as sent. */
  role?: string;
}

export type SaveResult = { ok: true } | { ok: false; errors: FieldErrors };

const V = "officeProfile.validation";

interface Plan {
  user: Partial<Pick<User, "fullName" | "username" | "phone" | "country" | "city" | "isMaster">>;
  profile: Partial<typeof profiles.$inferInsert>;
  /** The new specialization, to keep among the master's skills. */
  specialization: number | null;
  avatar: { id: number } | "remove" | null;
  brands: number[] | null;
}

/** Checks the personal-data fields given; fills `plan` with what would change. */
async function checkPersonal(
  db: Database,
  user: User,
  current: { categoryId: number | null; subCategoryId: number | null },
  input: Partial<Record<PersonalField, string>>,
  plan: Plan,
  errors: FieldErrors,
) {
  const given = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<Record<PersonalField, string>>;
  // Field by field, so that one wrong field does not hide the others' values.
  const fields: Partial<Record<PersonalField, string>> = {};
  Object.assign(errors, controlCharacterErrors(given, PERSONAL_DATA_TEXT.multiline));
  for (const [field, value] of Object.entries(given) as [PersonalField, string][]) {
    if (errors[field]) continue;
    const parsed = personalDataFields.shape[field].safeParse(value);
    if (parsed.success) fields[field] = parsed.data ?? "";
    else errors[field] = parsed.error.issues[0]?.message ?? "validation.nameRequired";
  }
  const ok = (field: PersonalField) => given[field] !== undefined && !errors[field];

  if (ok("fullName")) plan.user.fullName = fields.fullName;
  if (ok("username") && fields.username) {
    const owner = await findUserByUsername(db, fields.username);
    if (owner && owner.id !== user.id) errors.username = "validation.nicknameExists";
    else plan.user.username = fields.username;
  }

  // Country, then the city in it and the phone as dialled from it.
  let country = user.country;
  if (given.country !== undefined && !errors.country) {
    const code = (fields.country ?? "").toUpperCase();
    if (isCountryCode(code)) country = plan.user.country = code;
    else errors.country = "validation.countryRequired";
  }
  if ((given.city !== undefined || given.country !== undefined) && !errors.city && !errors.country) {
    const match = isCountryCode(country) ? findCity(country, fields.city ?? user.city) : null;
    if (match) plan.user.city = match.name;
    else errors.city = "validation.cityNotFound";
  }
  if (ok("phone")) {
    const phone = normalizePhone(fields.phone ?? "", isCountryCode(country) ? country : undefined);
    if (phone) plan.user.phone = phone.e164;
    else errors.phone = "validation.phoneInvalid";
  }

  if (ok("shortDescription")) plan.profile.shortDescription = fields.shortDescription;
  if (ok("aboutLanguage") && isLocale(fields.aboutLanguage)) {
    // The description cannot take the language of one of its translations (decision 050).
    const translated = await profileTranslationLanguages(db, user.id);
    if (translated.includes(fields.aboutLanguage))
      errors.aboutLanguage = "translations.errors.translatedAlready";
    else plan.profile.language = fields.aboutLanguage;
  }

  // The specialization is a sub-category; its category is taken from it when none is given.
  if (given.specialization !== undefined || given.category !== undefined) {
    await checkSpecialization(db, current, given, fields, plan, errors);
  }
}

async function checkSpecialization(
  db: Database,
  current: { subCategoryId: number | null },
  given: Partial<Record<PersonalField, string>>,
  fields: { category?: string; specialization?: string },
  plan: Plan,
  errors: FieldErrors,
) {
  const categoryText = given.category === undefined ? undefined : (fields.category ?? "");
  let categoryId: number | null = null;
  if (categoryText && !errors.category) {
    const [found] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, Number(categoryText)));
    if (found) categoryId = found.id;
    else errors.category = `${V}.categoryRequired`;
  }
  if (errors.category) return;
  const subId =
    given.specialization !== undefined
      ? errors.specialization
        ? null
        : Number(fields.specialization)
      : current.subCategoryId;
  if (categoryText === "" && (given.specialization === undefined || subId === null)) {
    errors.category = `${V}.categoryRequired`;
  }
  if (subId === null) {
    // A category alone, and no specialization yet: it has to be chosen too.
    if (!errors.specialization && given.specialization === undefined) {
      errors.specialization = `${V}.specializationRequired`;
    }
    return;
  }
  if (errors.category) return;
  const [sub] = await db
    .select({ id: subCategories.id, categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(eq(subCategories.id, subId));
  if (!sub) errors.specialization = `${V}.specializationRequired`;
  else if (categoryId !== null && sub.categoryId !== categoryId) {
    errors.specialization = `${V}.specializationMismatch`;
  } else {
    plan.profile.categoryId = sub.categoryId;
    plan.profile.subCategoryId = sub.id;
    if (sub.id !== current.subCategoryId) plan.specialization = sub.id;
  }
}

async function checkAvatar(db: Database, user: User, input: ProfileInput, plan: Plan, errors: FieldErrors) {
  const id = input.avatar?.trim();
  if (id) {
    const claimed = isId(id) ? await claimUploads(db, user.id, [Number(id)], "avatar") : null;
    if (claimed?.length === 1) plan.avatar = { id: Number(id) };
    else errors.avatar = `${V}.avatarInvalid`;
  } else if (input.removeAvatar) {
    plan.avatar = "remove";
  }
}

function checkSocials(input: Partial<Record<SocialNetwork, string>>, plan: Plan, errors: FieldErrors) {
  const columns = {
    instagram: "instagramUrl",
    facebook: "facebookUrl",
    tiktok: "tiktokUrl",
    youtube: "youtubeUrl",
    website: "websiteUrl",
  } as const;
  Object.assign(errors, controlCharacterErrors(input));
  for (const network of SOCIAL_NETWORKS) {
    const value = input[network];
    if (value === undefined || errors[network]) continue;
    const parsed = socialsSchema.shape[network].safeParse(value);
    if (parsed.success) plan.profile[columns[network]] = parsed.data;
    else errors[network] = parsed.error.issues[0]?.message ?? `${V}.linkInvalid`;
  }
}

async function checkBrands(db: Database, input: string[], plan: Plan, errors: FieldErrors) {
  const values = input.map((value) => value.trim()).filter(Boolean);
  if (!values.every(isId)) {
    errors.brands = `${V}.brandUnknown`;
    return;
  }
  const ids = [...new Set(values.map(Number))];
  if (ids.length > MAX_PROFILE_BRANDS) {
    errors.brands = `${V}.brandsMax`;
    return;
  }
  if (ids.length > 0) {
    const found = await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, ids));
    if (found.length !== ids.length) {
      errors.brands = `${V}.brandUnknown`;
      return;
    }
  }
  plan.brands = ids;
}

/**
 * Checks everything given first and changes nothing when anything is wrong; otherwise saves it
 * all in one transaction, keeps the chosen specialization among the master's skills (skills with
 * a proven level are never dropped), recomputes the listing, and then discards a replaced avatar.
 */
export async function saveProfile(deps: UploadDeps, user: User, input: ProfileInput): Promise<SaveResult> {
  const { db } = deps;
  await ensureProfile(db, user.id);
  const [current] = await db
    .select({
      categoryId: profiles.categoryId,
      subCategoryId: profiles.subCategoryId,
      avatarId: profiles.avatarId,
    })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  const before = current ?? { categoryId: null, subCategoryId: null, avatarId: null };
  const plan: Plan = { user: {}, profile: {}, specialization: null, avatar: null, brands: null };
  const errors: FieldErrors = {};
  if (input.personal) await checkPersonal(db, user, before, input.personal, plan, errors);
  await checkAvatar(db, user, input, plan, errors);
  if (input.socials) checkSocials(input.socials, plan, errors);
  if (input.brands) await checkBrands(db, input.brands, plan, errors);
  if (input.role !== undefined) {
    const role = roleField.safeParse(input.role);
    if (role.success) plan.user.isMaster = role.data === "master";
    else errors.role = "validation.roleRequired";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const avatar = plan.avatar;
  try {
    await db.transaction(async (tx) => {
      if (Object.keys(plan.user).length > 0)
        await tx.update(users).set(plan.user).where(eq(users.id, user.id));
      if (avatar) {
        if (avatar !== "remove") await attachUploads(tx, [avatar.id]);
        plan.profile.avatarId = avatar === "remove" ? null : avatar.id;
      }
      if (Object.keys(plan.profile).length > 0) {
        await tx
          .update(profiles)
          .set({ ...plan.profile, updatedAt: new Date() })
          .where(eq(profiles.userId, user.id));
      }
      if (plan.specialization !== null) {
        if (before.subCategoryId !== null) {
          // The previous specialization leaves the skills unless a level was proven for it.
          await tx
            .delete(masterSkills)
            .where(
              and(
                eq(masterSkills.userId, user.id),
                eq(masterSkills.subCategoryId, before.subCategoryId),
                isNull(masterSkills.level),
                ne(masterSkills.subCategoryId, plan.specialization),
              ),
            );
        }
        await tx
          .insert(masterSkills)
          .values({ userId: user.id, subCategoryId: plan.specialization })
          .onConflictDoNothing();
      }
      if (plan.brands) {
        await tx.delete(profileBrands).where(eq(profileBrands.userId, user.id));
        if (plan.brands.length > 0) {
          await tx.insert(profileBrands).values(plan.brands.map((brandId) => ({ userId: user.id, brandId })));
        }
      }
      await refreshListing(tx, user.id);
    });
  } catch (error) {
    // Two people racing for one nickname: the unique index decides.
    if (isUniqueViolation(error) && plan.user.username) {
      return { ok: false, errors: { username: "validation.nicknameExists" } };
    }
    throw error;
  }
  if (avatar && before.avatarId !== null && before.avatarId !== plan.profile.avatarId) {
    await discardMedia(deps, [before.avatarId]);
  }
  return { ok: true };
}

/** The personal-data form: every field of it, plus the avatar. */
export function updatePersonalData(
  deps: UploadDeps,
  user: User,
  input: Required<Pick<ProfileInput, "personal">> & Pick<ProfileInput, "avatar" | "removeAvatar">,
): Promise<SaveResult> {
  return saveProfile(deps, user, input);
}

/** The social networks form: each link given is checked and saved ("" unties it). */
export function updateSocials(
  deps: UploadDeps,
  user: User,
  socials: Partial<Record<SocialNetwork, string>>,
): Promise<SaveResult> {
  return saveProfile(deps, user, { socials });
}

/** The brands form: the whole selection (existing brands, at most 30). */
export function setProfileBrands(deps: UploadDeps, user: User, brandIds: string[]): Promise<SaveResult> {
  return saveProfile(deps, user, { brands: brandIds });
}
