import type { RouterContextProvider } from "react-router";
import { checkRate, LIMITS, type RateLimit, recordEvent } from "../auth/rate-limit.server";
import { getServices } from "../context.server";
import { clientIp } from "../http/client-ip.server";
import { refused } from "../http/responses.server";

/** 429 with Retry-After and a translated form-level message. */
export function rateLimited(values: Record<string, string>, retryAfterS: number) {
  return refused(
    { form: "validation.rateLimited" },
    values,
    { retryAfterMin: Math.max(1, Math.ceil(retryAfterS / 60)) },
    { status: 429, headers: { "Retry-After": String(retryAfterS) } },
  );
}

/**
 * The ceiling on every account POST from one address (about 60 per 10 minutes) plus the form's
 * own rule; returns the seconds to wait when over a limit, else records the POST and returns null.
 */
export async function overLimit(
  context: Readonly<RouterContextProvider>,
  rules: { rule: RateLimit; key: string }[],
): Promise<number | null> {
  const { db } = getServices(context).database;
  for (const { rule, key } of rules) {
    const verdict = await checkRate(db, rule, key);
    if (!verdict.allowed) return verdict.retryAfterS;
  }
  return null;
}

export async function record(context: Readonly<RouterContextProvider>, rule: RateLimit, key: string) {
  await recordEvent(getServices(context).database.db, rule, key);
}

/**
 * Every account form POST passes here first: the per-address ceiling plus the form's own limits.
 * Returns the 429 answer when over a limit; otherwise counts the POST and returns null.
 */
export async function refuseIfOverLimit(
  context: Readonly<RouterContextProvider>,
  values: Record<string, string>,
  rules: { rule: RateLimit; key: string }[] = [],
) {
  const ip = clientIp(context);
  const wait = await overLimit(context, [{ rule: LIMITS.authPostsPerIp, key: ip }, ...rules]);
  if (wait) return rateLimited(values, wait);
  await record(context, LIMITS.authPostsPerIp, ip);
  return null;
}
