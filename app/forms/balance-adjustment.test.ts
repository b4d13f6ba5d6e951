import { describe, expect, it } from "vitest";
import { balanceAdjustmentSchema, parseUsdCents } from "./balance-adjustment";

describe("balance adjustment form", () => {
  it("reads dollars with either decimal mark and a sign", () => {
    expect(parseUsdCents("10")).toBe(1000);
    expect(parseUsdCents("-2.5")).toBe(-250);
    expect(parseUsdCents("+3,75")).toBe(375);
    expect(parseUsdCents(" 0.07 ")).toBe(7);
    for (const bad of ["", "ten", "1.234", "1e3", "--1", "1 000"]) expect(parseUsdCents(bad)).toBeNull();
  });

  it("refuses no amount, zero, more than $10,000 and a short reason, each with its message", () => {
    const errors = (amount: string, reason = "Refund for a broken video") =>
      balanceAdjustmentSchema.safeParse({ amount, reason }).error?.issues.map((issue) => issue.message);
    expect(errors("abc")).toEqual(["money.adjust.errors.amount"]);
    expect(errors("0")).toEqual(["money.adjust.errors.zero"]);
    expect(errors("-10000.01")).toEqual(["money.adjust.errors.tooLarge"]);
    expect(errors("5", "ok")).toEqual(["money.adjust.errors.reason"]);
    expect(balanceAdjustmentSchema.parse({ amount: "-10000", reason: " Chargeback " })).toEqual({
      amount: -1_000_000,
      reason: "Chargeback",
    });
  });
});
