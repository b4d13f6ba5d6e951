/**
 * The balance top-up form (DESIGN "Money"): a preset amount or one typed in, in whole US dollars
 * from $5 to $1,000. Shared by the form's inline check in the browser and the server, which checks
 * again; every message is a translation key.
 */

import { TOP_UP_MAX_DOLLARS, TOP_UP_MIN_DOLLARS, TOP_UP_PRESETS } from "./top-up-limits";
import { z } from "./zod";

export type DollarsResult = { ok: true; dollars: number } | { ok: false; message: string };

/** "25", "$25", "25.00", "1 000", "1,000" → 25 / 1000 whole dollars; cents, signs and words are refused. */
export function parseDollars(input: string): DollarsResult {
  const text = input
    .trim()
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/^\$/, "");
  if (text === "") return { ok: false, message: "payments.errors.amountRequired" };
  // Thousands written with a separator ("1,000", "1.000") are whole dollars too.
  const grouped = /^\d{1,3}(?:[,.]\d{3})+$/.test(text) ? text.replace(/[,.]/g, "") : text;
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(grouped);
  if (!match) return { ok: false, message: "payments.errors.amountInvalid" };
  if (match[2] !== undefined && Number(match[2]) !== 0) {
    return { ok: false, message: "payments.errors.wholeDollars" };
  }
  const dollars = Number(match[1]);
  if (dollars < TOP_UP_MIN_DOLLARS) return { ok: false, message: "payments.errors.amountMin" };
  if (dollars > TOP_UP_MAX_DOLLARS) return { ok: false, message: "payments.errors.amountMax" };
  return { ok: true, dollars };
}

/**
 * `amount`: the chosen preset (a radio button); `custom`: another amount typed in, which wins
 * when it is filled in (so the form works the same without JavaScript).
 */
export const topUpSchema = z
  .object({
    amount: z.string().optional(),
    custom: z.string().optional(),
  })
  .transform((value, ctx) => {
    const custom = value.custom?.trim() ?? "";
    if (custom !== "") {
      const parsed = parseDollars(custom);
      if (parsed.ok) return { amountCents: parsed.dollars * 100 };
      ctx.addIssue({ code: "custom", path: ["custom"], message: parsed.message });
      return z.NEVER;
    }
    const preset = Number(value.amount ?? "");
    if ((TOP_UP_PRESETS as readonly number[]).includes(preset)) return { amountCents: preset * 100 };
    ctx.addIssue({ code: "custom", path: ["custom"], message: "payments.errors.amountRequired" });
    return z.NEVER;
  });
export type TopUpData = z.output<typeof topUpSchema>;
