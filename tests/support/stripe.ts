/**
 * Stripe in the tests (imported only by `*.test.ts`): a stand-in for its API on loopback, which the
 * app's SDK client reaches through `STRIPE_API_URL` (the SDK's host, port and protocol), and the
 * `Stripe-Signature` header Stripe puts on a webhook delivery.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { STRIPE_API_VERSION } from "~/server/commerce/stripe-client.server";

/** The `Stripe-Signature` header Stripe would send for a payload (`t=<ts>,v1=<hmac>`). */
export function stripeSignatureHeader(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** One request the stand-in received. */
export interface StandInRequest {
  method: string | undefined;
  path: string;
  headers: IncomingMessage["headers"];
  body: URLSearchParams;
}

/**
 * A stand-in for Stripe's API on 127.0.0.1 (a free port): `POST /v1/checkout/sessions` with the
 * secret key, the pinned API version and a form body as Stripe's SDK sends them (an idempotency
 * key on every POST, `application/x-www-form-urlencoded`), answered as Stripe does; anything else
 * is refused with Stripe's error shape. It records every request.
 */
export async function stripeStandIn(secretKey: string) {
  const requests: StandInRequest[] = [];
  let counter = 0;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = "";
      req.on("data", (chunk) => {
        text += chunk;
      });
      req.on("end", () => resolve(text));
    });
  const server: Server = createServer(async (req, res) => {
    const body = new URLSearchParams(await read(req));
    requests.push({ method: req.method, path: req.url ?? "", headers: req.headers, body });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${requests.length}` });
      res.end(JSON.stringify(value));
    };
    const refuse = (status: number, type: string, message: string) =>
      json(status, { error: { type, message } });
    if (req.method !== "POST" || req.url !== "/v1/checkout/sessions") {
      return refuse(404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${req.url})`);
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return refuse(401, "invalid_request_error", "Invalid API Key provided");
    }
    if (req.headers["stripe-version"] !== STRIPE_API_VERSION) {
      return refuse(400, "invalid_request_error", `Unexpected API version ${req.headers["stripe-version"]}`);
    }
    if (
      req.headers["content-type"] !== "application/x-www-form-urlencoded" ||
      !req.headers["idempotency-key"]
    ) {
      return refuse(400, "invalid_request_error", "Expected a form body with an idempotency key");
    }
    const amount = Number(body.get("line_items[0][price_data][unit_amount]"));
    if (
      body.get("mode") !== "payment" ||
      body.get("line_items[0][price_data][currency]") !== "usd" ||
      !Number.isInteger(amount) ||
      amount <= 0 ||
      body.get("line_items[0][quantity]") !== "1" ||
      !body.get("line_items[0][price_data][product_data][name]") ||
      !body.get("success_url") ||
      !body.get("cancel_url") ||
      body.get("client_reference_id") !== body.get("metadata[payment_id]")
    ) {
      return refuse(400, "invalid_request_error", "Invalid checkout session parameters");
    }
    counter += 1;
    const id = `cs_test_${counter}_${body.get("client_reference_id")}`;
    return json(200, {
      id,
      object: "checkout.session",
      mode: "payment",
      amount_total: amount,
      currency: "usd",
      client_reference_id: body.get("client_reference_id"),
      metadata: { payment_id: body.get("metadata[payment_id]") },
      payment_status: "unpaid",
      status: "open",
      url: `https://checkout.stripe.test/c/pay/${id}`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
