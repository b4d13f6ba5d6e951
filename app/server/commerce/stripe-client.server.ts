/**
 * The one place a Stripe API client is made (decision 034): the official `stripe` package, pinned
 * to an exact version in package.json, talking the API version that version is typed for — never
 * the account's default, which changes when someone clicks "upgrade" in Stripe's dashboard.
 * Upgrading the package is upgrading the API version: the `satisfies` below stops the typecheck
 * until this line (and whatever the new version changed) is looked at.
 *
 * Server only (`.server.ts`): the SDK and the secret key never reach the browser.
 */
import Stripe from "stripe";

/** The API version stripe@23.1.0 is typed for. */
export const STRIPE_API_VERSION = "2026-10-28.endive" satisfies Stripe.LatestApiVersion;

/** Stripe's own address; anything else (a stand-in on loopback in the tests) is passed to the SDK. */
export const STRIPE_API_ORIGIN = "https://api.stripe.com";

/** One attempt waits this long; a Checkout Session is usually made in well under a second. */
const TIMEOUT_MS = 10_000;
/**
 * One retry after a connection error, a 409 or a 5xx (the SDK waits 0.5–1 s first and keys every
 * POST, so a retry never makes a second session): at worst ~21 s before the form hears of it.
 */
const MAX_NETWORK_RETRIES = 1;

export interface StripeClientConfig {
  secretKey: string;
  /** `STRIPE_API_URL`: an origin (scheme, host, port) without a path; the SDK adds `/v1/…`. */
  apiUrl: string;
}

/** The SDK's `host`, `port` and `protocol` for an API origin other than Stripe's own. */
export function stripeAddress(apiUrl: string): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  const url = new URL(apiUrl);
  if (url.origin === STRIPE_API_ORIGIN) return {};
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    // `[::1]` in a URL, `::1` to Node's http.request.
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
  };
}

let cached: { secretKey: string; apiUrl: string; client: Stripe } | undefined;

/** The client for these settings (made once: the same settings get the same client). */
export function stripeClient({ secretKey, apiUrl }: StripeClientConfig): Stripe {
  if (cached?.secretKey === secretKey && cached.apiUrl === apiUrl) return cached.client;
  const client = new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: TIMEOUT_MS,
    // No latency reports of earlier requests sent along with later ones.
    telemetry: false,
    typescript: true,
    ...stripeAddress(apiUrl),
  });
  cached = { secretKey, apiUrl, client };
  return client;
}
