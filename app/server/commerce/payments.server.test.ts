import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedText } from "~/admin/stored-text";
import { readableHistory } from "~/admin/stored-text.server";
import { parseDollars, topUpSchema } from "~/forms/top-up";
import { testDatabases } from "../../../tests/databases";
import { makeUser } from "../../../tests/support/office";
import { stripeSignatureHeader, stripeStandIn } from "../../../tests/support/stripe";
import type { DatabaseHandle } from "../db/client.server";
import { ledgerEntries, paymentEvents, payments } from "../db/schema";
import { parseEnv } from "../env.server";
import { balanceOf, history, ledgerSum } from "./ledger.server";
import {
  activeProvider,
  type CheckoutUrls,
  confirmTestPayment,
  handleStripeWebhook,
  type PaymentConfig,
  paymentConfig,
  readStripeEvent,
  startTopUp,
  testPayment,
} from "./payments.server";
import { STRIPE_API_VERSION, stripeAddress } from "./stripe-client.server";

const SECRET_KEY = "sk_test_maistry_123";
const WEBHOOK_SECRET = "whsec_maistry_test_secret";

const urls: CheckoutUrls = {
  testPage: (id) => `/en/payments/test/${id}`,
  success: (id) => `https://maistry.test/en/balance/top-up?payment=${id}&result=success`,
  cancel: (id) => `https://maistry.test/en/balance/top-up?payment=${id}&result=cancel`,
  productName: "Maistry balance top-up",
};

const TEST_CONFIG: PaymentConfig = { stripeApiUrl: "https://api.stripe.com", testPayments: true };

describe("the top-up amount", () => {
  it("takes whole dollars from $5 to $1,000, typed or chosen", () => {
    expect(parseDollars("25")).toEqual({ ok: true, dollars: 25 });
    expect(parseDollars(" $40 ")).toEqual({ ok: true, dollars: 40 });
    expect(parseDollars("1 000")).toEqual({ ok: true, dollars: 1000 });
    expect(parseDollars("1,000")).toEqual({ ok: true, dollars: 1000 });
    expect(parseDollars("12.00")).toEqual({ ok: true, dollars: 12 });
    expect(parseDollars("5")).toEqual({ ok: true, dollars: 5 });
    expect(parseDollars("")).toEqual({ ok: false, message: "payments.errors.amountRequired" });
    expect(parseDollars("4")).toEqual({ ok: false, message: "payments.errors.amountMin" });
    expect(parseDollars("1001")).toEqual({ ok: false, message: "payments.errors.amountMax" });
    expect(parseDollars("12.50")).toEqual({ ok: false, message: "payments.errors.wholeDollars" });
    for (const bad of ["-10", "1e3", "ten", "0x20", "25$5"]) {
      expect(parseDollars(bad), bad).toEqual({ ok: false, message: "payments.errors.amountInvalid" });
    }
    expect(topUpSchema.parse({ amount: "50" })).toEqual({ amountCents: 5000 });
    // Another amount typed in wins over the preset (the form without JavaScript sends both).
    expect(topUpSchema.parse({ amount: "25", custom: "40" })).toEqual({ amountCents: 4000 });
    expect(topUpSchema.safeParse({ amount: "30" }).success).toBe(false);
    expect(topUpSchema.safeParse({}).success).toBe(false);
  });
});

describe("which provider", () => {
  it("is Stripe with its keys, else the test one (not in production unless asked), else none", () => {
    const from = (env: Record<string, string>) => activeProvider(paymentConfig(parseEnv(env)));
    expect(from({ NODE_ENV: "development" })).toBe("test");
    expect(from({ NODE_ENV: "test" })).toBe("test");
    const production = {
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(32),
      PUBLIC_URL: "https://maistry.test",
    };
    expect(from(production)).toBeNull();
    expect(from({ ...production, TEST_PAYMENTS: "true" })).toBe("test");
    expect(
      from({ ...production, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    ).toBe("stripe");
    expect(() => parseEnv({ STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});

describe("Stripe-Signature", () => {
  const payload = '{"id":"evt_1","type":"checkout.session.completed"}';
  const now = 1_760_000_000;
  const verified = (body: string, header: string | null, at = now) =>
    readStripeEvent(body, header, WEBHOOK_SECRET, at).ok;

  it("accepts Stripe's own scheme, any of several v1 values", () => {
    // Computed here as Stripe documents it, not by the SDK that checks it.
    const hmac = createHmac("sha256", WEBHOOK_SECRET).update(`${now}.${payload}`, "utf8").digest("hex");
    expect(stripeSignatureHeader(payload, WEBHOOK_SECRET, now)).toBe(`t=${now},v1=${hmac}`);
    expect(readStripeEvent(payload, `t=${now},v1=${hmac}`, WEBHOOK_SECRET, now)).toEqual({
      ok: true,
      event: JSON.parse(payload),
    });
    const header = stripeSignatureHeader(payload, WEBHOOK_SECRET, now);
    const [t, v1] = header.split(",");
    expect(verified(payload, `${t},v1=${"0".repeat(64)},${v1},v0=abc`)).toBe(true);
    // A timestamp a few minutes old is within Stripe's tolerance of five minutes.
    expect(verified(payload, header, now + 299)).toBe(true);
  });

  it("refuses another secret, a changed body, an old timestamp and malformed headers", () => {
    const header = stripeSignatureHeader(payload, WEBHOOK_SECRET, now);
    expect(verified(payload, stripeSignatureHeader(payload, "whsec_other", now))).toBe(false);
    expect(verified(payload.replace("evt_1", "evt_2"), header)).toBe(false);
    expect(readStripeEvent(payload, header, WEBHOOK_SECRET, now + 301)).toEqual({
      ok: false,
      reason: "signature",
    });
    // The timestamp is signed too: moving it forward breaks the signature.
    expect(verified(payload, header.replace(`t=${now}`, `t=${now + 1}`))).toBe(false);
    for (const bad of [
      null,
      "",
      "t=1",
      "t=1,v1=",
      `v1=${header.split("v1=")[1]}`,
      "garbage",
      `t=abc,v1=${"a".repeat(64)}`,
    ]) {
      expect(readStripeEvent(payload, bad, WEBHOOK_SECRET, now), String(bad)).toEqual({
        ok: false,
        reason: "signature",
      });
    }
    // A correctly signed body that is not JSON is refused as a payload, not a signature.
    expect(
      readStripeEvent(
        "not json",
        stripeSignatureHeader("not json", WEBHOOK_SECRET, now),
        WEBHOOK_SECRET,
        now,
      ),
    ).toEqual({
      ok: false,
      reason: "payload",
    });
  });
});

describe("the Stripe client's address", () => {
  it("is Stripe's own by default, else the stand-in's host, port and protocol", () => {
    expect(stripeAddress("https://api.stripe.com")).toEqual({});
    expect(stripeAddress("https://api.stripe.com/")).toEqual({});
    expect(stripeAddress("http://127.0.0.1:12111")).toEqual({
      host: "127.0.0.1",
      port: "12111",
      protocol: "http",
    });
    expect(stripeAddress("http://[::1]:8080")).toEqual({ host: "::1", port: "8080", protocol: "http" });
    expect(stripeAddress("https://stripe.internal")).toEqual({
      host: "stripe.internal",
      port: 443,
      protocol: "https",
    });
  });
});

describe.each(testDatabases())("top-ups on $name", (engine) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let stripe: Awaited<ReturnType<typeof stripeStandIn>>;
  let stripeConfig: PaymentConfig;
  const db = () => handle.db;

  beforeAll(async () => {
    handle = await engine.open();
    stripe = await stripeStandIn(SECRET_KEY);
    stripeConfig = {
      stripeSecretKey: SECRET_KEY,
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApiUrl: stripe.url,
      testPayments: true,
    };
  });
  afterAll(async () => {
    await stripe.close();
    await handle.dispose();
  });

  async function expectLedgerMatches(userId: number) {
    expect(await ledgerSum(db(), userId)).toBe(await balanceOf(db(), userId));
  }

  async function paymentRow(id: number) {
    const [row] = await db().select().from(payments).where(eq(payments.id, id));
    return row;
  }

  describe("the test provider", () => {
    it("sends the browser to our test page with a pending payment, and credits nothing yet", async () => {
      const user = await makeUser(db());
      const started = await startTopUp(db(), TEST_CONFIG, { userId: user.id, input: { amount: "25" }, urls });
      expect(started).toMatchObject({ ok: true, provider: "test" });
      if (!started.ok) return;
      expect(started.redirectTo).toBe(`/en/payments/test/${started.paymentId}`);
      expect(await paymentRow(started.paymentId)).toMatchObject({
        userId: user.id,
        provider: "test",
        amountCents: 2500,
        status: "pending",
        externalId: null,
      });
      expect(await balanceOf(db(), user.id)).toBe(0);
    });

    it("refuses a bad amount with a message next to the field, and records nothing", async () => {
      const user = await makeUser(db());
      for (const [input, message] of [
        [{ custom: "3" }, "payments.errors.amountMin"],
        [{ custom: "5000" }, "payments.errors.amountMax"],
        [{ custom: "12.34" }, "payments.errors.wholeDollars"],
        [{ amount: "33" }, "payments.errors.amountRequired"],
      ] as const) {
        const started = await startTopUp(db(), TEST_CONFIG, { userId: user.id, input, urls });
        expect(started).toEqual({ ok: false, status: 400, errors: { custom: message } });
      }
      expect(await db().select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
    });

    it("credits once, however often and however concurrently the button is pressed", async () => {
      const user = await makeUser(db());
      const started = await startTopUp(db(), TEST_CONFIG, { userId: user.id, input: { custom: "40" }, urls });
      if (!started.ok) throw new Error("not started");
      const id = started.paymentId;
      const results = await Promise.all(
        Array.from({ length: 5 }, () => confirmTestPayment(db(), TEST_CONFIG, user.id, id)),
      );
      expect(results.filter((result) => result.status === "credited")).toHaveLength(1);
      expect(results.filter((result) => result.status === "already-paid")).toHaveLength(4);
      expect(await confirmTestPayment(db(), TEST_CONFIG, user.id, id)).toEqual({
        status: "already-paid",
        amountCents: 4000,
      });
      expect(await balanceOf(db(), user.id)).toBe(4000);
      const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        kind: "top_up",
        amountCents: 4000,
        paymentId: id,
        // A key with the id, read in each reader's language ("Test payment #5", "Testzahlung Nr. 5").
        reference: storedText("admin.ledger.testPayment", { id }),
      });
      expect(readableHistory("de", await history(db(), user.id))[0]?.reference).toBe(`Testzahlung Nr. ${id}`);
      expect(await paymentRow(id)).toMatchObject({ status: "succeeded" });
      expect((await paymentRow(id))?.completedAt).toBeInstanceOf(Date);
      await expectLedgerMatches(user.id);
    });

    it("is not found by anyone but its own user", async () => {
      const owner = await makeUser(db());
      const other = await makeUser(db());
      const started = await startTopUp(db(), TEST_CONFIG, {
        userId: owner.id,
        input: { amount: "10" },
        urls,
      });
      if (!started.ok) throw new Error("not started");
      expect(await testPayment(db(), TEST_CONFIG, other.id, started.paymentId)).toBeNull();
      expect(await confirmTestPayment(db(), TEST_CONFIG, other.id, started.paymentId)).toEqual({
        status: "not-found",
      });
      expect(await confirmTestPayment(db(), TEST_CONFIG, other.id, 0)).toEqual({ status: "not-found" });
      expect(await balanceOf(db(), other.id)).toBe(0);
      expect(await balanceOf(db(), owner.id)).toBe(0);
      expect(await paymentRow(started.paymentId)).toMatchObject({ status: "pending" });
    });

    it("is refused where no provider is available (production without Stripe or TEST_PAYMENTS)", async () => {
      const user = await makeUser(db());
      const production = paymentConfig(
        parseEnv({
          NODE_ENV: "production",
          SESSION_SECRET: "s".repeat(32),
          PUBLIC_URL: "https://maistry.test",
        }),
      );
      const started = await startTopUp(db(), production, { userId: user.id, input: { amount: "25" }, urls });
      expect(started).toEqual({ ok: false, status: 503, errors: { form: "payments.errors.unavailable" } });
      expect(await db().select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
      // A test payment made while test payments were on cannot be confirmed once they are off.
      const earlier = await startTopUp(db(), TEST_CONFIG, { userId: user.id, input: { amount: "25" }, urls });
      if (!earlier.ok) throw new Error("not started");
      expect(await confirmTestPayment(db(), production, user.id, earlier.paymentId)).toEqual({
        status: "not-found",
      });
      // Nor while Stripe is the provider.
      expect(await confirmTestPayment(db(), stripeConfig, user.id, earlier.paymentId)).toEqual({
        status: "not-found",
      });
      expect(await balanceOf(db(), user.id)).toBe(0);
    });
  });

  describe("Stripe Checkout", () => {
    async function checkout(userId: number, dollars: string) {
      const started = await startTopUp(db(), stripeConfig, { userId, input: { custom: dollars }, urls });
      if (!started.ok) throw new Error(`not started: ${JSON.stringify(started)}`);
      const row = await paymentRow(started.paymentId);
      return { ...started, sessionId: row?.externalId ?? "" };
    }

    let eventCounter = 0;
    function event(sessionId: string, amountTotal: number, overrides: Record<string, unknown> = {}) {
      eventCounter += 1;
      return JSON.stringify({
        id: `evt_test_${process.pid}_${eventCounter}`,
        object: "event",
        type: "checkout.session.completed",
        data: {
          object: {
            id: sessionId,
            object: "checkout.session",
            amount_total: amountTotal,
            currency: "usd",
            payment_status: "paid",
          },
        },
        ...overrides,
      });
    }

    const deliver = (body: string, signature: string | null = stripeSignatureHeader(body, WEBHOOK_SECRET)) =>
      handleStripeWebhook(db(), stripeConfig, body, signature);

    it("creates a Checkout Session with the key and the form Stripe expects, and keeps its id", async () => {
      const user = await makeUser(db());
      const before = stripe.requests.length;
      const started = await checkout(user.id, "25");
      expect(started.provider).toBe("stripe");
      expect(started.sessionId).toMatch(/^cs_test_/);
      expect(started.redirectTo).toBe(`https://checkout.stripe.test/c/pay/${started.sessionId}`);
      const sent = stripe.requests.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.path).toBe("/v1/checkout/sessions");
      expect(sent[0]?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(sent[0]?.headers["stripe-version"]).toBe(STRIPE_API_VERSION);
      // The SDK keys every POST, so its one retry can never make a second session.
      expect(sent[0]?.headers["idempotency-key"]).toMatch(/\S/);
      expect(Object.fromEntries(sent[0]?.body ?? [])).toEqual({
        mode: "payment",
        "line_items[0][price_data][currency]": "usd",
        "line_items[0][price_data][unit_amount]": "2500",
        "line_items[0][price_data][product_data][name]": "Maistry balance top-up",
        "line_items[0][quantity]": "1",
        client_reference_id: String(started.paymentId),
        "metadata[payment_id]": String(started.paymentId),
        success_url: urls.success(started.paymentId),
        cancel_url: urls.cancel(started.paymentId),
      });
      // Nothing is credited until Stripe's webhook says so.
      expect(await balanceOf(db(), user.id)).toBe(0);
      expect(await paymentRow(started.paymentId)).toMatchObject({ status: "pending", amountCents: 2500 });
    });

    it("answers a refused key with a message, and credits nothing", async () => {
      const user = await makeUser(db());
      const started = await startTopUp(
        db(),
        { ...stripeConfig, stripeSecretKey: "sk_test_wrong" },
        { userId: user.id, input: { amount: "10" }, urls },
      );
      expect(started).toEqual({ ok: false, status: 502, errors: { form: "payments.errors.providerFailed" } });
      const unreachable = await startTopUp(
        db(),
        { ...stripeConfig, stripeApiUrl: "http://127.0.0.1:9" },
        { userId: user.id, input: { amount: "10" }, urls },
      );
      expect(unreachable).toMatchObject({ ok: false, status: 502 });
      expect(await db().select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
      expect(await balanceOf(db(), user.id)).toBe(0);
    });

    it("credits a paid session once through a correctly signed webhook; a replay credits nothing", async () => {
      const user = await makeUser(db());
      const { paymentId, sessionId } = await checkout(user.id, "50");
      const body = event(sessionId, 5000);
      expect(await deliver(body)).toEqual({ status: 200, result: "credited", paymentId });
      expect(await balanceOf(db(), user.id)).toBe(5000);
      // The same event again (Stripe retries; an attacker may replay a captured delivery).
      expect(await deliver(body)).toEqual({ status: 200, result: "replayed" });
      // Another event about the same session (e.g. async_payment_succeeded): the payment is paid.
      expect(await deliver(event(sessionId, 5000))).toEqual({
        status: 200,
        result: "already-paid",
        paymentId,
      });
      expect(await balanceOf(db(), user.id)).toBe(5000);
      const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id));
      expect(entries).toEqual([
        expect.objectContaining({
          kind: "top_up",
          amountCents: 5000,
          paymentId,
          reference: storedText("admin.ledger.cardPayment", { id: paymentId }),
        }),
      ]);
      expect(await paymentRow(paymentId)).toMatchObject({ status: "succeeded" });
      await expectLedgerMatches(user.id);
    });

    it("credits once when the same event arrives twice at the same moment", async () => {
      const user = await makeUser(db());
      const { sessionId } = await checkout(user.id, "10");
      const body = event(sessionId, 1000);
      const results = await Promise.all([deliver(body), deliver(body), deliver(body)]);
      expect(results.filter((result) => result.status === 200 && result.result === "credited")).toHaveLength(
        1,
      );
      expect(await balanceOf(db(), user.id)).toBe(1000);
      await expectLedgerMatches(user.id);
    });

    it("answers 400 to a forged signature and credits nothing", async () => {
      const user = await makeUser(db());
      const { sessionId } = await checkout(user.id, "100");
      const body = event(sessionId, 10_000);
      const now = Math.floor(Date.now() / 1000);
      const forged = [
        stripeSignatureHeader(body, "whsec_someone_else"),
        stripeSignatureHeader(body, WEBHOOK_SECRET, now - 301),
        null,
        "t=1,v1=deadbeef",
      ];
      for (const signature of forged) {
        expect(await deliver(body, signature)).toEqual({ status: 400, reason: "signature" });
      }
      // Signed for one body, delivered with another (a bigger amount, another session…).
      const tampered = body.replace('"amount_total":10000', '"amount_total":99999');
      expect(await deliver(tampered, stripeSignatureHeader(body, WEBHOOK_SECRET))).toEqual({
        status: 400,
        reason: "signature",
      });
      expect(await balanceOf(db(), user.id)).toBe(0);
      // None of them was remembered: the genuine delivery still credits.
      expect(await deliver(body)).toMatchObject({ status: 200, result: "credited" });
      expect(await balanceOf(db(), user.id)).toBe(10_000);
      await expectLedgerMatches(user.id);
    });

    it("ignores unpaid sessions, other amounts, unknown sessions and other event types", async () => {
      const user = await makeUser(db());
      const { paymentId, sessionId } = await checkout(user.id, "25");
      const unpaid = event(sessionId, 2500, {
        data: { object: { id: sessionId, amount_total: 2500, currency: "usd", payment_status: "unpaid" } },
      });
      expect(await deliver(unpaid)).toEqual({ status: 200, result: "ignored" });
      expect(await deliver(event(sessionId, 100))).toEqual({ status: 200, result: "ignored" });
      expect(await deliver(event("cs_test_not_ours", 2500))).toEqual({ status: 200, result: "ignored" });
      const other = event(sessionId, 2500, { type: "payment_intent.created" });
      expect(await deliver(other)).toEqual({ status: 200, result: "ignored" });
      // An unknown type is not even remembered.
      const otherId = (JSON.parse(other) as { id: string }).id;
      expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, otherId))).toEqual([]);
      expect(await deliver("not json", stripeSignatureHeader("not json", WEBHOOK_SECRET))).toEqual({
        status: 400,
        reason: "payload",
      });
      expect(await balanceOf(db(), user.id)).toBe(0);
      expect(await paymentRow(paymentId)).toMatchObject({ status: "pending" });
      // A test payment cannot be completed through Stripe's webhook (its session id is not there).
      expect(await handleStripeWebhook(db(), TEST_CONFIG, event(sessionId, 2500), "t=1,v1=x")).toEqual({
        status: 404,
        reason: "not-configured",
      });
    });
  });
});
