/**
 * A master's "about" text (`profiles.short_description`) in other languages (issue 18 §1,
 * decision 050). The profile holds it in its own language (`profiles.language`); a translation is
 * never in that language.
 */

import { and, eq, sql } from "drizzle-orm";
import type { ProfileTranslationInput } from "~/forms/content-translation";
import { inSiteOrder, isLocale, type Locale } from "~/i18n/locales";
import type { Database } from "../db/client.server";
import { prepared } from "../db/prepared.server";
import { profiles, profileTranslations } from "../db/schema";
import { notSaved, type Saved } from "../db/transaction.server";

export interface ProfileTranslation {
  language: Locale;
  about: string;
  updatedAt: string;
}

/** A master's translations of their "about", in the site's language order. */
export async function translationsOfProfile(db: Database, userId: number): Promise<ProfileTranslation[]> {
  // The personal data page's, on every visit: prepared once per handle (prepared.server.ts).
  const rows = await prepared(db, "profile_translations", (name) =>
    db
      .select({
        language: profileTranslations.language,
        about: profileTranslations.shortDescription,
        updatedAt: profileTranslations.updatedAt,
      })
      .from(profileTranslations)
      .where(eq(profileTranslations.userId, sql.placeholder("userId")))
      .prepare(name),
  ).execute({ userId });
  return inSiteOrder(rows.map((row) => row.language)).flatMap((language) => {
    const row = rows.find((candidate) => candidate.language === language);
    return row ? [{ language, about: row.about, updatedAt: row.updatedAt.toISOString() }] : [];
  });
}

/** The languages a master's "about" is translated into (not its own). */
export async function profileTranslationLanguages(db: Database, userId: number): Promise<Locale[]> {
  const rows = await db
    .select({ language: profileTranslations.language })
    .from(profileTranslations)
    .where(eq(profileTranslations.userId, userId));
  return inSiteOrder(rows.map((row) => row.language));
}

/**
 * Adds or replaces the master's "about" in `input.language`; refused when that is the profile's
 * own language, or when the profile has no "about" yet (there is nothing to translate).
 */
export async function saveProfileTranslation(
  db: Database,
  userId: number,
  input: ProfileTranslationInput,
): Promise<Saved<ProfileTranslation>> {
  const [profile] = await db
    .select({ language: profiles.language, about: profiles.shortDescription })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!profile || profile.about.trim() === "") return notSaved({ about: "translations.errors.noOriginal" });
  if (profile.language === input.language) return notSaved({ language: "translations.errors.original" });
  const updatedAt = new Date();
  const row = { shortDescription: input.about, updatedAt };
  await db
    .insert(profileTranslations)
    .values({ userId, language: input.language, ...row })
    .onConflictDoUpdate({ target: [profileTranslations.userId, profileTranslations.language], set: row });
  return {
    ok: true,
    value: { language: input.language, about: input.about, updatedAt: updatedAt.toISOString() },
  };
}

/** Removes the master's "about" in `language`; false when there was none. */
export async function removeProfileTranslation(
  db: Database,
  userId: number,
  language: string,
): Promise<boolean> {
  if (!isLocale(language)) return false;
  const rows = await db
    .delete(profileTranslations)
    .where(and(eq(profileTranslations.userId, userId), eq(profileTranslations.language, language)))
    .returning({ language: profileTranslations.language });
  return rows.length > 0;
}
