import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { userTokens } from "../db/schema";
import { hashToken, randomToken } from "./tokens.server";

export type OneTimePurpose = "activation" | "password_reset";

export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimePurpose, number> = {
  activation: 3 * 24 * 60 * 60 * 1000,
  password_reset: 24 * 60 * 60 * 1000,
};

/** A token for an emailed link; only its hash is stored. */
export async function createOneTimeToken(
  db: Database,
  userId: number,
  purpose: OneTimePurpose,
  { next = null, now = new Date() }: { next?: string | null; now?: Date } = {},
): Promise<string> {
  const token = randomToken();
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    next,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

export type TokenCheck =
  | { ok: true; userId: number; next: string | null; tokenId: number }
  | { ok: false; reason: "invalid" | "used" | "expired" };

/** Looks a token up without using it (to decide whether to show the new-password form). */
export async function checkOneTimeToken(
  db: Database,
  token: string,
  purpose: OneTimePurpose,
  now = new Date(),
): Promise<TokenCheck> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(eq(userTokens.tokenHash, hashToken(token)));
  return judge(row, purpose, now);
}

/** Uses a token once: a second use, an expired or a forged token is refused. */
export async function consumeOneTimeToken(
  db: Database,
  token: string,
  purpose: OneTimePurpose,
  now = new Date(),
): Promise<TokenCheck> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(token)))
      .for("update");
    const verdict = judge(row, purpose, now);
    if (verdict.ok)
      await tx.update(userTokens).set({ usedAt: now }).where(eq(userTokens.id, verdict.tokenId));
    return verdict;
  });
}

function judge(
  row: typeof userTokens.$inferSelect | undefined,
  purpose: OneTimePurpose,
  now: Date,
): TokenCheck {
  if (!row || row.purpose !== purpose) return { ok: false, reason: "invalid" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, userId: row.userId, next: row.next, tokenId: row.id };
}
