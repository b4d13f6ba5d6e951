import { MAX_ADJUSTMENT_CENTS } from "./balance-adjustment-limits";
import { z } from "./zod";

/** "10", "-2.5", "+3,75" (a comma for the decimal point too) → cents; null when it is not an amount. */
export function parseUsdCents(text: string): number | null {
  const match = /^\s*([+-]?)(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] === "-" ? -cents : cents;
}

/** Staff's hand-made credit or debit of a user's balance (issue 6, item 7). */
export const balanceAdjustmentSchema = z.object({
  amount: z.string().transform((text, ctx) => {
    const cents = parseUsdCents(text);
    if (cents === null) ctx.addIssue({ code: "custom", message: "money.adjust.errors.amount" });
    else if (cents === 0) ctx.addIssue({ code: "custom", message: "money.adjust.errors.zero" });
    else if (Math.abs(cents) > MAX_ADJUSTMENT_CENTS)
      ctx.addIssue({ code: "custom", message: "money.adjust.errors.tooLarge" });
    return cents ?? 0;
  }),
  reason: z.string().trim().min(3, "money.adjust.errors.reason").max(300, "money.adjust.errors.reason"),
});
