import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { makeLesson, topUp } from "../../../tests/support/commerce";
import { makeUser } from "../../../tests/support/office";
import type { User } from "../auth/users.server";
import { purchaseLesson } from "../commerce/purchases.server";
import { lessons } from "../db/schema";
import { canSeeLesson, canWatch } from "./lesson-access.server";

describe.each(testDatabases())("who may see a lesson on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let author: User;
  let staff: User;
  let buyer: User;
  let stranger: User;
  let published: { id: number; published: boolean; masterId: number };
  let draft: typeof published;

  beforeAll(async () => {
    database = await engine.open();
    const { db } = database;
    [author, staff, buyer, stranger] = await Promise.all([
      makeUser(db),
      makeUser(db, { staff: true }),
      makeUser(db),
      makeUser(db),
    ]);
    published = { id: await makeLesson(db, author.id), published: true, masterId: author.id };
    // The buyer bought it while it was published; then its author took it back to draft.
    const draftId = await makeLesson(db, author.id, { priceCents: 1500 });
    await topUp(db, buyer.id, 1500);
    await purchaseLesson(db, { buyer: { id: buyer.id }, lessonId: draftId, commissionPercent: 20 });
    await db.update(lessons).set({ published: false }).where(eq(lessons.id, draftId));
    draft = { id: draftId, published: false, masterId: author.id };
  });
  afterAll(() => database.dispose());

  const sees = (viewer: User | null, lesson: typeof published) => canSeeLesson(database.db, viewer, lesson);

  it("shows a published lesson to everyone, visitors included", async () => {
    for (const viewer of [null, stranger, buyer, author, staff])
      expect(await sees(viewer, published)).toBe(true);
  });

  it("shows a draft to its author, staff and whoever bought it, to no one else", async () => {
    expect(await sees(author, draft)).toBe(true);
    expect(await sees(staff, draft)).toBe(true);
    expect(await sees(buyer, draft)).toBe(true);
    expect(await sees(null, draft)).toBe(false);
    expect(await sees(stranger, draft)).toBe(false);
  });

  it("hides a draft from a deactivated account, even its author's or staff's", async () => {
    for (const viewer of [author, staff, buyer]) {
      expect(await sees({ ...viewer, isActive: false }, draft)).toBe(false);
    }
  });

  it("lets whoever sees a draft watch its full video; its trailer stays its author's and staff's", async () => {
    const subject = { id: draft.id, masterId: author.id, published: false };
    expect(await canWatch(database.db, buyer, "full", subject)).toBe(true);
    expect(await canWatch(database.db, buyer, "trailer", subject)).toBe(false);
    expect(await canWatch(database.db, author, "trailer", subject)).toBe(true);
    expect(await canWatch(database.db, staff, "trailer", subject)).toBe(true);
  });
});
