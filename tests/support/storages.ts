import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { s3Client, s3Storage } from "~/server/media/s3-storage.server";
import { localDiskStorage, type MediaStorage } from "~/server/media/storage.server";
import type { TestDatabase } from "../databases";

/** Tests only: the storages every media test runs against (local disk and an S3 server). */
export interface TestStorage {
  name: "local disk" | "s3rver";
  open(): Promise<OpenedStorage>;
}

export interface OpenedStorage {
  storage: MediaStorage;
  /** Every key stored, sorted: to check that a failure left nothing behind. */
  list(): Promise<string[]>;
  close(): Promise<void>;
}

interface S3rverServer {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

export function testStorages(): TestStorage[] {
  return [
    {
      name: "local disk",
      async open() {
        const root = await mkdtemp(path.join(tmpdir(), "maistry-storage-"));
        return {
          storage: localDiskStorage(root),
          async list() {
            const entries = await readdir(root, { recursive: true, withFileTypes: true });
            return entries
              .filter((entry) => entry.isFile())
              .map((entry) =>
                path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
              )
              .sort();
          },
          close: () => rm(root, { recursive: true, force: true }),
        };
      },
    },
    {
      name: "s3rver",
      async open() {
        const directory = await mkdtemp(path.join(tmpdir(), "maistry-s3rver-"));
        const S3rver = require("s3rver") as new (options: Record<string, unknown>) => S3rverServer;
        // Port 0: the system picks a free port; only this machine can reach it.
        const server = new S3rver({
          address: "127.0.0.1",
          port: 0,
          silent: true,
          directory,
          configureBuckets: [{ name: "maistry-test" }],
        });
        const { port } = await server.run();
        const settings = {
          bucket: "maistry-test",
          endpoint: `http://127.0.0.1:${port}`,
          region: "us-east-1",
          accessKeyId: "S3RVER",
          secretAccessKey: "S3RVER",
          forcePathStyle: true,
        };
        const client = s3Client(settings);
        return {
          storage: s3Storage(settings, client),
          async list() {
            const keys: string[] = [];
            let token: string | undefined;
            do {
              const page = await client.send(
                new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }),
              );
              for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
              token = page.IsTruncated ? page.NextContinuationToken : undefined;
            } while (token);
            return keys.sort();
          },
          async close() {
            client.destroy();
            await server.close();
            await rm(directory, { recursive: true, force: true });
          },
        };
      },
    },
  ];
}

/**
 * The database × storage pairs upload tests run on: every storage on the embedded database, and
 * PostgreSQL (when on) with S3, as production pairs them. What differs between storages is the
 * same code on every database, and what differs between databases the same code on every
 * storage, so each engine and each storage is covered without the full product.
 */
export function testDatabaseStoragePairs(
  databases: TestDatabase[],
): { database: TestDatabase; storage: TestStorage; name: string }[] {
  const [local, s3] = testStorages() as [TestStorage, TestStorage];
  return databases.flatMap((database) =>
    (database.name === "pglite" ? [local, s3] : [s3]).map((storage) => ({
      database,
      storage,
      name: `${database.name} with ${storage.name} storage`,
    })),
  );
}
