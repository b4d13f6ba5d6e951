import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { loadPageNames } from "~/server/content/site-content.server";
import { withDatabase } from "~/server/context.server";
import { media, users } from "~/server/db/schema";
import { parseEnv } from "~/server/env.server";
import { routerContextFor } from "../tests/router-context";
import { createServices, mediaStorage } from "./services";

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "maistry-"));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("createServices on the embedded database", () => {
  it("migrates, seeds and keeps a generated session secret across restarts", async () => {
    const dataDir = await tempDir();
    // The demo seed has its own tests; here it would only add seconds.
    const env = { DATA_DIR: dataDir, LOG_LEVEL: "silent", DEMO_CONTENT: "false" };
    const first = await createServices(env);
    expect(first.services.isDatabaseReady()).toBe(true);
    expect((await loadPageNames(first.services.database.db, "en")).length).toBe(7);
    await first.close();
    const stored = (await readFile(path.join(dataDir, "session-secret"), "utf8")).trim();
    expect(stored.length).toBeGreaterThanOrEqual(32);
    expect(first.services.sessionSecrets).toEqual([stored]);

    const second = await createServices(env);
    expect(second.services.sessionSecrets).toEqual([stored]);
    await second.close();
  });

  it("stops on a bad environment, naming the variable", async () => {
    await expect(createServices({ PORT: "-1" })).rejects.toThrow(/PORT/);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("createServices while PostgreSQL is unreachable", () => {
  it("starts anyway, answers 503, and recovers by itself when the database is back", async () => {
    const name = `maistry_outage_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);

    // A TCP relay to the real server that we can switch on: until then the port refuses connections.
    const target = new URL(adminUrl as string);
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      client.pipe(upstream).pipe(client);
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
    });
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const url = new URL(adminUrl as string);
    url.port = String(port);
    url.pathname = `/${name}`;

    const started = await createServices(
      { DATABASE_URL: url.toString(), DATA_DIR: await tempDir(), LOG_LEVEL: "silent", DEMO_CONTENT: "false" },
      { retryMs: 100 },
    );
    try {
      expect(started.services.isDatabaseReady()).toBe(false);
      const context = routerContextFor(started.services);
      const outage = await withDatabase(context, (db) => loadPageNames(db, "en")).catch(
        (error: unknown) => error,
      );
      expect((outage as { init?: { status?: number } }).init?.status).toBe(503);

      await new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
      await expect.poll(() => started.services.isDatabaseReady(), { timeout: 10_000 }).toBe(true);
      expect((await withDatabase(context, (db) => loadPageNames(db, "en"))).length).toBe(7);
    } finally {
      await started.close();
      await new Promise((resolve) => relay.close(resolve));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe("media storage and the upload sweeper", () => {
  it("keeps media on the local disk unless S3_BUCKET is set", async () => {
    const dataDir = await tempDir();
    const local = mediaStorage(parseEnv({ DATA_DIR: dataDir }));
    await local.put("videos/a.mp4", Buffer.from("abc"), "video/mp4");
    expect(await readFile(path.join(dataDir, "media", "videos", "a.mp4"), "utf8")).toBe("abc");
  });

  it("uses the S3 bucket when S3_BUCKET is set", async () => {
    const directory = await tempDir();
    const require = createRequire(import.meta.url);
    const S3rver = require("s3rver");
    const server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: "media-bucket" }],
    });
    const { port } = await server.run();
    try {
      const storage = mediaStorage(
        parseEnv({
          DATA_DIR: await tempDir(),
          S3_BUCKET: "media-bucket",
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_ACCESS_KEY_ID: "S3RVER",
          S3_SECRET_ACCESS_KEY: "S3RVER",
        }),
      );
      await storage.put("videos/b.mp4", Buffer.from("in the bucket"), "video/mp4");
      expect(await storage.size("videos/b.mp4")).toBe(13);
      // s3rver keeps each object in a folder of its bucket.
      expect(await readdir(path.join(directory, "media-bucket", "videos"))).toContain("b.mp4._S3rver_object");
    } finally {
      await server.close();
    }
  });

  it("sweeps abandoned uploads at start", async () => {
    const dataDir = await tempDir();
    const env = { DATA_DIR: dataDir, LOG_LEVEL: "silent", DEMO_CONTENT: "false" };
    const first = await createServices(env);
    const { db } = first.services.database;
    const [user] = await db
      .insert(users)
      .values({ email: "a@example.com", username: "sweeper", fullName: "A", passwordHash: "-" })
      .returning({ id: users.id });
    await first.services.storage.put("videos/abandoned.mp4", Buffer.from("x"), "video/mp4");
    await db.insert(media).values([
      {
        kind: "video",
        storageKey: "videos/abandoned.mp4",
        mime: "video/mp4",
        bytes: 1,
        ownerId: user?.id,
        purpose: "trailer",
        pendingUntil: new Date(Date.now() - 1000),
      },
      {
        kind: "video",
        storageKey: "videos/waiting.mp4",
        mime: "video/mp4",
        bytes: 1,
        pendingUntil: new Date(Date.now() + 60_000),
      },
    ]);
    await first.close();

    const second = await createServices(env);
    try {
      // The sweep runs in the background and deletes the rows before the files: wait for both.
      await expect
        .poll(async () => ({
          rows: (await second.services.database.db.select({ key: media.storageKey }).from(media)).map(
            (row) => row.key,
          ),
          abandonedFile: await second.services.storage.size("videos/abandoned.mp4"),
        }))
        .toEqual({ rows: ["videos/waiting.mp4"], abandonedFile: null });
    } finally {
      await second.close();
    }
  });
});
