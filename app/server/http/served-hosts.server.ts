import type { Env } from "../env.server";

/** Names a developer's browser uses for this machine; served outside production only. */
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Which `Host` values this server answers (decision 026): PUBLIC_URL's host and ALLOWED_HOSTS (an
 * entry without a port matches any port), plus the loopback names outside production. Another host
 * gets a 400, so no page, cached copy or log line is ever made for a name the site does not own.
 */
export function servedHosts(env: Pick<Env, "NODE_ENV" | "PUBLIC_URL" | "ALLOWED_HOSTS">) {
  const exact = new Set([new URL(env.PUBLIC_URL).host, ...env.ALLOWED_HOSTS]);
  const anyPort = new Set(env.ALLOWED_HOSTS.filter((host) => !host.includes(":")));
  const loopback = env.NODE_ENV !== "production";
  return (host: string | undefined): boolean => {
    if (!host) return false;
    const name = host.trim().toLowerCase();
    if (exact.has(name) || anyPort.has(name.replace(/:\d+$/, ""))) return true;
    return loopback && LOOPBACK.test(name);
  };
}

/** Every host a request names: its Host header and each X-Forwarded-Host a proxy passed on. */
export function requestedHosts(
  host: string | undefined,
  forwardedHost: string | undefined,
): (string | undefined)[] {
  const forwarded = forwardedHost ? forwardedHost.split(",").map((value) => value.trim()) : [];
  return [host, ...forwarded];
}
