import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "~/server/auth/users.server";
import { balanceOf, ledgerSum } from "~/server/commerce/ledger.server";
import { lessons } from "~/server/db/schema";
import { testDatabases } from "../../../tests/databases";
import { apiClient } from "../../../tests/support/api-client";
import { makeLesson, topUp } from "../../../tests/support/commerce";
import { makeUser } from "../../../tests/support/office";
import { loader as quoteLoader } from "./coupon";
import { action as couponsAction, loader as couponsLoader } from "./me-coupons";
import { action as purchaseAction } from "./purchase";

describe.each(testDatabases())("coupons JSON API on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let root: string;
  let master: User;
  let buyer: User;
  let call: Awaited<ReturnType<typeof apiClient>>;
  let slug: string;
  let lessonId: number;

  beforeAll(async () => {
    database = await engine.open();
    root = await mkdtemp(path.join(tmpdir(), "maistry-coupons-api-"));
    master = await makeUser(database.db);
    buyer = await makeUser(database.db);
    lessonId = await makeLesson(database.db, master.id, { priceCents: 2000, published: true });
    const [row] = await database.db
      .select({ slug: lessons.slug })
      .from(lessons)
      .where(eq(lessons.id, lessonId));
    slug = row?.slug ?? "";
    await topUp(database.db, buyer.id, 5000);
    call = await apiClient({
      database,
      root,
      users: [master, buyer],
      paramsOf: (pathname) => {
        const segments = pathname.split("/").filter(Boolean);
        // /api/en/api/me/coupons/{id}/ or /api/en/api/lessons/{slug}/…
        return segments[3] === "me"
          ? { locale: segments[1], id: segments[5] }
          : { locale: segments[1], slug: segments[4] };
      },
    });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  it("lets a master create, list and deactivate codes; bad input is 400 per field", async () => {
    const bad = await call(couponsAction, "/api/en/api/me/coupons/", {
      who: master,
      method: "POST",
      json: { code: "x", kind: "percent", amount: 120 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["amount", "code"]);
    const created = await call(couponsAction, "/api/en/api/me/coupons/", {
      who: master,
      method: "POST",
      json: { code: "api-20", kind: "percent", amount: 20, max_uses: 3, lessons: [lessonId] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: "API-20",
      kind: "percent",
      amount: 20,
      max_uses: 3,
      uses: 0,
      lessons: [slug],
    });
    const list = await call(couponsLoader, "/api/en/api/me/coupons/", { who: master });
    expect(list.body.map((coupon: { code: string }) => coupon.code)).toEqual(["API-20"]);
    expect((await call(couponsLoader, "/api/en/api/me/coupons/", {})).status).toBe(401);
    const gone = await call(couponsAction, `/api/en/api/me/coupons/${created.body.id}/`, {
      who: buyer,
      method: "DELETE",
    });
    expect(gone.status).toBe(404);
  });

  it("quotes a code for a lesson and applies it in the API purchase", async () => {
    await call(couponsAction, "/api/en/api/me/coupons/", {
      who: master,
      method: "POST",
      json: { code: "HALF", kind: "percent", amount: 50 },
    });
    const quote = await call(quoteLoader, `/api/en/api/lessons/${slug}/coupon/?code=half`);
    expect(quote).toEqual({
      status: 200,
      body: { lesson: slug, code: "HALF", price_cents: 2000, discount_cents: 1000, final_price_cents: 1000 },
    });
    const wrong = await call(quoteLoader, `/api/de/api/lessons/${slug}/coupon/?code=NOPE`);
    expect(wrong.status).toBe(422);
    expect(wrong.body.reason).toBe("unknown");

    const request = (coupon: string, key: string) =>
      new Request(`http://maistry.test/api/en/api/lessons/${slug}/purchase/`, {
        method: "POST",
        headers: { "Idempotency-Key": key, "Content-Type": "application/json" },
        body: JSON.stringify({ coupon }),
      });
    const refused = await call(purchaseAction, `/api/en/api/lessons/${slug}/purchase/`, {
      who: buyer,
      request: request("NOPE", "k-coupon-1"),
    });
    expect(refused.status).toBe(422);
    expect(await balanceOf(database.db, buyer.id)).toBe(5000);
    const bought = await call(purchaseAction, `/api/en/api/lessons/${slug}/purchase/`, {
      who: buyer,
      request: request("half", "k-coupon-2"),
    });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ price_cents: 1000, discount_cents: 1000, balance_cents: 4000 });
    for (const id of [buyer.id, master.id])
      expect(await ledgerSum(database.db, id)).toBe(await balanceOf(database.db, id));
  });
});
