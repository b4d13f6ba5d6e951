/** What the money and media tests share (imported only by `*.test.ts`): a lesson, a top-up. */

import { expect } from "vitest";
import { balanceOf, ledgerSum, post } from "~/server/commerce/ledger.server";
import type { Database } from "~/server/db/client.server";
import { lessons } from "~/server/db/schema";

let lessonCounter = 0;

/** A published lesson of `masterId` at 10.00 with a unique slug, unless `values` say otherwise; its id. */
export async function makeLesson(
  db: Database,
  masterId: number,
  values: Partial<typeof lessons.$inferInsert> = {},
): Promise<number> {
  lessonCounter += 1;
  const tag = `${process.pid}-${lessonCounter}`;
  const [row] = await db
    .insert(lessons)
    .values({
      slug: `money-lesson-${tag}`,
      masterId,
      title: `Money lesson ${tag}`,
      about: "About",
      priceCents: 1000,
      published: true,
      ...values,
    })
    .returning({ id: lessons.id });
  if (!row) throw new Error("no lesson");
  return row.id;
}

/** Credits the user's balance as a top-up would. */
export async function topUp(db: Database, userId: number, amountCents: number): Promise<void> {
  await db.transaction((tx) => post(tx, [{ userId, amountCents, kind: "top_up", reference: "test" }]));
}

/** Each user's ledger entries add up to their balance (decision 015). */
export async function expectLedgerMatches(db: Database, ...userIds: number[]): Promise<void> {
  for (const id of userIds) expect(await ledgerSum(db, id), `user ${id}`).toBe(await balanceOf(db, id));
}
