import { createHash, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { Database } from "../db/client.server";
import { prepared } from "../db/prepared.server";
import { refreshTokens, users } from "../db/schema";
import type { User } from "./users.server";

export const ACCESS_TOKEN_TTL_S = 5 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A refresh token presented again within this many ms of its rotation is a browser racing itself
 * (two requests sent with the old cookie), not a thief: the request is let through, nothing revoked.
 */
export const ROTATION_GRACE_MS = 10_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const randomToken = () => randomBytes(32).toString("base64url");

const jwtKeys = new Map<string, Uint8Array>();
export function jwtKey(secret: string): Uint8Array {
  let key = jwtKeys.get(secret);
  if (!key) {
    key = new Uint8Array(hkdfSync("sha256", secret, "maistry-session", "jwt-access-hs256", 32));
    jwtKeys.set(secret, key);
  }
  return key;
}

/** A SimpleJWT-style access token (HS256, 5 minutes) for the user. */
export async function issueAccessToken(
  userId: number,
  secrets: readonly string[],
  now = new Date(),
): Promise<string> {
  const [secret] = secrets;
  if (!secret) throw new Error("no session secret");
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ token_type: "access" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_S)
    .sign(jwtKey(secret));
}

/** The user id of a valid, unexpired access token, else null. */
export async function verifyAccessToken(
  token: string,
  secrets: readonly string[],
  now = new Date(),
): Promise<number | null> {
  for (const secret of secrets) {
    try {
      // Every token accepted must expire: one without `exp` or `iat`, or issued longer than the
      // access lifetime ago (a far `exp`), is refused even with a good signature (issue 14).
      const { payload } = await jwtVerify(token, jwtKey(secret), {
        algorithms: ["HS256"],
        currentDate: now,
        requiredClaims: ["exp", "iat", "sub"],
        maxTokenAge: ACCESS_TOKEN_TTL_S,
      });
      const id = Number(payload.sub);
      return payload.token_type === "access" && Number.isInteger(id) && id > 0 ? id : null;
    } catch {
      // Wrong key, expired or forged: try the next secret.
    }
  }
  return null;
}

/** Starts a new refresh-token family (a login) or continues one (a rotation). */
export async function issueRefreshToken(
  db: Database,
  userId: number,
  { familyId = randomUUID(), now = new Date() }: { familyId?: string; now?: Date } = {},
): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

export type RotationResult =
  | { status: "rotated"; userId: number; refresh: string }
  | { status: "grace"; userId: number }
  | { status: "invalid"; reused?: true };

/**
 * Exchanges a refresh token for a new one of the same family. A token that was already rotated
 * (outside the grace period) is being replayed: the whole family is revoked.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for("update");
    if (!row || row.revokedAt || row.expiresAt <= now) return { status: "invalid" };
    if (row.rotatedAt) {
      if (now.getTime() - row.rotatedAt.getTime() < ROTATION_GRACE_MS)
        return { status: "grace", userId: row.userId };
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { status: "invalid", reused: true };
    }
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
    const refresh = randomToken();
    await tx.insert(refreshTokens).values({
      userId: row.userId,
      familyId: row.familyId,
      tokenHash: hashToken(refresh),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    return { status: "rotated", userId: row.userId, refresh };
  });
}

/**
 * The user `userId` while the session a refresh token belongs to is still open for them: not
 * revoked (logout, password change, reuse detected) and not expired; null otherwise. A token
 * rotated within a live family still counts: its access token was issued before the rotation and
 * expires on its own. One query: every signed-in page asks it.
 */
export async function liveSessionUser(
  db: Database,
  token: string,
  userId: number,
  now = new Date(),
): Promise<User | null> {
  // Every signed-in request asks this: prepared once (prepared.server.ts).
  const [row] = await prepared(db, "live_session_user", (name) =>
    db
      .select({ user: users })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(
        and(
          eq(refreshTokens.tokenHash, sql.placeholder("tokenHash")),
          eq(refreshTokens.userId, sql.placeholder("userId")),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql.placeholder("now")),
        ),
      )
      .prepare(name),
  ).execute({ tokenHash: hashToken(token), userId, now });
  return row?.user ?? null;
}

/** Logout: the token's whole family stops working. */
export async function revokeRefreshFamily(db: Database, token: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/** A password change ends every session of the user. */
export async function revokeAllRefreshTokens(db: Database, userId: number, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
