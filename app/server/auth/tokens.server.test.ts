import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { refreshTokens } from "../db/schema";
import { consumeOneTimeToken, createOneTimeToken } from "./one-time-tokens.server";
import {
  ACCESS_TOKEN_TTL_S,
  hashToken,
  issueAccessToken,
  issueRefreshToken,
  jwtKey,
  liveSessionUser,
  REFRESH_TOKEN_TTL_MS,
  ROTATION_GRACE_MS,
  revokeAllRefreshTokens,
  revokeRefreshFamily,
  rotateRefreshToken,
  verifyAccessToken,
} from "./tokens.server";
import { createUser } from "./users.server";

const secrets = ["jwt-secret-jwt-secret-jwt-secret-jwt!"];

describe("access tokens", () => {
  it("are valid for five minutes", async () => {
    const now = new Date("2026-01-01T10:00:00Z");
    const token = await issueAccessToken(42, secrets, now);
    expect(await verifyAccessToken(token, secrets, now)).toBe(42);
    expect(
      await verifyAccessToken(token, secrets, new Date(now.getTime() + (ACCESS_TOKEN_TTL_S - 1) * 1000)),
    ).toBe(42);
    expect(
      await verifyAccessToken(token, secrets, new Date(now.getTime() + (ACCESS_TOKEN_TTL_S + 1) * 1000)),
    ).toBeNull();
  });
  it("are refused without an expiry, or with one beyond their lifetime, even when well signed (issue 14)", async () => {
    const key = jwtKey(secrets[0] as string);
    const now = Math.floor(Date.now() / 1000);
    const sign = (claims: { exp?: number; iat?: number }) => {
      const jwt = new SignJWT({ token_type: "access" }).setProtectedHeader({ alg: "HS256" }).setSubject("42");
      if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
      if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
      return jwt.sign(key);
    };
    expect(await verifyAccessToken(await sign({ iat: now, exp: now + 60 }), secrets)).toBe(42);
    expect(await verifyAccessToken(await sign({ iat: now }), secrets)).toBeNull();
    expect(await verifyAccessToken(await sign({ exp: now + 60 }), secrets)).toBeNull();
    expect(await verifyAccessToken(await sign({ iat: now - 3600, exp: now + 3600 }), secrets)).toBeNull();
  });

  it("are refused when forged or signed with another secret", async () => {
    const token = await issueAccessToken(42, secrets);
    const [header, , signature] = token.split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ sub: "1", token_type: "access", exp: 4e9 })).toString(
      "base64url",
    );
    expect(await verifyAccessToken(`${header}.${forgedPayload}.${signature}`, secrets)).toBeNull();
    expect(await verifyAccessToken(token, ["other-secret-other-secret-other-secret!"])).toBeNull();
    expect(await verifyAccessToken("not.a.jwt", secrets)).toBeNull();
  });
});

describe.each(testDatabases())("refresh and one-time tokens on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let userId: number;
  beforeAll(async () => {
    database = await engine.open();
    const user = await createUser(database.db, {
      email: "olena@example.com",
      username: "olena",
      fullName: "Olena Koval",
      phone: "+380441234567",
      country: "UA",
      city: "Kyiv",
      password: "Velvet-Orchid-92!",
      locale: "uk",
    });
    userId = user.id;
  });
  afterAll(() => database.dispose());

  it("stores only a hash and rotates on every use", async () => {
    const first = await issueRefreshToken(database.db, userId);
    const [row] = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(first)));
    expect(row?.tokenHash).not.toContain(first);
    const rotated = await rotateRefreshToken(database.db, first);
    expect(rotated.status).toBe("rotated");
    if (rotated.status !== "rotated") return;
    expect(rotated.refresh).not.toBe(first);
    expect((await rotateRefreshToken(database.db, rotated.refresh)).status).toBe("rotated");
  });

  it("lets a racing duplicate through within the grace period without new tokens", async () => {
    const now = new Date();
    const token = await issueRefreshToken(database.db, userId, { now });
    expect((await rotateRefreshToken(database.db, token, now)).status).toBe("rotated");
    const again = await rotateRefreshToken(database.db, token, new Date(now.getTime() + 1000));
    expect(again).toEqual({ status: "grace", userId });
  });

  it("revokes the whole family when a rotated token is replayed later", async () => {
    const now = new Date();
    const stolen = await issueRefreshToken(database.db, userId, { now });
    const rotated = await rotateRefreshToken(database.db, stolen, now);
    if (rotated.status !== "rotated") throw new Error("expected a rotation");
    const later = new Date(now.getTime() + ROTATION_GRACE_MS + 1);
    expect(await rotateRefreshToken(database.db, stolen, later)).toEqual({ status: "invalid", reused: true });
    // The legitimate holder's newer token died with the family.
    expect((await rotateRefreshToken(database.db, rotated.refresh, later)).status).toBe("invalid");
  });

  it("expires after 30 days and dies on logout or a password change", async () => {
    const now = new Date();
    const old = await issueRefreshToken(database.db, userId, { now });
    expect(
      (await rotateRefreshToken(database.db, old, new Date(now.getTime() + REFRESH_TOKEN_TTL_MS))).status,
    ).toBe("invalid");
    const loggedOut = await issueRefreshToken(database.db, userId);
    await revokeRefreshFamily(database.db, loggedOut);
    expect((await rotateRefreshToken(database.db, loggedOut)).status).toBe("invalid");
    const a = await issueRefreshToken(database.db, userId);
    const b = await issueRefreshToken(database.db, userId);
    await revokeAllRefreshTokens(database.db, userId);
    expect((await rotateRefreshToken(database.db, a)).status).toBe("invalid");
    expect((await rotateRefreshToken(database.db, b)).status).toBe("invalid");
    expect((await rotateRefreshToken(database.db, "never-issued")).status).toBe("invalid");
  });

  it("finds a live session's user in one answer, and nobody once it is revoked, expired or someone else's", async () => {
    const now = new Date();
    const token = await issueRefreshToken(database.db, userId, { now });
    expect((await liveSessionUser(database.db, token, userId, now))?.username).toBe("olena");
    // A rotated token stays live: its access token was issued before the rotation.
    await rotateRefreshToken(database.db, token, now);
    expect((await liveSessionUser(database.db, token, userId, now))?.id).toBe(userId);
    expect(await liveSessionUser(database.db, token, userId + 1, now)).toBeNull();
    expect(
      await liveSessionUser(database.db, token, userId, new Date(now.getTime() + REFRESH_TOKEN_TTL_MS)),
    ).toBeNull();
    await revokeRefreshFamily(database.db, token);
    expect(await liveSessionUser(database.db, token, userId, now)).toBeNull();
    expect(await liveSessionUser(database.db, "never-issued", userId, now)).toBeNull();
  });

  it("one-time tokens work once, for their purpose, until they expire", async () => {
    const now = new Date();
    const activation = await createOneTimeToken(database.db, userId, "activation", {
      next: "gel-basics",
      now,
    });
    expect(await consumeOneTimeToken(database.db, activation, "password_reset", now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await consumeOneTimeToken(database.db, activation, "activation", now)).toMatchObject({
      ok: true,
      userId,
      next: "gel-basics",
    });
    expect(await consumeOneTimeToken(database.db, activation, "activation", now)).toEqual({
      ok: false,
      reason: "used",
    });

    const reset = await createOneTimeToken(database.db, userId, "password_reset", { now });
    const dayLater = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect(await consumeOneTimeToken(database.db, reset, "password_reset", dayLater)).toEqual({
      ok: false,
      reason: "expired",
    });
    const threeDays = 3 * 24 * 60 * 60 * 1000;
    const late = await createOneTimeToken(database.db, userId, "activation", { now });
    expect(
      (await consumeOneTimeToken(database.db, late, "activation", new Date(now.getTime() + threeDays - 1)))
        .ok,
    ).toBe(true);
    const expired = await createOneTimeToken(database.db, userId, "activation", { now });
    expect(
      await consumeOneTimeToken(database.db, expired, "activation", new Date(now.getTime() + threeDays)),
    ).toEqual({
      ok: false,
      reason: "expired",
    });
  });
});
