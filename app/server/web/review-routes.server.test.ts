import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { makeUser, officeContext, testUploadDeps } from "../../../tests/support/office";
import { settle } from "../../../tests/support/route-response";
import type { User } from "../auth/users.server";
import { purchaseLesson } from "../commerce/purchases.server";
import { lessons, reviews } from "../db/schema";
import { readFlash } from "../http/flash.server";
import { lessonReviewer, reviewAction } from "./review-routes.server";

let counter = 0;

describe.each(testDatabases())("the lesson page's review action on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let root: string;
  let master: User;
  let buyer: User;
  let stranger: User;
  let slug: string;
  let lessonId: number;

  beforeAll(async () => {
    database = await engine.open();
    root = (await testUploadDeps(database.db)).root;
    const db = database.db;
    [master, buyer, stranger] = [await makeUser(db), await makeUser(db), await makeUser(db)];
    counter += 1;
    slug = `page-review-${counter}`;
    const [row] = await db
      .insert(lessons)
      .values({
        slug,
        masterId: master.id,
        title: "Free lesson",
        about: "About",
        priceCents: 0,
        published: true,
      })
      .returning({ id: lessons.id });
    lessonId = row?.id ?? 0;
    await purchaseLesson(db, { buyer, lessonId, commissionPercent: 20 });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  const post = (who: User | null, fields: Record<string, string>, locale: "en" | "de" = "en") => {
    const { context } = officeContext(database, root, who, locale);
    const prefix = locale === "en" ? "/en" : "/de";
    const request = new Request(`http://maistry.test${prefix}/lessons/${slug}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    return settle(reviewAction(context, request, slug));
  };
  const stored = () => database.db.select().from(reviews).where(eq(reviews.lessonId, lessonId));

  it("tells the page who may review", async () => {
    const lesson = { id: lessonId, master: { id: master.id } };
    const { context } = officeContext(database, root, null);
    expect(await lessonReviewer(context, null, lesson)).toEqual({ role: "visitor" });
    expect(await lessonReviewer(context, master, lesson)).toEqual({ role: "author" });
    expect(await lessonReviewer(context, stranger, lesson)).toEqual({ role: "other" });
    expect(await lessonReviewer(context, buyer, lesson)).toEqual({ role: "buyer", review: null });
  });

  it("sends a visitor to log in and refuses a non-buyer with 403; nothing is stored", async () => {
    const visitor = await post(null, { intent: "review", rating: "5" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/en\/login\?redirectTo=/);
    const refused = await post(stranger, { intent: "review", rating: "5", text: "Nice" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ errors: { form: "reviews.errors.buyersOnly" } });
    expect((await post(master, { intent: "review", rating: "5" })).status).toBe(403);
    expect(await stored()).toHaveLength(0);
  });

  it("answers bad fields with 400, the messages and what was typed", async () => {
    const bad = await post(buyer, { intent: "review", text: "Typed text" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      intent: "review",
      errors: { rating: "reviews.errors.ratingRequired" },
      values: { text: "Typed text" },
    });
    expect(await stored()).toHaveLength(0);
  });

  it("saves, redirects back to the reviews with a success flash, and edits on the next save", async () => {
    const { services } = officeContext(database, root, buyer);
    const created = await post(buyer, { intent: "review", rating: "4", text: "Good" }, "de");
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(`/de/lessons/${slug}#reviews`);
    const cookie = created.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    const flash = await readFlash(
      new Request("http://maistry.test/", { headers: { Cookie: cookie } }),
      services.sessionSecrets,
    );
    expect(flash.flash).toEqual({ kind: "success", message: "reviews.flash.created" });

    const edited = await post(buyer, { intent: "review", rating: "2", text: "" });
    const again = await readFlash(
      new Request("http://maistry.test/", {
        headers: { Cookie: edited.headers.get("Set-Cookie")?.split(";")[0] ?? "" },
      }),
      services.sessionSecrets,
    );
    expect(again.flash?.message).toBe("reviews.flash.updated");
    expect(await stored()).toMatchObject([{ rating: 2, text: "", userId: buyer.id }]);
    const { context } = officeContext(database, root, buyer);
    expect(await lessonReviewer(context, buyer, { id: lessonId, master: { id: master.id } })).toEqual({
      role: "buyer",
      review: { rating: 2, text: "" },
    });
  });
});
