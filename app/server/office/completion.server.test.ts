import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { type CatalogFixture, seedCatalogFixture } from "../../../tests/support/catalog-fixture";
import type { Database } from "../db/client.server";
import { certificates, lessons, portfolioItems, professionalActivities, profiles, users } from "../db/schema";
import { hideCompletionPrompt, profileCompletion } from "./completion.server";

const ALL = ["personal", "activities", "portfolio", "certificates", "lessons"];

async function newUser(db: Database, username: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ email: `${username}@example.test`, username, fullName: "New Person", passwordHash: "x" })
    .returning({ id: users.id });
  return row?.id as number;
}

describe.each(testDatabases())("profile completion on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let db: Database;
  let fixture: CatalogFixture;
  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    fixture = await seedCatalogFixture(db);
  });
  afterAll(() => database.dispose());

  it("asks a new user without a profile row for all five parts, in order", async () => {
    const id = await newUser(db, "fresh_one");
    expect(await profileCompletion(db, id)).toEqual({
      master: false,
      listed: false,
      missing: ALL,
      hidden: false,
    });
  });

  it("says whether the person works as a master (users.is_master), which decides whether they are asked", async () => {
    const id = await newUser(db, "says_master");
    expect((await profileCompletion(db, id)).master).toBe(false);
    await db.update(users).set({ isMaster: true }).where(eq(users.id, id));
    expect(await profileCompletion(db, id)).toEqual({
      master: true,
      listed: false,
      missing: ALL,
      hidden: false,
    });
  });

  it("takes 'personal' from profiles.is_listed, not from the fields themselves", async () => {
    const id = await newUser(db, "filled_but_unlisted");
    // Every basic field filled, but the listing flag (kept by refreshListing) still false.
    await db.insert(profiles).values({
      userId: id,
      shortDescription: "About me",
      categoryId: fixture.categoryA,
      subCategoryId: fixture.sub.a1,
      isListed: false,
    });
    expect((await profileCompletion(db, id)).missing).toContain("personal");
    await db.update(profiles).set({ isListed: true }).where(eq(profiles.userId, id));
    const completion = await profileCompletion(db, id);
    expect(completion.listed).toBe(true);
    expect(completion.missing).toEqual(["activities", "portfolio", "certificates", "lessons"]);
  });

  it("counts each kind of item once there is one, a draft lesson included", async () => {
    const id = await newUser(db, "collector");
    await db.insert(profiles).values({ userId: id });
    await db.insert(professionalActivities).values({ userId: id, kind: "basic_course", position: "Student" });
    expect((await profileCompletion(db, id)).missing).toEqual([
      "personal",
      "portfolio",
      "certificates",
      "lessons",
    ]);
    await db.insert(portfolioItems).values({ userId: id, categoryId: fixture.categoryA });
    await db.insert(certificates).values({ userId: id, categoryId: fixture.categoryA });
    expect((await profileCompletion(db, id)).missing).toEqual(["personal", "lessons"]);
    await db.insert(lessons).values({
      slug: "collector-draft",
      masterId: id,
      title: "A draft",
      about: "",
      priceCents: 0,
      categoryId: fixture.categoryA,
      subCategoryId: fixture.sub.a1,
      published: false,
    });
    expect((await profileCompletion(db, id)).missing).toEqual(["personal"]);
    // Someone else's items never count.
    const other = await newUser(db, "empty_handed");
    expect((await profileCompletion(db, other)).missing).toEqual(ALL);
  });

  it("knows a complete master has nothing missing", async () => {
    // olena (fixture): listed, with published lessons; give her one of each other kind.
    const id = fixture.master.olena as number;
    await db.insert(professionalActivities).values({ userId: id, kind: "coaching", position: "Mentor" });
    await db.insert(portfolioItems).values({ userId: id, categoryId: fixture.categoryA });
    await db.insert(certificates).values({ userId: id, categoryId: fixture.categoryA });
    expect(await profileCompletion(db, id)).toEqual({
      master: true,
      listed: true,
      missing: [],
      hidden: false,
    });
  });

  it("hides the prompt for good, creating the profile row when there is none", async () => {
    const id = await newUser(db, "hider");
    await hideCompletionPrompt(db, id);
    expect((await profileCompletion(db, id)).hidden).toBe(true);
    const [row] = await db.select().from(profiles).where(eq(profiles.userId, id));
    expect(row?.isListed).toBe(false);
    // Hiding twice is harmless; another user's flag is untouched.
    await hideCompletionPrompt(db, id);
    const other = await newUser(db, "not_hider");
    expect((await profileCompletion(db, other)).hidden).toBe(false);
    // An existing profile keeps its other fields.
    const listed = fixture.master.chloe as number;
    await hideCompletionPrompt(db, listed);
    const [chloe] = await db.select().from(profiles).where(eq(profiles.userId, listed));
    expect(chloe).toMatchObject({
      hideCompletionPrompt: true,
      isListed: true,
      shortDescription: "About Chloé Dubois",
    });
  });
});
