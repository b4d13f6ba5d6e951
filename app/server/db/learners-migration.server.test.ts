import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { type CatalogFixture, seedCatalogFixture } from "../../../tests/support/catalog-fixture";
import { insertUser } from "../../../tests/support/office";
import type { Database } from "./client.server";
import { MIGRATIONS_DIR } from "./client.server";
import {
  certificates,
  portfolioItems,
  professionalActivities,
  profiles,
  qualificationRequests,
  teacherApplications,
  users,
} from "./schema";

/**
 * Migration 0010 (decision 037): which existing accounts count as masters. Its UPDATE runs again
 * here over accounts made as they were before it, on both engines.
 */
const backfill = readFileSync(path.join(MIGRATIONS_DIR, "0010_learners_and_masters.sql"), "utf8")
  .split("--> statement-breakpoint")
  .map((statement) => statement.replace(/^--.*$/gm, "").trim())
  .filter((statement) => statement.startsWith("UPDATE"));

describe.each(testDatabases())("migration 0010 (learners and masters) on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let db: Database;
  let fixture: CatalogFixture;
  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    fixture = await seedCatalogFixture(db);
  });
  afterAll(() => database.dispose());

  it("makes masters of those who did what a master does, learners of everyone else", async () => {
    expect(backfill).toHaveLength(1);
    const learner = await insertUser(db);
    const hidPrompt = await insertUser(db);
    await db.insert(profiles).values({ userId: hidPrompt.id, hideCompletionPrompt: true });
    const described = await insertUser(db);
    await db.insert(profiles).values({ userId: described.id, shortDescription: "Brows" });
    const withPortfolio = await insertUser(db);
    await db.insert(portfolioItems).values({ userId: withPortfolio.id, categoryId: fixture.categoryA });
    const withCertificate = await insertUser(db);
    await db.insert(certificates).values({ userId: withCertificate.id, categoryId: fixture.categoryA });
    const withActivity = await insertUser(db);
    await db
      .insert(professionalActivities)
      .values({ userId: withActivity.id, kind: "basic_course", position: "Student" });
    const applicant = await insertUser(db);
    await db.insert(teacherApplications).values({ userId: applicant.id, experience: "x", motivation: "y" });
    const requester = await insertUser(db);
    await db
      .insert(qualificationRequests)
      .values({ userId: requester.id, requestedLevel: 2, description: "z" });

    // As before the migration: nobody had said anything.
    await db.update(users).set({ isMaster: false });
    for (const statement of backfill) await db.execute(sql.raw(statement));

    const isMaster = async (id: number) =>
      (await db.select({ isMaster: users.isMaster }).from(users).where(eq(users.id, id)))[0]?.isMaster;
    for (const id of [learner.id, hidPrompt.id]) expect(await isMaster(id)).toBe(false);
    for (const id of [
      described.id,
      withPortfolio.id,
      withCertificate.id,
      withActivity.id,
      applicant.id,
      requester.id,
      // The fixture's masters: listed ones with lessons, and unlisted ones with a profile.
      ...Object.values(fixture.master),
    ]) {
      expect(await isMaster(id)).toBe(true);
    }
  });

  it("adds the column to new accounts as learners (the default)", async () => {
    const fresh = await insertUser(db);
    expect(fresh.isMaster).toBe(false);
  });
});
