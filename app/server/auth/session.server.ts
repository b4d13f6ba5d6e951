import type { AppServices } from "../context.server";
import type { Database } from "../db/client.server";
import {
  httpsSite,
  readSessionCookie,
  type SessionCookieOptions,
  sealSession,
  serializeSessionCookie,
  unsealSession,
} from "./session-cookie.server";
import {
  issueAccessToken,
  issueRefreshToken,
  liveSessionUser,
  revokeRefreshFamily,
  rotateRefreshToken,
  verifyAccessToken,
} from "./tokens.server";
import { findUserById, type User } from "./users.server";

export function cookieOptions(services: AppServices, request: Request): SessionCookieOptions {
  return {
    production: httpsSite(services.env),
    secure: new URL(request.url).protocol === "https:",
  };
}

export interface ResolvedSession {
  user: User | null;
  /**
   * A session cookie was sent but could not be checked (database down): see
   * `sessionUnresolvedContext` (web/current-user.server.ts).
   */
  unresolved?: boolean;
  /** A Set-Cookie value when the session cookie must change (rotated or ended). */
  setCookie: string | null;
}

/**
 * Who is asking: opens the session cookie, accepts a valid access token, or silently exchanges
 * the refresh token for new ones. An invalid, expired or revoked session ends (the cookie is
 * cleared); a database that cannot be reached does not log anyone out.
 */
export async function resolveSession(request: Request, services: AppServices): Promise<ResolvedSession> {
  const options = cookieOptions(services, request);
  const raw = readSessionCookie(request, options);
  if (!raw) return { user: null, setCookie: null };
  const cleared = { user: null, setCookie: serializeSessionCookie(null, options) };
  const tokens = unsealSession(raw, services.sessionSecrets);
  if (!tokens) return cleared;
  if (!services.isDatabaseReady()) return { user: null, setCookie: null, unresolved: true };
  const { db } = services.database;
  try {
    const userId = await verifyAccessToken(tokens.access, services.sessionSecrets);
    if (userId !== null) {
      // The access token alone would outlive a logout or a password change by up to 5 minutes.
      const user = await liveSessionUser(db, tokens.refresh, userId);
      return user?.isActive ? { user, setCookie: null } : cleared;
    }
    const rotation = await rotateRefreshToken(db, tokens.refresh);
    if (rotation.status === "invalid") {
      if (rotation.reused) services.logger.warn("refresh token reused: session family revoked");
      return cleared;
    }
    const user = await findUserById(db, rotation.userId);
    if (!user?.isActive) return cleared;
    if (rotation.status === "grace") return { user, setCookie: null };
    const access = await issueAccessToken(user.id, services.sessionSecrets);
    const sealed = sealSession({ access, refresh: rotation.refresh }, services.sessionSecrets);
    return { user, setCookie: serializeSessionCookie(sealed, options) };
  } catch (error) {
    services.logger.error({ err: error }, "session could not be resolved");
    return { user: null, setCookie: null, unresolved: true };
  }
}

/** Signs the user in: a new refresh-token family and the cookie that carries it. */
export async function startSession(
  db: Database,
  user: User,
  services: AppServices,
  request: Request,
): Promise<string> {
  const refresh = await issueRefreshToken(db, user.id);
  const access = await issueAccessToken(user.id, services.sessionSecrets);
  return serializeSessionCookie(
    sealSession({ access, refresh }, services.sessionSecrets),
    cookieOptions(services, request),
  );
}

/** Signs out: the refresh token's family is revoked and the cookie cleared. */
export async function endSession(db: Database, services: AppServices, request: Request): Promise<string> {
  const options = cookieOptions(services, request);
  const tokens = unsealSession(readSessionCookie(request, options), services.sessionSecrets);
  if (tokens) await revokeRefreshFamily(db, tokens.refresh);
  return serializeSessionCookie(null, options);
}

/** The user's own master page, profile tab (SPEC §2: /masters/{id}?tab=tab-1). */
export const ownPagePath = (user: Pick<User, "id">) => `/masters/${user.id}?tab=tab-1`;
