import { afterAll, afterEach, beforeAll } from "vitest";
import type { User } from "~/server/auth/users.server";
import { media, users } from "~/server/db/schema";
import type { TestDatabase } from "../databases";
import { cameraJpeg } from "./media-files";
import type { OpenedStorage, TestStorage } from "./storages";

/** What every upload test works with; filled in by `uploadTestBed`'s `beforeAll`. */
export interface UploadTestBed {
  database: Awaited<ReturnType<TestDatabase["open"]>>;
  opened: OpenedStorage;
  /** Two activated accounts: the uploader and someone else. */
  owner: User;
  other: User;
  /** `cameraJpeg()`: a photo as a camera writes it. */
  jpeg: Buffer;
}

/**
 * Tests only: registers the hooks of an upload test suite on one database and one storage — opens
 * both with two users, empties the media table and the storage after every test, closes both at
 * the end — and returns the bed the tests read (after `beforeAll` has run).
 */
export function uploadTestBed(engine: TestDatabase, storageKind: TestStorage): UploadTestBed {
  const bed = {} as UploadTestBed;
  beforeAll(async () => {
    bed.database = await engine.open();
    bed.opened = await storageKind.open();
    const rows = await bed.database.db
      .insert(users)
      .values(
        ["owner", "other"].map((username) => ({
          email: `${username}@example.com`,
          username,
          fullName: username,
          passwordHash: "-",
          isActive: true,
        })),
      )
      .returning();
    [bed.owner, bed.other] = rows as unknown as [User, User];
    bed.jpeg = await cameraJpeg();
  });
  afterEach(async () => {
    await bed.database.db.delete(media);
    // Whatever a test stored, the next one starts from an empty storage.
    for (const key of await bed.opened.list()) await bed.opened.storage.remove(key);
  });
  afterAll(async () => {
    await bed.opened.close();
    await bed.database.dispose();
  });
  return bed;
}
