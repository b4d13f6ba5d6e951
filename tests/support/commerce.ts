/** What the money tests share (imported only by `*.test.ts`): a published lesson, a top-up. */

import { post } from "~/server/commerce/ledger.server";
import type { Database } from "~/server/db/client.server";
import { lessons } from "~/server/db/schema";

let lessonCounter = 0;

/** A lesson of `masterId` at this price, published unless said otherwise; its id. */
export async function makeLesson(
  db: Database,
  masterId: number,
  { priceCents = 1000, published = true }: { priceCents?: number; published?: boolean } = {},
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
      priceCents,
      published,
    })
    .returning({ id: lessons.id });
  if (!row) throw new Error("no lesson");
  return row.id;
}

/** Credits the user's balance as a top-up would. */
export async function topUp(db: Database, userId: number, amountCents: number): Promise<void> {
  await db.transaction((tx) => post(tx, [{ userId, amountCents, kind: "top_up", reference: "test" }]));
}
