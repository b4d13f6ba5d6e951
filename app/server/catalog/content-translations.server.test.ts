import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseLessonFilters } from "~/forms/catalog-filters";
import { testDatabases } from "../../../tests/databases";
import { makeLesson } from "../../../tests/support/commerce";
import { insertUser, testUploadDeps } from "../../../tests/support/office";
import type { User } from "../auth/users.server";
import { clearDatabaseCaches } from "../content/ttl-cache";
import { lessonSubtitles, lessons, profiles } from "../db/schema";
import { updatePersonalData } from "../office/profile.server";
import {
  lessonSearchText,
  removeLessonTranslation,
  saveLessonTranslation,
  translationsOfLesson,
} from "./lesson-translations.server";
import { getLesson, listLessons } from "./lessons.server";
import { getMaster } from "./masters.server";
import {
  removeProfileTranslation,
  saveProfileTranslation,
  translationsOfProfile,
} from "./profile-translations.server";

describe.each(testDatabases())(
  "lessons and masters in several languages on $name (decision 050)",
  (engine) => {
    let database: Awaited<ReturnType<typeof engine.open>>;
    let master: User;
    let ukrainian: number;
    let polish: number;
    const slugOf = async (id: number) =>
      (await database.db.select({ slug: lessons.slug }).from(lessons).where(eq(lessons.id, id)))[0]?.slug ??
      "";
    const list = async (locale: "en" | "uk" | "pl" | "de", query: string) =>
      (await listLessons(database.db, locale, parseLessonFilters(new URLSearchParams(query)))).results;

    beforeAll(async () => {
      database = await engine.open();
      master = await insertUser(database.db, { locale: "uk", username: "olha.translations" });
      await database.db
        .insert(profiles)
        .values({ userId: master.id, shortDescription: "Майстриня манікюру.", language: "uk" });
      ukrainian = await makeLesson(database.db, master.id, {
        slug: "manikiur-translations",
        title: "Манікюр під гель-лак",
        about: "Покажу підготовку.",
        language: "uk",
        searchText: lessonSearchText("Манікюр під гель-лак"),
      });
      polish = await makeLesson(database.db, master.id, {
        slug: "pedicure-translations",
        title: "Pedicure frezarkowy",
        about: "Krok po kroku.",
        language: "pl",
        searchText: lessonSearchText("Pedicure frezarkowy"),
      });
      // The Polish lesson's full video has German subtitles: "available" in German, not "taught" in it.
      await database.db
        .insert(lessonSubtitles)
        .values({ lessonId: polish, part: "full", language: "de", storageKey: "subtitles/x.vtt", bytes: 10 });
    });
    afterAll(() => database.dispose());

    it("adds, replaces and removes a lesson's translation; refuses its own language", async () => {
      const saved = await saveLessonTranslation(database.db, ukrainian, {
        language: "en",
        title: "Gel polish manicure",
        about: "I show the preparation.",
      });
      expect(saved).toMatchObject({ ok: true, value: { language: "en", title: "Gel polish manicure" } });
      const replaced = await saveLessonTranslation(database.db, ukrainian, {
        language: "en",
        title: "Gel Polish Manicure",
        about: "I show the preparation, step by step.",
      });
      expect(replaced.ok).toBe(true);
      expect(
        (await translationsOfLesson(database.db, ukrainian)).map((row) => [row.language, row.title]),
      ).toEqual([["en", "Gel Polish Manicure"]]);
      expect(
        await saveLessonTranslation(database.db, ukrainian, {
          language: "uk",
          title: "Інша",
          about: "Інший",
        }),
      ).toEqual({
        ok: false,
        errors: { language: "translations.errors.original" },
      });
      await saveLessonTranslation(database.db, ukrainian, {
        language: "de",
        title: "Gel-Maniküre",
        about: "Vorbereitung.",
      });
      expect(await removeLessonTranslation(database.db, ukrainian, "de")).toBe(true);
      expect(await removeLessonTranslation(database.db, ukrainian, "de")).toBe(false);
      expect(await removeLessonTranslation(database.db, ukrainian, "xx")).toBe(false);
    });

    it("shows the visitor's language when there is a translation, the original with its language otherwise", async () => {
      clearDatabaseCaches();
      const slug = await slugOf(ukrainian);
      const english = await getLesson(database.db, "en", slug);
      expect(english).toMatchObject({
        title: "Gel Polish Manicure",
        about: "I show the preparation, step by step.",
        language: "uk",
        textLanguage: "en",
        languages: ["uk", "en"],
      });
      const german = await getLesson(database.db, "de", slug);
      expect(german).toMatchObject({ title: "Манікюр під гель-лак", language: "uk", textLanguage: "uk" });
      const card = (await list("en", "")).find((lesson) => lesson.id === ukrainian);
      expect(card).toMatchObject({ title: "Gel Polish Manicure", language: "uk", textLanguage: "en" });
    });

    it("finds a lesson by any of its titles and filters by the language taught in and the visitor's", async () => {
      clearDatabaseCaches();
      const ids = (lessonsFound: { id: number }[]) => lessonsFound.map((lesson) => lesson.id).sort();
      expect(ids(await list("de", "q=polish manicure"))).toEqual([ukrainian]);
      expect(ids(await list("de", "q=манікюр"))).toEqual([ukrainian]);
      // A removed translation's title no longer finds it.
      expect(ids(await list("de", "q=gel-manik"))).toEqual([]);
      expect(ids(await list("en", "taught=uk"))).toEqual([ukrainian]);
      expect(ids(await list("en", "taught=pl"))).toEqual([polish]);
      expect(ids(await list("en", "available=en"))).toEqual([ukrainian]);
      expect(ids(await list("en", "available=pl"))).toEqual([polish]);
      expect(ids(await list("en", "available=de"))).toEqual([polish]);
      expect(ids(await list("en", "available=uk"))).toEqual([ukrainian]);
      expect(ids(await list("en", "available=fr"))).toEqual([]);
    });

    it("translates a master's about, refusing the profile's own language and a change of language onto a translation", async () => {
      expect(
        await saveProfileTranslation(database.db, master.id, { language: "uk", about: "Ще раз." }),
      ).toEqual({
        ok: false,
        errors: { language: "translations.errors.original" },
      });
      const saved = await saveProfileTranslation(database.db, master.id, {
        language: "en",
        about: "Manicurist.",
      });
      expect(saved.ok).toBe(true);
      expect((await translationsOfProfile(database.db, master.id)).map((row) => row.about)).toEqual([
        "Manicurist.",
      ]);
      clearDatabaseCaches();
      expect(await getMaster(database.db, "en", master.username)).toMatchObject({
        shortDescription: "Manicurist.",
        aboutLanguage: "en",
        languages: ["uk", "en"],
      });
      expect(await getMaster(database.db, "fr", master.username)).toMatchObject({
        shortDescription: "Майстриня манікюру.",
        aboutLanguage: "uk",
      });
      // The lesson page's master box reads the same.
      expect((await getLesson(database.db, "en", await slugOf(ukrainian)))?.master).toMatchObject({
        shortDescription: "Manicurist.",
        aboutLanguage: "en",
      });
      const deps = await testUploadDeps(database.db);
      const refused = await updatePersonalData(deps, master, { personal: { aboutLanguage: "en" } });
      expect(refused).toEqual({
        ok: false,
        errors: { aboutLanguage: "translations.errors.translatedAlready" },
      });
      expect(await removeProfileTranslation(database.db, master.id, "en")).toBe(true);
      const changed = await updatePersonalData(deps, master, { personal: { aboutLanguage: "en" } });
      expect(changed.ok).toBe(true);
      const [row] = await database.db
        .select({ language: profiles.language })
        .from(profiles)
        .where(eq(profiles.userId, master.id));
      expect(row?.language).toBe("en");
    });
  },
);
