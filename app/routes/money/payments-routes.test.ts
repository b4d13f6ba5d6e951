import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "~/server/auth/users.server";
import { balanceOf, ledgerSum } from "~/server/commerce/ledger.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { payments } from "~/server/db/schema";
import { parseEnv } from "~/server/env.server";
import { readFlash } from "~/server/http/flash.server";
import { isForgedRequest, STRIPE_WEBHOOK_PATH } from "~/server/http/origin-check.server";
import { securityHeaders } from "~/server/http/security-headers.server";
import { testDatabases } from "../../../tests/databases";
import { makeUser, officeContext } from "../../../tests/support/office";
import { stripeSignatureHeader } from "../../../tests/support/stripe";
import { action as webhookAction } from "./stripe-webhook";
import { action as testPaymentAction, loader as testPaymentLoader } from "./test-payment";
import { action as topUpAction, loader as topUpLoader } from "./top-up";

// biome-ignore lint/suspicious/noExplicitAny: the routes read only request, params and context
type Handler = (args: any) => Promise<unknown>;

const WEBHOOK_SECRET = "whsec_routes_test";
const SECRETS = ["test-secret-test-secret-test-secret-42"];

/** What a route answered or threw: a Response, or React Router's `data()` (status in `init`). */
async function answer(handler: Handler, args: object) {
  let value: unknown;
  try {
    value = await handler(args);
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, response: value, body: null as unknown };
  const withInit = value as { init?: { status?: number }; data?: unknown; type?: string };
  if (withInit?.type === "DataWithResponseInit") {
    return { status: withInit.init?.status ?? 200, response: null, body: withInit.data };
  }
  return { status: 200, response: null, body: value };
}

describe("the origin check and the webhook", () => {
  const post = {
    method: "POST",
    host: "maistry.app",
    origin: "https://evil.example",
    referer: undefined,
    authorization: undefined,
    allowedOrigins: [],
  };
  it("lets Stripe's deliveries through and nothing else that it refused before", () => {
    expect(isForgedRequest({ ...post, path: STRIPE_WEBHOOK_PATH })).toBe(false);
    expect(isForgedRequest({ ...post, path: "/balance/top-up" })).toBe(true);
    expect(isForgedRequest({ ...post, path: "/en/payments/test/1" })).toBe(true);
    expect(isForgedRequest({ ...post, path: "/webhooks/stripe/x" })).toBe(true);
    expect(isForgedRequest({ ...post, path: "/en/webhooks/stripe" })).toBe(true);
  });
  it("lets the top-up form's answer take the browser to Stripe Checkout (CSP form-action)", () => {
    const csp = securityHeaders({ nonce: "n", https: true })["Content-Security-Policy"];
    expect(csp).toContain("form-action 'self' https://checkout.stripe.com;");
  });
});

describe.each(testDatabases())("the top-up pages on $name", (engine) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let root: string;

  beforeAll(async () => {
    handle = await engine.open();
    root = await mkdtemp(path.join(tmpdir(), "maistry-payments-"));
  });
  afterAll(async () => {
    await handle.dispose();
    await rm(root, { recursive: true, force: true });
  });

  function contextFor(user: User | null, env: Record<string, string> = {}) {
    const { context, services } = officeContext(handle, root, user);
    services.env = parseEnv({ NODE_ENV: "test", DATA_DIR: root, ...env });
    return context;
  }

  const form = (url: string, fields: Record<string, string>) =>
    new Request(url, { method: "POST", body: new URLSearchParams(fields) });

  async function flashOf(response: Response | null) {
    const cookie = response?.headers.get("Set-Cookie") ?? "";
    const request = new Request("http://localhost/", { headers: { Cookie: cookie.split(";")[0] ?? "" } });
    return (await readFlash(request, SECRETS)).flash;
  }

  it("tops up with the test provider: form → test page → balance tab with a message, once", async () => {
    const user = await makeUser(handle.db);
    const context = contextFor(user);
    const started = await answer(topUpAction, {
      request: form("http://localhost/en/balance/top-up", { amount: "25", custom: "" }),
      context,
      params: { lang: "en" },
    });
    expect(started.status).toBe(302);
    const location = started.response?.headers.get("Location") ?? "";
    const id = Number(/^\/en\/payments\/test\/(\d+)$/.exec(location)?.[1]);
    expect(id).toBeGreaterThan(0);

    const page = await answer(testPaymentLoader, {
      request: new Request(`http://localhost${location}`),
      context,
      params: { lang: "en", id: String(id) },
    });
    expect(page.body).toMatchObject({
      payment: { id, amountCents: 2500, status: "pending", provider: "test" },
      back: `/en/masters/${user.username}?tab=tab-4`,
    });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const paid = await answer(testPaymentAction, {
        request: new Request(`http://localhost${location}`, { method: "POST" }),
        context,
        params: { lang: "en", id: String(id) },
      });
      expect(paid.status).toBe(302);
      expect(paid.response?.headers.get("Location")).toBe(`/en/masters/${user.username}?tab=tab-4`);
      expect(await flashOf(paid.response)).toEqual({
        kind: "success",
        title: "payments.flash.creditedTitle",
        message: "payments.flash.credited",
      });
    }
    expect(await balanceOf(handle.db, user.id)).toBe(2500);
    expect(await ledgerSum(handle.db, user.id)).toBe(2500);
  });

  it("shows the form again with the message next to the field, and records nothing", async () => {
    const user = await makeUser(handle.db);
    const refused = await answer(topUpAction, {
      request: form("http://localhost/en/balance/top-up", { amount: "25", custom: "2" }),
      context: contextFor(user),
      params: { lang: "en" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: { custom: "payments.errors.amountMin" },
      values: { amount: "25", custom: "2" },
      provider: "test",
    });
    expect(await handle.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
  });

  it("refuses top-ups where no provider is available, saying so", async () => {
    const user = await makeUser(handle.db);
    const production = {
      NODE_ENV: "production",
      SESSION_SECRET: "p".repeat(32),
      PUBLIC_URL: "https://maistry.test",
    };
    const context = contextFor(user, production);
    const page = await answer(topUpLoader, {
      request: new Request("http://localhost/en/balance/top-up"),
      context,
      params: { lang: "en" },
    });
    expect(page.body).toMatchObject({ provider: null });
    const refused = await answer(topUpAction, {
      request: form("http://localhost/en/balance/top-up", { amount: "25" }),
      context,
      params: { lang: "en" },
    });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ errors: { form: "payments.errors.unavailable" } });
  });

  it("is a 404 for everyone but the payment's own user", async () => {
    const owner = await makeUser(handle.db);
    const other = await makeUser(handle.db);
    const started = await answer(topUpAction, {
      request: form("http://localhost/en/balance/top-up", { amount: "10" }),
      context: contextFor(owner),
      params: { lang: "en" },
    });
    const id = started.response?.headers.get("Location")?.split("/").at(-1) ?? "";
    const args = {
      request: new Request(`http://localhost/en/payments/test/${id}`, { method: "POST" }),
      context: contextFor(other),
      params: { lang: "en", id },
    };
    expect(
      (await answer(testPaymentLoader, { ...args, request: new Request(args.request.url) })).status,
    ).toBe(404);
    expect((await answer(testPaymentAction, args)).status).toBe(404);
    expect((await answer(testPaymentAction, { ...args, params: { lang: "en", id: "abc" } })).status).toBe(
      404,
    );
    // A visitor is sent to log in first.
    const visitor = await answer(testPaymentAction, { ...args, context: contextFor(null) });
    expect(visitor.status).toBe(302);
    expect(visitor.response?.headers.get("Location")).toMatch(/^\/en\/login\?redirectTo=/);
    expect(await balanceOf(handle.db, owner.id)).toBe(0);
    expect(await balanceOf(handle.db, other.id)).toBe(0);
  });

  it("brings the browser back from Stripe's page to the balance tab with what happened", async () => {
    const user = await makeUser(handle.db);
    const [payment] = await handle.db
      .insert(payments)
      .values({
        userId: user.id,
        provider: "stripe",
        amountCents: 2500,
        externalId: `cs_test_back_${user.id}`,
      })
      .returning({ id: payments.id });
    const back = async (result: string) => {
      const answered = await answer(topUpLoader, {
        request: new Request(`http://localhost/en/balance/top-up?payment=${payment?.id}&result=${result}`),
        context: contextFor(user),
        params: { lang: "en" },
      });
      expect(answered.response?.headers.get("Location")).toBe(`/en/masters/${user.username}?tab=tab-4`);
      return flashOf(answered.response);
    };
    expect(await back("cancel")).toMatchObject({ kind: "error", message: "payments.flash.cancelled" });
    expect(await back("success")).toMatchObject({ kind: "success", message: "payments.flash.processing" });
    expect(await balanceOf(handle.db, user.id)).toBe(0);
  });

  it("credits through the webhook route only with Stripe's signature", async () => {
    const user = await makeUser(handle.db);
    const stripeEnv = { STRIPE_SECRET_KEY: "sk_test_routes", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
    const sessionId = `cs_test_route_${user.id}`;
    await handle.db
      .insert(payments)
      .values({ userId: user.id, provider: "stripe", amountCents: 10_000, externalId: sessionId });
    const body = JSON.stringify({
      id: `evt_route_${user.id}`,
      type: "checkout.session.completed",
      data: { object: { id: sessionId, amount_total: 10_000, currency: "usd", payment_status: "paid" } },
    });
    const deliver = (signature: string) =>
      answer(webhookAction, {
        request: new Request(`http://localhost${STRIPE_WEBHOOK_PATH}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
          body,
        }),
        context: contextFor(null, stripeEnv),
        params: {},
      });
    const forged = await deliver(stripeSignatureHeader(body, "whsec_wrong"));
    expect(forged.status).toBe(400);
    expect(await balanceOf(handle.db, user.id)).toBe(0);
    const genuine = await deliver(stripeSignatureHeader(body, WEBHOOK_SECRET));
    expect(genuine.status).toBe(200);
    expect(await genuine.response?.json()).toEqual({ received: true, result: "credited" });
    const replayed = await deliver(stripeSignatureHeader(body, WEBHOOK_SECRET));
    expect(await replayed.response?.json()).toEqual({ received: true, result: "replayed" });
    expect(await balanceOf(handle.db, user.id)).toBe(10_000);
    expect(await ledgerSum(handle.db, user.id)).toBe(10_000);
  });
});
