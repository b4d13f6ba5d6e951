/**
 * Idempotency keys: a request that carries one is carried out once per user and key. The first
 * answer is stored in the same transaction as the work, so a retry (a double click, a reload, a
 * client's retry after a lost answer) gets that same answer and changes nothing; the same key
 * with a different request is refused. A request racing another with its key waits for it on
 * the key's unique index, then reads its answer.
 */
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { idempotencyKeys } from "../db/schema";
import type { Transaction } from "../db/transaction.server";

/** The same key was used before for another request. */
export class IdempotencyConflict extends Error {
  override name = "IdempotencyConflict";
}

/** Keys are opaque strings of 1–255 printable ASCII characters (as Stripe's). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export interface Once<T> {
  value: T;
  /** True when the answer is the stored one of an earlier request. */
  replayed: boolean;
}

/** Runs `work` once per (user, key, request) inside the caller's transaction. */
export async function once<T>(
  tx: Transaction,
  userId: number,
  key: string,
  request: unknown,
  work: () => Promise<T>,
): Promise<Once<T>> {
  const requestHash = createHash("sha256").update(JSON.stringify(request)).digest("hex");
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, response: "" })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  if (claimed.length === 0) {
    const [earlier] = await tx.select().from(idempotencyKeys).where(where);
    if (!earlier || earlier.requestHash !== requestHash) throw new IdempotencyConflict();
    return { value: JSON.parse(earlier.response) as T, replayed: true };
  }
  const value = await work();
  await tx
    .update(idempotencyKeys)
    .set({ response: JSON.stringify(value) })
    .where(where);
  return { value, replayed: false };
}

/** Keys are kept for a day (Stripe keeps them 24 hours); older ones are forgotten. */
export async function forgetOldKeys(db: Database, now = new Date()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - 86_400_000)));
}
