import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "~/server/auth/users.server";
import { post } from "~/server/commerce/ledger.server";
import { purchaseLesson } from "~/server/commerce/purchases.server";
import { lessons, profiles, reviews } from "~/server/db/schema";
import { testDatabases } from "../../../tests/databases";
import { apiClient, API_ORIGIN as ORIGIN } from "../../../tests/support/api-client";
import { makeUser, testUploadDeps } from "../../../tests/support/office";
import { action, loader } from "./reviews";

let counter = 0;

describe.each(testDatabases())("reviews JSON API on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let root: string;
  let master: User;
  let buyer: User;
  let stranger: User;
  let slug: string;
  let lessonId: number;
  let call: Awaited<ReturnType<typeof apiClient>>;

  beforeAll(async () => {
    database = await engine.open();
    root = (await testUploadDeps(database.db)).root;
    const db = database.db;
    [master, buyer, stranger] = [await makeUser(db), await makeUser(db), await makeUser(db)];
    await db.insert(profiles).values({ userId: master.id });
    counter += 1;
    slug = `api-review-lesson-${counter}`;
    const [row] = await db
      .insert(lessons)
      .values({
        slug,
        masterId: master.id,
        title: "API lesson",
        about: "About",
        priceCents: 1500,
        published: true,
      })
      .returning({ id: lessons.id });
    lessonId = row?.id ?? 0;
    await db.transaction((tx) => post(tx, [{ userId: buyer.id, amountCents: 1500, kind: "top_up" }]));
    expect((await purchaseLesson(db, { buyer, lessonId, commissionPercent: 20 })).status).toBe("purchased");
    call = await apiClient({
      database,
      root,
      users: [master, buyer, stranger],
      paramsOf: (pathname) => {
        const segments = pathname.split("/").filter(Boolean);
        return { locale: segments[1], slug: segments[4] };
      },
    });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  const path = (locale = "en", lesson = slug) => `/api/${locale}/api/lessons/${lesson}/reviews/`;
  const stored = () => database.db.select().from(reviews).where(eq(reviews.lessonId, lessonId));

  it("refuses without a token, a non-buyer and the author; nothing is stored", async () => {
    expect((await call(action, path(), { method: "POST", json: { rating: 5 } })).status).toBe(401);
    const refused = await call(action, path(), { who: stranger, method: "POST", json: { rating: 5 } });
    expect(refused).toEqual({ status: 403, body: { detail: "Only buyers of the lesson can review it" } });
    const german = await call(action, path("de"), { who: stranger, method: "POST", json: { rating: 5 } });
    expect(german.body.detail).toBe("Nur Käuferinnen und Käufer der Lektion können sie bewerten");
    const own = await call(action, path(), { who: master, method: "POST", json: { rating: 5 } });
    expect(own.status).toBe(403);
    expect(await stored()).toHaveLength(0);
  });

  it("answers bad fields with 400 in the URL's language", async () => {
    const bad = await call(action, path(), {
      who: buyer,
      method: "POST",
      json: { rating: 7, text: "x".repeat(2001) },
    });
    expect(bad).toEqual({
      status: 400,
      body: {
        rating: ["The rating must be a whole number from 1 to 5"],
        text: ["The review must be at most 2,000 characters"],
      },
    });
    const missing = await call(action, path("uk"), { who: buyer, method: "POST", json: { text: "Hi" } });
    expect(missing).toEqual({ status: 400, body: { rating: ["Оберіть оцінку від 1 до 5 зірок"] } });
    expect(await stored()).toHaveLength(0);
  });

  it("a buyer creates (201) then edits (200) one review; GET lists it and the rating follows", async () => {
    const created = await call(action, path(), {
      who: buyer,
      method: "POST",
      json: { rating: 4, text: "  Very clear.  " },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ lesson: slug, rating: 4, text: "Very clear." });
    const edited = await call(action, path(), {
      who: buyer,
      method: "POST",
      json: { rating: "5", text: "" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.body.id, rating: 5, text: "" });
    expect(await stored()).toHaveLength(1);
    const [lesson] = await database.db.select().from(lessons).where(eq(lessons.id, lessonId));
    expect(lesson).toMatchObject({ rating: 5, reviewCount: 1 });

    const listed = await call(loader, path());
    expect(listed).toEqual({
      status: 200,
      body: {
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: created.body.id,
            rating: 5,
            text: "",
            created_at: expect.any(String),
            author: { username: buyer.username, full_name: buyer.fullName, avatar: null },
          },
        ],
      },
    });
  });

  it("GET pages through 20 at a time and 404s an unknown lesson, page or locale", async () => {
    const db = database.db;
    counter += 1;
    const [row] = await db
      .insert(lessons)
      .values({
        slug: `api-many-reviews-${counter}`,
        masterId: master.id,
        title: "Many",
        about: "About",
        priceCents: 0,
        published: true,
      })
      .returning({ id: lessons.id, slug: lessons.slug });
    if (!row) throw new Error("no lesson");
    for (let n = 0; n < 21; n++) {
      const user = await makeUser(db);
      await purchaseLesson(db, { buyer: user, lessonId: row.id, commissionPercent: 20 });
      await db.insert(reviews).values({ lessonId: row.id, userId: user.id, rating: 3 });
    }
    const first = await call(loader, path("en", row.slug));
    expect(first.body.count).toBe(21);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.next).toBe(`${ORIGIN}/api/en/api/lessons/${row.slug}/reviews/?page=2`);
    expect(first.body.previous).toBeNull();
    const second = await call(loader, `${path("en", row.slug)}?page=2`);
    expect(second.body.results).toHaveLength(1);
    expect(second.body.previous).toBe(`${ORIGIN}/api/en/api/lessons/${row.slug}/reviews/?page=1`);
    expect((await call(loader, `${path("en", row.slug)}?page=3`)).status).toBe(404);
    expect((await call(loader, path("en", "no-such-lesson"))).status).toBe(404);
    expect((await call(loader, path("xx"))).status).toBe(404);
  });
});
