/**
 * Balances and their history. THE place that moves money: every change of a balance is a ledger
 * entry plus the same change of `balances.balance_cents`, written together inside the caller's
 * transaction. The database's CHECK keeps a balance from going below zero even if a caller forgot
 * to look; `lockBalance` serialises the spending of one user's money.
 */
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { BalanceEntry, LedgerKind } from "~/office/types";
import type { Database } from "../db/client.server";
import { balances, ledgerEntries } from "../db/schema";
import type { Transaction } from "../db/transaction.server";

export interface LedgerMovement {
  userId: number;
  amountCents: number;
  kind: LedgerKind;
  reference?: string;
  purchaseId?: number;
  paymentId?: number;
  staffId?: number;
}

/** Thrown when a debit would take a balance below zero (the database refused it). */
export class InsufficientBalance extends Error {
  override name = "InsufficientBalance";
}

/** Writes movements and applies them to their balances (in the caller's transaction). */
export async function post(tx: Transaction, movements: LedgerMovement[]): Promise<void> {
  const real = movements.filter((movement) => movement.amountCents !== 0);
  if (real.length === 0) return;
  await tx.insert(ledgerEntries).values(
    real.map((movement) => ({
      userId: movement.userId,
      amountCents: movement.amountCents,
      kind: movement.kind,
      reference: (movement.reference ?? "").slice(0, 300),
      purchaseId: movement.purchaseId ?? null,
      paymentId: movement.paymentId ?? null,
      staffId: movement.staffId ?? null,
    })),
  );
  for (const { userId, amountCents } of real) {
    const change = { balanceCents: sql`${balances.balanceCents} + ${amountCents}` };
    if (amountCents > 0) {
      await tx.insert(balances).values({ userId, balanceCents: amountCents }).onConflictDoUpdate({
        target: balances.userId,
        set: change,
      });
      continue;
    }
    // A debit updates the row (an upsert's proposed negative row would fail the CHECK at once);
    // no row is a balance of zero.
    let updated: unknown[];
    try {
      updated = await tx
        .update(balances)
        .set(change)
        .where(eq(balances.userId, userId))
        .returning({ userId: balances.userId });
    } catch (error) {
      if (violates(error, "balances_non_negative")) throw new InsufficientBalance();
      throw error;
    }
    if (updated.length === 0) throw new InsufficientBalance();
  }
}

/**
 * The user's balance, with their balance row locked until the transaction ends: two purchases by
 * one user wait for each other here, so the second sees what the first spent.
 */
export async function lockBalance(tx: Transaction, userId: number): Promise<number> {
  await tx.insert(balances).values({ userId, balanceCents: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ balanceCents: balances.balanceCents })
    .from(balances)
    .where(eq(balances.userId, userId))
    .for("update");
  return row?.balanceCents ?? 0;
}

export async function balanceOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ balanceCents: balances.balanceCents })
    .from(balances)
    .where(eq(balances.userId, userId));
  return row?.balanceCents ?? 0;
}

export const HISTORY_PAGE = 50;

/**
 * A page of the user's movements, newest first; `before` is the last id of the previous page.
 * References are as stored: one written as a message key (a payment's "Test payment #5") is read
 * in a language by `readableHistory` (admin/stored-text.server.ts), where the page is drawn.
 */
export async function history(
  db: Database,
  userId: number,
  { before, limit = HISTORY_PAGE }: { before?: number; limit?: number } = {},
): Promise<BalanceEntry[]> {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      createdAt: ledgerEntries.createdAt,
      reference: ledgerEntries.reference,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), before ? lt(ledgerEntries.id, before) : undefined))
    // By id, the order entries were written in, as the `before` cursor pages: created_at is each
    // transaction's start, so two overlapping transactions may order differently by it.
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The sum of the user's ledger (what their balance must equal; the tests compare the two). */
export async function ledgerSum(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return Number(row?.sum ?? 0);
}

/** Did the database refuse the statement because of this constraint? (pg and PGlite errors) */
export function violates(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    if ((e as { constraint?: string }).constraint === constraint) return true;
    if (e.message.includes(`"${constraint}"`)) return true;
  }
  return false;
}
