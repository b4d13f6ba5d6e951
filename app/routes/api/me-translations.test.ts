import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "~/server/auth/users.server";
import { profiles } from "~/server/db/schema";
import { testDatabases } from "../../../tests/databases";
import { apiClient } from "../../../tests/support/api-client";
import { makeLesson } from "../../../tests/support/commerce";
import { makeUser, testUploadDeps } from "../../../tests/support/office";
import { action, loader } from "./me-translations";

describe.each(testDatabases())("translations JSON API on $name (decision 050)", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let root: string;
  let master: User;
  let stranger: User;
  let lessonId: number;
  let call: Awaited<ReturnType<typeof apiClient>>;

  beforeAll(async () => {
    database = await engine.open();
    root = (await testUploadDeps(database.db)).root;
    master = await makeUser(database.db);
    stranger = await makeUser(database.db);
    lessonId = await makeLesson(database.db, master.id, { language: "uk" });
    await database.db
      .insert(profiles)
      .values({ userId: master.id, shortDescription: "Брови.", language: "uk" });
    // /api/<locale>/api/me/lessons/<id>/translations/<language>/ or /me/profile/translations/<language>/
    call = await apiClient({
      database,
      root,
      users: [master, stranger],
      paramsOf: (pathname) => {
        const parts = pathname.split("/");
        return parts[5] === "lessons"
          ? { locale: parts[2], id: parts[6], language: parts[8] || undefined }
          : { locale: parts[2], language: parts[7] || undefined };
      },
    });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  const lessonPath = (language = "", locale = "en") =>
    `/api/${locale}/api/me/lessons/${lessonId}/translations/${language ? `${language}/` : ""}`;

  it("adds, lists, replaces and removes a lesson's translation; others' lessons are 404", async () => {
    expect((await call(loader, lessonPath())).status).toBe(401);
    expect((await call(loader, lessonPath(), { who: stranger })).status).toBe(404);
    expect(await call(loader, lessonPath(), { who: master })).toEqual({ status: 200, body: [] });

    const added = await call(action, lessonPath("en"), {
      who: master,
      method: "PUT",
      json: { title: "Brow lamination", about: "Step by step." },
    });
    expect(added).toMatchObject({ status: 201, body: { language: "en", title: "Brow lamination" } });
    const replaced = await call(action, lessonPath("en"), {
      who: master,
      method: "PUT",
      json: { title: "Brow Lamination", about: "Step by step." },
    });
    expect(replaced).toMatchObject({ status: 200, body: { title: "Brow Lamination" } });
    expect((await call(loader, lessonPath(), { who: master })).body).toMatchObject([
      { language: "en", title: "Brow Lamination", about: "Step by step." },
    ]);

    const refused = await call(action, lessonPath("uk", "de"), {
      who: master,
      method: "PUT",
      json: { title: "", about: "Текст." },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body).sort()).toEqual(["title"]);
    const original = await call(action, lessonPath("uk"), {
      who: master,
      method: "PUT",
      json: { title: "Ламінування", about: "Текст." },
    });
    expect(original).toEqual({
      status: 400,
      body: { language: ["This is the original language: edit the text itself instead."] },
    });

    expect((await call(action, lessonPath("en"), { who: stranger, method: "DELETE" })).status).toBe(404);
    expect((await call(action, lessonPath("en"), { who: master, method: "DELETE" })).status).toBe(204);
    expect((await call(action, lessonPath("en"), { who: master, method: "DELETE" })).status).toBe(404);
    expect((await call(loader, lessonPath("en"), { who: master })).status).toBe(404);
  });

  it("translates the caller's own 'about'", async () => {
    const path = "/api/en/api/me/profile/translations/pl/";
    const added = await call(action, path, { who: master, method: "PUT", json: { about: "Brwi." } });
    expect(added).toMatchObject({ status: 201, body: { language: "pl", about: "Brwi." } });
    expect((await call(loader, "/api/en/api/me/profile/translations/", { who: master })).body).toMatchObject([
      { language: "pl", about: "Brwi." },
    ]);
    // A stranger without an "about" has nothing to translate.
    const none = await call(action, path, { who: stranger, method: "PUT", json: { about: "Brwi." } });
    expect(none.status).toBe(400);
  });
});
