import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resolveSessionSecrets } from "./session-secret.server";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "maistry-secret-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("resolveSessionSecrets", () => {
  it("takes the configured secrets as they are", async () => {
    expect(await resolveSessionSecrets(["a".repeat(32), "b".repeat(32)], dataDir)).toEqual([
      "a".repeat(32),
      "b".repeat(32),
    ]);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("generates one secret, keeps it owner-only in the data folder and reads it back", async () => {
    const [secret] = await resolveSessionSecrets(undefined, dataDir);
    expect(secret).toMatch(/^[\w-]{43}$/);
    const file = path.join(dataDir, "session-secret");
    expect((await readFile(file, "utf8")).trim()).toBe(secret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveSessionSecrets(undefined, dataDir)).toEqual([secret]);
  });

  // The server's processes (node:cluster) start together on one data folder: each must end up with
  // the secret in the file, or a cookie sealed by one is refused by the other.
  it("gives processes that start together the same secret, the one in the file", async () => {
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => resolveSessionSecrets(undefined, dataDir)),
    );
    const stored = (await readFile(path.join(dataDir, "session-secret"), "utf8")).trim();
    for (const secret of secrets) expect(secret).toEqual([stored]);
    expect(await readdir(dataDir)).toEqual(["session-secret"]);
  });

  it("refuses to start on a stored secret too short to be one, naming the file", async () => {
    await writeFile(path.join(dataDir, "session-secret"), "short\n");
    await expect(resolveSessionSecrets(undefined, dataDir)).rejects.toThrow(/session-secret/);
  });
});
