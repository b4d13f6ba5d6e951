import { handleStripeWebhook, paymentConfig } from "~/server/commerce/payments.server";
import { getServices, withDatabase } from "~/server/context.server";
import type { Route } from "./+types/stripe-webhook";

/**
 * `POST /webhooks/stripe`: Stripe's events (server to server, outside the locale segment). The raw
 * body is what the signature covers, so it is read as text before anything else; a bad signature
 * is a 400 and nothing is done. The origin check lets this path through (no cookie is involved).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  if (request.method !== "POST") return Response.json({ error: "method not allowed" }, { status: 405 });
  const rawBody = await request.text();
  const outcome = await withDatabase(context, (db) =>
    handleStripeWebhook(db, paymentConfig(services.env), rawBody, request.headers.get("Stripe-Signature")),
  );
  if (outcome.status !== 200) {
    services.logger.warn({ reason: outcome.reason }, "stripe webhook refused");
    return Response.json({ error: outcome.reason }, { status: outcome.status });
  }
  if (outcome.result === "credited") services.logger.info({ paymentId: outcome.paymentId }, "top-up paid");
  return Response.json({ received: true, result: outcome.result });
}

/** Nothing to read here. */
export function loader() {
  return Response.json({ error: "method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
