/**
 * Payouts to masters (issue 18 §6, decision 048). A sale's money becomes withdrawable once the
 * refund window (14 days) has passed; a master asks for the whole withdrawable amount (at least
 * $20) with their payout details, which are stored sealed. The amount is held at once: a `payout`
 * ledger debit, so the sum of the entries still equals the balance. Staff then mark the request
 * paid (with the transfer's reference) or reject it with a reason, and a `payout_release` credit
 * gives the amount back. Both decisions are audited and emailed in the master's language.
 *
 * Two requests of one master take turns on their balance row (`lockBalance`), so the second sees
 * the first's hold and never pays out more than is withdrawable.
 */
import { and, asc, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { storedText } from "~/admin/stored-text";
import { PAYOUT_LIMITS, PAYOUT_MINIMUM_CENTS } from "~/forms/payout-limits";
import { isLocale, type Locale } from "~/i18n/locales";
import type { PayoutStatus } from "~/office/types";
import { recordAudit } from "../audit/audit.server";
import type { RateLimit } from "../auth/rate-limit.server";
import { lockBalance, post } from "../commerce/ledger.server";
import { REFUND_DAYS } from "../commerce/refunds.server";
import type { Database } from "../db/client.server";
import { ledgerEntries, payouts, users } from "../db/schema";
import type { Transaction } from "../db/transaction.server";
import { queueMail } from "../mail/outbox.server";
import { payoutDecisionEmail } from "../mail/payout-templates.server";
import { openDetails, sealDetails } from "./sealed-details.server";

/** At most 10 payout requests per master an hour (the API and the form alike). */
export const PAYOUT_RATE: RateLimit = { bucket: "payout-request-user", limit: 10, windowMs: 60 * 60_000 };

const DAY_MS = 24 * 3600 * 1000;

/**
 * Who pays a request out. Today the team does it by hand (`manual`: nothing happens when asked;
 * staff mark it paid later). A Stripe Connect transfer can take its place: `submit` would start
 * the transfer and answer `paid` with the transfer's id, or `pending` until a webhook confirms it
 * (which then calls `markPayoutPaid`).
 */
export interface PayoutProvider {
  name: "manual";
  submit(payout: {
    id: number;
    userId: number;
    amountCents: number;
  }): Promise<{ status: "pending" } | { status: "paid"; reference: string }>;
}

export const manualPayouts: PayoutProvider = {
  name: "manual",
  submit: async () => ({ status: "pending" }),
};

export interface PayoutSummary {
  balanceCents: number;
  withdrawableCents: number;
  /** Asked for and not yet paid or rejected. */
  onHoldCents: number;
  /** Sales still inside the refund window (net of commission), by the day they become withdrawable. */
  maturing: { amountCents: number; availableAt: Date }[];
  maturingCents: number;
  minimumCents: number;
}

/** A sale's credit and the commission taken from it: together, what the master earned. */
const EARNING = sql`(${ledgerEntries.kind} = 'sale' or (${ledgerEntries.kind} = 'commission' and ${ledgerEntries.amountCents} < 0))`;

/**
 * What the master may withdraw: the sales older than the refund window (less their commission), less what a refund took
 * back (the sale less its returned commission, even of a sale still maturing: a cautious early
 * subtraction) and less
 * every payout held or paid; never more than the balance (they may have spent some on lessons).
 */
async function amounts(db: Database | Transaction, userId: number, balanceCents: number, now: Date) {
  const cutoff = new Date(now.getTime() - REFUND_DAYS * DAY_MS);
  const [sums] = await db
    .select({
      matured: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${EARNING} and ${ledgerEntries.createdAt} <= ${cutoff}), 0)`,
      // A refund takes the sale back (a `refund` debit) and returns its commission (a `commission`
      // credit, decision 049): both count at once, whatever the sale's age. The buyer's own refund
      // credits (money they had topped up) never become withdrawable.
      refunded: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where (${ledgerEntries.kind} = 'refund' and ${ledgerEntries.amountCents} < 0) or (${ledgerEntries.kind} = 'commission' and ${ledgerEntries.amountCents} > 0)), 0)`,
      paidOut: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} in ('payout', 'payout_release')), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  const earned = Number(sums?.matured ?? 0) + Number(sums?.refunded ?? 0) + Number(sums?.paidOut ?? 0);
  return { withdrawableCents: Math.max(0, Math.min(balanceCents, earned)), cutoff };
}

/** The master's payout summary (the office's money area and the API). */
export async function payoutSummary(db: Database, userId: number, now = new Date()): Promise<PayoutSummary> {
  return db.transaction(async (tx) => {
    const balanceCents = await lockBalance(tx, userId);
    const { withdrawableCents, cutoff } = await amounts(tx, userId, balanceCents, now);
    const maturingRows = await tx
      .select({ amountCents: ledgerEntries.amountCents, createdAt: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), EARNING, gt(ledgerEntries.createdAt, cutoff)))
      .orderBy(asc(ledgerEntries.createdAt));
    const [held] = await tx
      .select({ sum: sql<string>`coalesce(sum(${payouts.amountCents}), 0)` })
      .from(payouts)
      .where(and(eq(payouts.userId, userId), eq(payouts.status, "pending")));
    // By the day each becomes withdrawable (the sales of one day, net of their commission, together).
    const byDay = new Map<string, { amountCents: number; availableAt: Date }>();
    for (const row of maturingRows) {
      const availableAt = new Date(row.createdAt.getTime() + REFUND_DAYS * DAY_MS);
      const day = availableAt.toISOString().slice(0, 10);
      const entry = byDay.get(day) ?? { amountCents: 0, availableAt };
      entry.amountCents += row.amountCents;
      entry.availableAt = availableAt > entry.availableAt ? availableAt : entry.availableAt;
      byDay.set(day, entry);
    }
    const maturing = [...byDay.values()].filter((row) => row.amountCents > 0);
    return {
      balanceCents,
      withdrawableCents,
      onHoldCents: Number(held?.sum ?? 0),
      maturing,
      maturingCents: maturing.reduce((sum, row) => sum + row.amountCents, 0),
      minimumCents: PAYOUT_MINIMUM_CENTS,
    };
  });
}

export type PayoutRequestOutcome =
  | { status: "requested"; payoutId: number; amountCents: number }
  /** Less than the minimum is withdrawable now. */
  | { status: "minimum"; withdrawableCents: number }
  /** The details are too short or too long. */
  | { status: "details" };

/** Checks payout details as typed: trimmed, 3–500 characters. */
export function checkDetails(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const details = value.replace(/\r\n?/g, "\n").trim();
  return details.length >= PAYOUT_LIMITS.minText && details.length <= PAYOUT_LIMITS.details ? details : null;
}

export interface PayoutDeps {
  db: Database;
  secrets: readonly string[];
  provider?: PayoutProvider;
  now?: Date;
}

/** The master asks for the whole withdrawable amount to be paid out to `details`. */
export async function requestPayout(
  { db, secrets, provider = manualPayouts, now = new Date() }: PayoutDeps,
  userId: number,
  input: { details?: unknown },
): Promise<PayoutRequestOutcome> {
  const details = checkDetails(input.details);
  if (details === null) return { status: "details" };
  const sealed = sealDetails(secrets, details);
  const outcome = await db.transaction(async (tx): Promise<PayoutRequestOutcome> => {
    // The lock: a second request of this master waits here and then sees this one's hold.
    const balanceCents = await lockBalance(tx, userId);
    const { withdrawableCents } = await amounts(tx, userId, balanceCents, now);
    if (withdrawableCents < PAYOUT_MINIMUM_CENTS) return { status: "minimum", withdrawableCents };
    const [row] = await tx
      .insert(payouts)
      .values({ userId, amountCents: withdrawableCents, detailsSealed: sealed, provider: provider.name })
      .returning({ id: payouts.id });
    if (!row) throw new Error("payout not recorded");
    await post(tx, [{ userId, amountCents: -withdrawableCents, kind: "payout", reference: `#${row.id}` }]);
    return { status: "requested", payoutId: row.id, amountCents: withdrawableCents };
  });
  if (outcome.status === "requested") {
    const submitted = await provider.submit({
      id: outcome.payoutId,
      userId,
      amountCents: outcome.amountCents,
    });
    if (submitted.status === "paid")
      await settle(db, outcome.payoutId, { status: "paid", reference: submitted.reference }, null);
  }
  return outcome;
}

export interface PayoutRow {
  id: number;
  amountCents: number;
  status: PayoutStatus;
  reference: string;
  reason: string;
  createdAt: Date;
  decidedAt: Date | null;
}

const payoutColumns = {
  id: payouts.id,
  amountCents: payouts.amountCents,
  status: payouts.status,
  reference: payouts.reference,
  reason: payouts.reason,
  createdAt: payouts.createdAt,
  decidedAt: payouts.decidedAt,
};

/** The master's payout requests, newest first. */
export function payoutsOf(db: Database, userId: number, limit = 50): Promise<PayoutRow[]> {
  return db
    .select(payoutColumns)
    .from(payouts)
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.id))
    .limit(limit);
}

/** The staff's queue: pending requests, oldest first, with the details opened and who asked. */
export async function payoutQueue(db: Database, secrets: readonly string[], before?: number) {
  const rows = await db
    .select({
      ...payoutColumns,
      detailsSealed: payouts.detailsSealed,
      userId: users.id,
      username: users.username,
      fullName: users.fullName,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(and(eq(payouts.status, "pending"), before ? lt(payouts.id, before) : undefined))
    .orderBy(asc(payouts.id))
    .limit(100);
  return rows.map(({ detailsSealed, ...row }) => ({ ...row, details: openDetails(secrets, detailsSealed) }));
}

/** The latest decided requests (paid or rejected), for the queue page's history. */
export function decidedPayouts(db: Database, limit = 20) {
  return db
    .select({ ...payoutColumns, username: users.username })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(inArray(payouts.status, ["paid", "rejected"]))
    .orderBy(desc(payouts.decidedAt))
    .limit(limit);
}

export type PayoutDecision = { status: "paid"; reference: string } | { status: "rejected"; reason: string };

/** Checks a staff reference or reason: trimmed, 3 characters to the limit. */
export function checkStaffText(value: unknown, limit: number): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(/\s+/g, " ").trim();
  return text.length >= PAYOUT_LIMITS.minText && text.length <= limit ? text : null;
}

/** A decided request: its amount and its master's name (for staff's message), and the email queued. */
export type DecisionOutcome =
  | { status: "done"; mailId: number | null; amountCents: number; masterName: string }
  | { status: "not-pending" };

/**
 * Staff mark a pending request paid or reject it (a rejection releases the hold), audited and
 * emailed to the master (`origin`: the site's address for the email's link). A request already
 * decided is left as it is.
 */
export async function decidePayout(
  db: Database,
  payoutId: number,
  decision: PayoutDecision,
  staffId: number,
  origin: string,
): Promise<DecisionOutcome> {
  return settle(db, payoutId, decision, { staffId, origin });
}

async function settle(
  db: Database,
  payoutId: number,
  decision: PayoutDecision,
  staff: { staffId: number; origin: string } | null,
): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const [payout] = await tx
      .update(payouts)
      .set({
        status: decision.status,
        reference: decision.status === "paid" ? decision.reference : "",
        reason: decision.status === "rejected" ? decision.reason : "",
        staffId: staff?.staffId ?? null,
        decidedAt: new Date(),
      })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, "pending")))
      .returning({ userId: payouts.userId, amountCents: payouts.amountCents });
    if (!payout) return { status: "not-pending" } as const;
    if (decision.status === "rejected")
      await post(tx, [
        {
          userId: payout.userId,
          amountCents: payout.amountCents,
          kind: "payout_release",
          reference: `#${payoutId}`,
        },
      ]);
    const [master] = await tx
      .select({
        email: users.email,
        fullName: users.fullName,
        locale: users.locale,
        username: users.username,
      })
      .from(users)
      .where(eq(users.id, payout.userId));
    const decided = {
      status: "done",
      amountCents: payout.amountCents,
      masterName: master?.fullName ?? "",
    } as const;
    if (!staff) return { ...decided, mailId: null };
    await recordAudit(tx as unknown as Database, {
      staffId: staff.staffId,
      action: decision.status === "paid" ? "payout.paid" : "payout.reject",
      subject: `user:${payout.userId}`,
      detail:
        decision.status === "paid"
          ? storedText("admin.audit.details.payoutPaid", { id: payoutId, reference: decision.reference })
          : storedText("admin.audit.details.payoutRejected", { id: payoutId, reason: decision.reason }),
    });
    if (!master) return { ...decided, mailId: null };
    const locale: Locale = isLocale(master.locale) ? master.locale : "en";
    const email = payoutDecisionEmail({
      locale,
      name: master.fullName,
      amountCents: payout.amountCents,
      link: `${staff.origin}/${locale}/masters/${encodeURIComponent(master.username)}?tab=tab-4`,
      decision,
    });
    const mailId = await queueMail(tx as unknown as Database, { to: master.email, ...email });
    return { ...decided, mailId };
  });
}
