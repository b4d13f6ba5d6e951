import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "~/server/auth/tokens.server";
import { media, professionalActivities, profiles, users } from "~/server/db/schema";
import { clientIpContext } from "~/server/http/client-ip.server";
import { seedReferenceContent } from "~/server/seed/reference.server";
import { testDatabases } from "../../../tests/databases";
import { routerContext } from "../../../tests/router-context";
import { insertUser, referenceIds } from "../../../tests/support/office";
import * as auth from "./auth";
import * as activities from "./me-activities";

type Json = Record<string, unknown>;
const SECRET = ["test-secret-test-secret-test-secret-42"];

describe.each(testDatabases())("the office API (users/me, me/activities) on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let ref: Awaited<ReturnType<typeof referenceIds>>;
  let ip = 0;
  beforeAll(async () => {
    database = await engine.open();
    await seedReferenceContent(database.db);
    ref = await referenceIds(database.db);
  });
  afterAll(() => database.dispose());

  const tokenFor = (id: number) => issueAccessToken(id, SECRET);

  async function send(
    handler: typeof auth.loader | typeof activities.loader,
    url: string,
    params: Record<string, string | undefined>,
    init: { method?: string; body?: unknown; form?: FormData; token?: string } = {},
  ) {
    const method = init.method ?? (init.body || init.form ? "POST" : "GET");
    const headers: Record<string, string> = {};
    if (init.body) headers["Content-Type"] = "application/json";
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    const request = new Request(`http://localhost${url}`, {
      method,
      headers,
      body: init.form ?? (init.body ? JSON.stringify(init.body) : undefined),
    });
    const context = routerContext(database);
    context.set(clientIpContext, `10.9.0.${++ip % 250}`);
    const args = { request, context, params } as unknown as Parameters<typeof handler>[0];
    const response = await (handler as (a: typeof args) => Promise<Response>)(args);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Json) : null };
  }

  const me = (locale: string, init: Parameters<typeof send>[3] = {}) =>
    send(
      init.method && init.method !== "GET" ? auth.action : auth.loader,
      `/api/${locale}/api/auth/users/me/`,
      { "*": "users/me/", locale },
      init,
    );
  const acts = (locale: string, id: string | undefined, init: Parameters<typeof send>[3] = {}) =>
    send(
      init.method && init.method !== "GET" ? activities.action : activities.loader,
      `/api/${locale}/api/me/activities/${id ? `${id}/` : ""}`,
      { locale, id },
      init,
    );

  it("shows the profile with the account and saves it with the office's rules", async () => {
    const user = await insertUser(database.db, { fullName: "Api Master" });
    const token = await tokenFor(user.id);
    const before = await me("en", { token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      id: user.id,
      short_description: "",
      category: null,
      specialization: null,
      avatar: null,
      instagram_url: "",
      brands: [],
      is_listed: false,
      role: "learner",
    });

    const patched = await me("en", {
      method: "PATCH",
      token,
      body: {
        short_description: "Brows and lashes.",
        specialization: ref.subsB[0],
        instagram_url: "@api.master",
        website_url: "api-master.com",
        brands: [ref.brands[1], ref.brands[0]],
        city: "Odesa",
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      city: "Odessa",
      short_description: "Brows and lashes.",
      category: ref.categoryB,
      specialization: ref.subsB[0],
      instagram_url: "https://www.instagram.com/api.master/",
      website_url: "https://api-master.com",
      brands: [ref.brands[0], ref.brands[1]],
      is_listed: true,
    });
  });

  it("changes the role (decision 037) alone or with other fields", async () => {
    const user = await insertUser(database.db);
    const token = await tokenFor(user.id);
    const master = await me("en", { method: "PATCH", token, body: { role: "master" } });
    expect(master).toMatchObject({ status: 200, body: { role: "master" } });
    const back = await me("en", { method: "PATCH", token, body: { role: "learner", city: "Lviv" } });
    expect(back).toMatchObject({ status: 200, body: { role: "learner", city: "Lviv" } });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isMaster).toBe(false);
  });

  it("answers every wrong field at once in the URL's language with the API's names, changing nothing", async () => {
    const taken = await insertUser(database.db);
    const user = await insertUser(database.db);
    const token = await tokenFor(user.id);
    const body = {
      username: taken.username.toUpperCase(),
      full_name: "",
      city: "Atlantis",
      phone: "1",
      short_description: "x".repeat(1001),
      category: ref.categoryA,
      specialization: ref.subsB[0],
      tiktok_url: "ftp://nope",
      brands: [999999],
      avatar: 999999,
      role: "teacher",
    };
    const english = await me("en", { method: "PATCH", token, body });
    expect(english.status).toBe(400);
    expect(english.body).toEqual({
      username: ["A user with that nickname already exists"],
      full_name: ["Enter your name"],
      city: ["City not found"],
      phone: ["The phone number is incorrect"],
      short_description: ["The description can be at most 1000 characters long"],
      specialization: ["This specialization does not belong to the chosen category"],
      tiktok_url: ["Enter a link starting with http:// or https://, or an @name"],
      brands: ["One of the chosen brands does not exist any more: reload the page and choose again"],
      avatar: ["This photo is no longer available: choose the file again"],
      role: ["Choose whether you want to learn or work as a master"],
    });
    const ukrainian = await me("uk", { method: "PATCH", token, body: { category: "" } });
    expect(ukrainian.body).toEqual({
      category: ["Оберіть категорію"],
      specialization: ["Оберіть спеціалізацію"],
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      username: user.username,
      city: user.city,
      phone: user.phone,
      isMaster: false,
    });
    expect(await database.db.select().from(profiles).where(eq(profiles.userId, user.id))).toMatchObject([
      { shortDescription: "", tiktokUrl: "", categoryId: null },
    ]);
    expect((await me("en", { method: "PATCH", body: { city: "Lviv" } })).status).toBe(401);
  });

  it("takes an avatar file in a multipart PATCH, and refuses a file that is no image", async () => {
    const user = await insertUser(database.db);
    const token = await tokenFor(user.id);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#7a2848" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("short_description", "Hair colour.");
    form.set("avatar", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    const saved = await me("en", { method: "PATCH", token, form });
    expect(saved.status).toBe(200);
    expect(saved.body?.short_description).toBe("Hair colour.");
    expect(saved.body?.avatar).toMatch(/^\/media\/images\/.+\.webp$/);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    const [avatar] = await database.db
      .select()
      .from(media)
      .where(eq(media.id, profile?.avatarId ?? 0));
    expect(avatar).toMatchObject({ ownerId: user.id, purpose: "avatar", pendingUntil: null });

    const bad = new FormData();
    bad.set("short_description", "Changed");
    bad.set("avatar", new Blob(["<html>not an image</html>"], { type: "image/png" }), "fake.png");
    const refused = await me("en", { method: "PATCH", token, form: bad });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body ?? {})).toEqual(["avatar"]);
    const [after] = await database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(after).toMatchObject({ shortDescription: "Hair colour.", avatarId: profile?.avatarId });
  });

  it("answers a JSON value of the wrong type per field, translated, and stores nothing (issue 14)", async () => {
    const owner = await insertUser(database.db);
    const token = await tokenFor(owner.id);
    const wrong = { en: ["Not a valid value for this field."], pl: ["Nieprawidłowa wartość dla tego pola."] };
    // A number where text is expected: the schema refuses it ("trim is not a function" before).
    expect(await acts("en", undefined, { token, body: { kind: "coaching", position: 5 } })).toEqual({
      status: 400,
      body: { position: wrong.en },
    });
    for (const value of [true, ["Coach"], { a: 1 }, [[1]]]) {
      const answer = await acts("pl", undefined, { token, body: { kind: "coaching", position: value } });
      expect(answer, JSON.stringify(value)).toEqual({ status: 400, body: { position: wrong.pl } });
    }
    expect(await acts("en", undefined, { token })).toEqual({ status: 200, body: [] as unknown as Json });
    // The profile too: text fields never become "[object Object]".
    const profile = await me("en", {
      token,
      method: "PATCH",
      body: { full_name: { a: 1 }, brands: [1, [2]] },
    });
    expect(profile).toEqual({ status: 400, body: { full_name: wrong.en, brands: wrong.en } });
  });

  it("lists, creates, reads, changes and deletes the caller's activities; anyone else's is a 404", async () => {
    const owner = await insertUser(database.db);
    const stranger = await insertUser(database.db);
    const token = await tokenFor(owner.id);
    const strangerToken = await tokenFor(stranger.id);

    expect(await acts("en", undefined)).toEqual({
      status: 401,
      body: { detail: "Authentication credentials were not provided." },
    });
    // The API's refusals speak the URL's language.
    expect(await acts("de", undefined)).toEqual({
      status: 401,
      body: { detail: "Es wurden keine Anmeldedaten übermittelt." },
    });
    expect(await acts("pl", "999999", { token })).toEqual({
      status: 404,
      body: { detail: "Nie znaleziono." },
    });
    expect(await acts("en", undefined, { token })).toEqual({ status: 200, body: [] as unknown as Json });

    const refused = await acts("en", undefined, { token, body: { kind: "party", year: 1900 } });
    expect(refused).toEqual({
      status: 400,
      body: {
        kind: ["Choose the kind of activity"],
        position: ["Fill in at least the position, the education body or the event"],
        year: ["Enter a year from 1950 to the current year"],
      },
    });
    const created = await acts("en", undefined, {
      token,
      body: { kind: "coaching", position: "Mentor", organisation: "Brow Lab", year: 2022 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      kind: "coaching",
      position: "Mentor",
      organisation: "Brow Lab",
      event: "",
      year: 2022,
      description: "",
    });
    const id = String(created.body?.id);
    expect((await acts("en", undefined, { token })).body).toEqual([created.body]);
    expect((await acts("en", id, { token })).body).toEqual(created.body);

    const patched = await acts("en", id, {
      token,
      method: "PATCH",
      body: { year: null, event: "Brow Expo" },
    });
    expect(patched.body).toMatchObject({ year: null, event: "Brow Expo", position: "Mentor" });
    const put = await acts("de", id, { token, method: "PUT", body: { kind: "judging" } });
    expect(put).toEqual({
      status: 400,
      body: {
        position: ["Geben Sie mindestens die Position, die Bildungseinrichtung oder die Veranstaltung an"],
      },
    });

    for (const method of ["GET", "PATCH", "PUT", "DELETE"]) {
      const answer = await acts("en", id, {
        token: strangerToken,
        method,
        body: method === "GET" || method === "DELETE" ? undefined : { position: "Hacked", kind: "judging" },
      });
      expect(answer, method).toEqual({ status: 404, body: { detail: "Not found." } });
    }
    const [row] = await database.db
      .select()
      .from(professionalActivities)
      .where(eq(professionalActivities.id, Number(id)));
    expect(row).toMatchObject({ userId: owner.id, position: "Mentor", event: "Brow Expo" });

    expect((await acts("en", id, { token, method: "DELETE" })).status).toBe(204);
    expect((await acts("en", id, { token })).status).toBe(404);
    expect((await acts("xx", undefined, { token })).status).toBe(404);
    expect((await acts("en", "abc", { token })).status).toBe(404);
    expect((await acts("en", undefined, { token, method: "DELETE" })).status).toBe(405);
  });
});
