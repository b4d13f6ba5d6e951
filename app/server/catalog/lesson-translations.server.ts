/**
 * A lesson's title and description in other languages (issue 18 §1, decision 050). The lesson's
 * own row holds them in its original language; a translation is never in that language. Search
 * finds a lesson by any of its titles: `lessons.search_text` holds them all, folded.
 */

import { and, asc, eq } from "drizzle-orm";
import type { LessonTranslationInput } from "~/forms/content-translation";
import { inSiteOrder, isLocale, type Locale } from "~/i18n/locales";
import type { Database } from "../db/client.server";
import { lessons, lessonTranslations } from "../db/schema";
import { inTransaction, notSaved, type Saved, type Transaction } from "../db/transaction.server";
import { foldForSearch } from "./search-text";

export interface LessonTranslation {
  language: Locale;
  title: string;
  about: string;
  updatedAt: string;
}

/** What `lessons.search_text` holds: each title folded, one per line (a query never spans two). */
export function lessonSearchText(title: string, translatedTitles: readonly string[] = []): string {
  return [title, ...translatedTitles].map(foldForSearch).join("\n");
}

/** A lesson's translations, in the site's language order. */
export async function translationsOfLesson(db: Database, lessonId: number): Promise<LessonTranslation[]> {
  const rows = await db
    .select({
      language: lessonTranslations.language,
      title: lessonTranslations.title,
      about: lessonTranslations.about,
      updatedAt: lessonTranslations.updatedAt,
    })
    .from(lessonTranslations)
    .where(eq(lessonTranslations.lessonId, lessonId));
  return inSiteOrder(rows.map((row) => row.language)).flatMap((language) => {
    const row = rows.find((candidate) => candidate.language === language);
    return row ? [{ ...row, language, updatedAt: row.updatedAt.toISOString() }] : [];
  });
}

/** The languages a lesson is translated into (not its original language), in the site's order. */
export async function translationLanguages(db: Database, lessonId: number): Promise<Locale[]> {
  const rows = await db
    .select({ language: lessonTranslations.language })
    .from(lessonTranslations)
    .where(eq(lessonTranslations.lessonId, lessonId));
  return inSiteOrder(rows.map((row) => row.language));
}

/** Writes the lesson's search text from its title and its translations' titles. */
export async function refreshLessonSearchText(tx: Transaction | Database, lessonId: number): Promise<void> {
  const [lesson] = await tx.select({ title: lessons.title }).from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) return;
  const translated = await tx
    .select({ title: lessonTranslations.title })
    .from(lessonTranslations)
    .where(eq(lessonTranslations.lessonId, lessonId))
    .orderBy(asc(lessonTranslations.language));
  await tx
    .update(lessons)
    .set({
      searchText: lessonSearchText(
        lesson.title,
        translated.map((row) => row.title),
      ),
    })
    .where(eq(lessons.id, lessonId));
}

/**
 * Adds or replaces the lesson's text in `input.language`. Refused on the language field when it is
 * the lesson's original language (its own title and description are that text).
 */
export async function saveLessonTranslation(
  db: Database,
  lessonId: number,
  input: LessonTranslationInput,
): Promise<Saved<LessonTranslation>> {
  const [lesson] = await db
    .select({ language: lessons.language })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!lesson) return notSaved({ language: "translations.errors.languageRequired" });
  if (lesson.language === input.language) return notSaved({ language: "translations.errors.original" });
  const updatedAt = new Date();
  const saved = await inTransaction(db, async (tx) => {
    const row = { title: input.title, about: input.about, updatedAt };
    await tx
      .insert(lessonTranslations)
      .values({ lessonId, language: input.language, ...row })
      .onConflictDoUpdate({ target: [lessonTranslations.lessonId, lessonTranslations.language], set: row });
    await refreshLessonSearchText(tx, lessonId);
  });
  if (!saved.ok) return saved;
  return {
    ok: true,
    value: {
      language: input.language,
      title: input.title,
      about: input.about,
      updatedAt: updatedAt.toISOString(),
    },
  };
}

/** Removes the lesson's text in `language`; false when it had none. */
export async function removeLessonTranslation(
  db: Database,
  lessonId: number,
  language: string,
): Promise<boolean> {
  if (!isLocale(language)) return false;
  const removed = await inTransaction(db, async (tx) => {
    const rows = await tx
      .delete(lessonTranslations)
      .where(and(eq(lessonTranslations.lessonId, lessonId), eq(lessonTranslations.language, language)))
      .returning({ language: lessonTranslations.language });
    if (rows.length > 0) await refreshLessonSearchText(tx, lessonId);
    return rows.length > 0;
  });
  return removed.ok && removed.value;
}
