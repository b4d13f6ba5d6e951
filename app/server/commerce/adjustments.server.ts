/**
 * Staff's hand-made corrections of a balance: an `adjustment` ledger entry with the reason and
 * who made it, and the back-office's audit log entry (`balance.adjust`) in the same transaction.
 * A debit may take the balance to zero, never below.
 */

import { storedText } from "~/admin/stored-text";
import { recordAudit } from "../audit/audit.server";
import type { User } from "../auth/users.server";
import type { Database } from "../db/client.server";
import { balanceOf, InsufficientBalance, lockBalance, post } from "./ledger.server";

export type AdjustmentOutcome =
  | { ok: true; balanceCents: number }
  /** The debit is larger than the balance: at most `balanceCents` can be taken. */
  | { ok: false; balanceCents: number };

export async function adjustBalance(
  db: Database,
  {
    staff,
    userId,
    amountCents,
    reason,
  }: { staff: Pick<User, "id">; userId: number; amountCents: number; reason: string },
): Promise<AdjustmentOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const balanceCents = await lockBalance(tx, userId);
      if (balanceCents + amountCents < 0) throw new InsufficientBalance();
      await post(tx, [{ userId, amountCents, kind: "adjustment", reference: reason, staffId: staff.id }]);
      await recordAudit(tx as unknown as Database, {
        staffId: staff.id,
        action: "balance.adjust",
        subject: `user:${userId}`,
        // The amount is written in each reader's format ("+$12.50", "+12,50 $"); the reason as typed.
        detail: storedText("admin.audit.details.balanceAdjusted", { amount: { cents: amountCents }, reason }),
      });
      return { ok: true as const, balanceCents: balanceCents + amountCents };
    });
  } catch (error) {
    if (!(error instanceof InsufficientBalance)) throw error;
    return { ok: false, balanceCents: await balanceOf(db, userId) };
  }
}
