/**
 * Balance top-ups through a payment provider (DESIGN "Money"). A top-up is a `payments` row, pending
 * until the provider says it was paid; then, in one transaction, the row turns `succeeded` (only
 * from `pending`: the guard that makes every credit happen once) and a `top_up` ledger entry
 * credits the balance.
 *
 * - The test provider (no Stripe keys, TEST_PAYMENTS on): our own page, clearly labelled, whose
 *   button credits the balance at once. No money moves; it is off in production unless asked for.
 * - Stripe Checkout (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET): the browser goes to Stripe's
 *   page; only the signed `checkout.session.completed` webhook credits the balance, once per event
 *   (`payment_events`) and once per payment (the status guard).
 *
 * Both go through the official `stripe` package (decision 034): the client is made in
 * `stripe-client.server.ts`, the webhook's signature is checked by `Stripe.webhooks.constructEvent`.
 */
import { and, eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { storedText } from "~/admin/stored-text";
import type { FieldErrors } from "~/forms/form-data";
import { fieldErrors } from "~/forms/form-data";
import { safeParseText } from "~/forms/safe-parse-text";
import { topUpSchema } from "~/forms/top-up";
import type { Database } from "../db/client.server";
import { paymentEvents, payments } from "../db/schema";
import type { Transaction } from "../db/transaction.server";
import type { Env } from "../env.server";
import { post } from "./ledger.server";
import { stripeClient } from "./stripe-client.server";

export type ProviderName = "test" | "stripe";

/** What the payments need of the environment. */
export interface PaymentConfig {
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  stripeApiUrl: string;
  testPayments: boolean;
}

export function paymentConfig(env: Env): PaymentConfig {
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: env.STRIPE_API_URL,
    testPayments: env.TEST_PAYMENTS,
  };
}

/** The provider top-ups go through: Stripe when its keys are set, else the test one if allowed. */
export function activeProvider(config: PaymentConfig): ProviderName | null {
  if (config.stripeSecretKey && config.stripeWebhookSecret) return "stripe";
  return config.testPayments ? "test" : null;
}

/** A pending payment about to be paid. */
export interface PendingPayment {
  id: number;
  userId: number;
  amountCents: number;
}

/** Where the browser goes back to (absolute URLs, for a provider's page on another site). */
export interface CheckoutUrls {
  /** Our own page for a test payment (a path of this site). */
  testPage: (paymentId: number) => string;
  success: (paymentId: number) => string;
  cancel: (paymentId: number) => string;
  /** What the payer sees as the thing bought, in their language. */
  productName: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Starts paying for a pending payment: where to send the browser, and the provider's id of it. */
  checkout(
    payment: PendingPayment,
    urls: CheckoutUrls,
  ): Promise<{ redirectTo: string; externalId: string | null }>;
}

/** Thrown when the provider could not start a payment (Stripe down, a refused key…). */
export class ProviderError extends Error {
  override name = "ProviderError";
}

/** The test provider: our own page, whose button credits the balance (no money moves). */
export const testProvider: PaymentProvider = {
  name: "test",
  async checkout(payment, urls) {
    return { redirectTo: urls.testPage(payment.id), externalId: null };
  },
};

/** Stripe Checkout: a Checkout Session for the amount; the browser goes to its `url`. */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: "stripe",
    async checkout(payment, urls) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: "payment",
          line_items: [
            {
              price_data: {
                currency: "usd",
                unit_amount: payment.amountCents,
                product_data: { name: urls.productName },
              },
              quantity: 1,
            },
          ],
          client_reference_id: String(payment.id),
          metadata: { payment_id: String(payment.id) },
          success_url: urls.success(payment.id),
          cancel_url: urls.cancel(payment.id),
        });
      } catch (error) {
        // Unreachable, timed out, a refused key or request: the SDK's errors all extend StripeError.
        if (error instanceof Stripe.errors.StripeError) {
          throw new ProviderError(`Stripe refused or could not be reached: ${error.type}: ${error.message}`);
        }
        throw error;
      }
      if (!session.url) throw new ProviderError(`Stripe's checkout session ${session.id} has no url`);
      return { redirectTo: session.url, externalId: session.id };
    },
  };
}

export function providerFor(config: PaymentConfig): PaymentProvider | null {
  const name = activeProvider(config);
  if (name === "stripe") {
    return stripeProvider(
      stripeClient({ secretKey: config.stripeSecretKey ?? "", apiUrl: config.stripeApiUrl }),
    );
  }
  return name === "test" ? testProvider : null;
}

export type StartResult =
  | { ok: true; paymentId: number; provider: ProviderName; redirectTo: string }
  | { ok: false; errors: FieldErrors; status: 400 | 502 | 503 };

/**
 * Starts a top-up of the user's balance: checks the amount, records a pending payment and asks
 * the provider where the browser goes to pay. Nothing is credited here.
 */
export async function startTopUp(
  db: Database,
  config: PaymentConfig,
  request: { userId: number; input: Record<string, unknown>; urls: CheckoutUrls },
): Promise<StartResult> {
  const provider = providerFor(config);
  if (!provider) return { ok: false, errors: { form: "payments.errors.unavailable" }, status: 503 };
  const parsed = safeParseText(topUpSchema, request.input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error), status: 400 };
  const [payment] = await db
    .insert(payments)
    .values({ userId: request.userId, provider: provider.name, amountCents: parsed.data.amountCents })
    .returning({ id: payments.id, userId: payments.userId, amountCents: payments.amountCents });
  if (!payment) throw new Error("payment was not created");
  let started: { redirectTo: string; externalId: string | null };
  try {
    started = await provider.checkout(payment, request.urls);
  } catch (error) {
    if (error instanceof ProviderError) {
      // Nothing was started: no pending payment is left behind.
      await db.delete(payments).where(eq(payments.id, payment.id));
      return { ok: false, errors: { form: "payments.errors.providerFailed" }, status: 502 };
    }
    throw error;
  }
  if (started.externalId) {
    await db.update(payments).set({ externalId: started.externalId }).where(eq(payments.id, payment.id));
  }
  return { ok: true, paymentId: payment.id, provider: provider.name, redirectTo: started.redirectTo };
}

export interface PaymentView {
  id: number;
  amountCents: number;
  status: "pending" | "succeeded";
  provider: ProviderName;
}

const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/** One of the user's own payments (anyone else's is simply not found). */
export async function ownPayment(db: Database, userId: number, id: number): Promise<PaymentView | null> {
  if (!validId(id)) return null;
  const [row] = await db
    .select({
      id: payments.id,
      amountCents: payments.amountCents,
      status: payments.status,
      provider: payments.provider,
    })
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row ?? null;
}

/** The user's own test payment, while the test provider is the one in use (else not found). */
export async function testPayment(
  db: Database,
  config: PaymentConfig,
  userId: number,
  id: number,
): Promise<PaymentView | null> {
  if (activeProvider(config) !== "test") return null;
  const payment = await ownPayment(db, userId, id);
  return payment?.provider === "test" ? payment : null;
}

/**
 * Marks a pending payment succeeded and credits its amount, in the caller's transaction; false
 * when it was not pending (paid already: credited by an earlier request, nothing done now).
 */
async function credit(tx: Transaction, paymentId: number, reference: string): Promise<boolean> {
  const [paid] = await tx
    .update(payments)
    .set({ status: "succeeded", completedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning({ userId: payments.userId, amountCents: payments.amountCents });
  if (!paid) return false;
  await post(tx, [
    { userId: paid.userId, amountCents: paid.amountCents, kind: "top_up", reference, paymentId },
  ]);
  return true;
}

export type ConfirmResult =
  | { status: "credited"; amountCents: number }
  /** Paid before (a repeated or concurrent confirmation): nothing credited now. */
  | { status: "already-paid"; amountCents: number }
  | { status: "not-found" };

/** The test page's button: credits the user's own test payment, exactly once. */
export async function confirmTestPayment(
  db: Database,
  config: PaymentConfig,
  userId: number,
  id: number,
): Promise<ConfirmResult> {
  const payment = await testPayment(db, config, userId, id);
  if (!payment) return { status: "not-found" };
  const credited = await db.transaction((tx) =>
    credit(tx, payment.id, storedText("admin.ledger.testPayment", { id: payment.id })),
  );
  return { status: credited ? "credited" : "already-paid", amountCents: payment.amountCents };
}

// ---- Stripe webhooks -------------------------------------------------------------------------------

/** Stripe's default: a signature older than five minutes is refused (a replayed delivery). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

interface StripeEvent {
  id?: unknown;
  type?: unknown;
  data?: { object?: { id?: unknown; payment_status?: unknown; amount_total?: unknown; currency?: unknown } };
}

export type ReadEvent = { ok: true; event: StripeEvent } | { ok: false; reason: "signature" | "payload" };

/**
 * Checks a delivery's `Stripe-Signature` header with Stripe's SDK and reads its event: the header is
 * `t=<unix time>,v1=<hex>[,v1=…]`, each v1 a candidate HMAC-SHA256 of `<t>.<raw body>` under the
 * endpoint's secret (several while a secret is being rolled); a timestamp older than the
 * tolerance fails. `now` (unix seconds) is for tests. Only the JSON of a correctly signed body is
 * read; its shape is checked by the caller (the SDK does not).
 */
export function readStripeEvent(
  rawBody: string,
  header: string | null | undefined,
  secret: string,
  now?: number,
): ReadEvent {
  if (!header || !secret) return { ok: false, reason: "signature" };
  try {
    const event: unknown = Stripe.webhooks.constructEvent(
      rawBody,
      header,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now === undefined ? undefined : now * 1000,
    );
    return { ok: true, event: event as StripeEvent };
  } catch (error) {
    // The body is parsed only once its signature matched: a SyntaxError is a signed non-JSON body.
    // Anything else — StripeSignatureVerificationError, or a plain Error for a header such as
    // `t=1,v1=` — is a refused signature.
    return { ok: false, reason: error instanceof SyntaxError ? "payload" : "signature" };
  }
}

export type WebhookOutcome =
  | { status: 400; reason: "signature" | "payload" }
  | { status: 404; reason: "not-configured" }
  | { status: 200; result: "credited" | "already-paid" | "replayed" | "ignored"; paymentId?: number };

/** Events that may complete a Checkout payment (the second for delayed payment methods). */
const COMPLETING_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/**
 * Handles one webhook delivery: the signature first (400 and nothing done when it is wrong), then
 * a completed, paid Checkout Session credits its payment, once per event and once per payment.
 * Other events are acknowledged and ignored (Stripe retries anything but a 2xx).
 */
export async function handleStripeWebhook(
  db: Database,
  config: PaymentConfig,
  rawBody: string,
  signature: string | null,
  now?: number,
): Promise<WebhookOutcome> {
  if (!config.stripeWebhookSecret) return { status: 404, reason: "not-configured" };
  const read = readStripeEvent(rawBody, signature, config.stripeWebhookSecret, now);
  if (!read.ok) return { status: 400, reason: read.reason };
  const event = read.event;
  if (typeof event?.id !== "string" || typeof event.type !== "string") {
    return { status: 400, reason: "payload" };
  }
  if (!COMPLETING_EVENTS.has(event.type)) return { status: 200, result: "ignored" };
  const eventId = event.id;
  const session = event.data?.object;

  return db.transaction(async (tx) => {
    // Once per event: a delivery seen before (a retry, a replay) does nothing at all.
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: "stripe", eventId: eventId.slice(0, 255) })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { status: 200, result: "replayed" } as const;
    if (typeof session?.id !== "string" || session.payment_status !== "paid") {
      return { status: 200, result: "ignored" } as const;
    }
    const [payment] = await tx
      .select({ id: payments.id, amountCents: payments.amountCents })
      .from(payments)
      .where(and(eq(payments.provider, "stripe"), eq(payments.externalId, session.id)));
    // Not ours, or not the amount we asked for: nothing is credited.
    if (
      !payment ||
      session.amount_total !== payment.amountCents ||
      (session.currency !== undefined && session.currency !== "usd")
    ) {
      return { status: 200, result: "ignored" } as const;
    }
    const credited = await credit(tx, payment.id, storedText("admin.ledger.cardPayment", { id: payment.id }));
    return { status: 200, result: credited ? "credited" : "already-paid", paymentId: payment.id } as const;
  });
}
