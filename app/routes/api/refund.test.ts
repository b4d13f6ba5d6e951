import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "~/server/auth/users.server";
import { balanceOf } from "~/server/commerce/ledger.server";
import { purchaseLesson } from "~/server/commerce/purchases.server";
import { lessons } from "~/server/db/schema";
import { testDatabases } from "../../../tests/databases";
import { apiClient } from "../../../tests/support/api-client";
import { makeLesson, topUp } from "../../../tests/support/commerce";
import { makeUser, testUploadDeps } from "../../../tests/support/office";
import { action } from "./refund";

describe.each(testDatabases())("refund JSON API on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let root: string;
  let buyer: User;
  let stranger: User;
  let slug: string;
  let call: Awaited<ReturnType<typeof apiClient>>;

  beforeAll(async () => {
    database = await engine.open();
    root = (await testUploadDeps(database.db)).root;
    const db = database.db;
    const master = await makeUser(db);
    [buyer, stranger] = [await makeUser(db), await makeUser(db)];
    const lessonId = await makeLesson(db, master.id, { priceCents: 1800, published: true });
    const [row] = await db.select({ slug: lessons.slug }).from(lessons).where(eq(lessons.id, lessonId));
    slug = row?.slug ?? "";
    await topUp(db, buyer.id, 2000);
    expect((await purchaseLesson(db, { buyer, lessonId, commissionPercent: 20 })).status).toBe("purchased");
    call = await apiClient({
      database,
      root,
      users: [buyer, stranger],
      paramsOf: (pathname) => ({ locale: pathname.split("/")[2], slug: pathname.split("/")[5] }),
    });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  const path = (locale = "en") => `/api/${locale}/api/lessons/${slug}/refund/`;

  it("refunds the caller's purchase once; again answers the same; others get 401 or 404", async () => {
    expect((await call(action, path(), { method: "POST" })).status).toBe(401);
    const stranger404 = await call(action, path("de"), { who: stranger, method: "POST" });
    expect(stranger404).toEqual({
      status: 404,
      body: { detail: "Diese Lektion ist nicht unter Ihren Käufen." },
    });

    const done = await call(action, path(), { who: buyer, method: "POST" });
    expect(done).toMatchObject({
      status: 200,
      body: { status: "refunded", lesson: slug, price_cents: 1800, balance_cents: 2000 },
    });
    const again = await call(action, path(), { who: buyer, method: "POST" });
    expect(again).toMatchObject({
      status: 200,
      body: { status: "already", price_cents: 1800, balance_cents: 2000 },
    });
    expect(await balanceOf(database.db, buyer.id)).toBe(2000);
  });
});
