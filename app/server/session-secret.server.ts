import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * SESSION_SECRET when set (required in production; several comma-separated secrets rotate: the
 * first seals, all open); otherwise a random secret generated once and kept in DATA_DIR, so
 * sessions survive restarts of the embedded default.
 */
export async function resolveSessionSecrets(
  configured: string[] | undefined,
  dataDir: string,
): Promise<string[]> {
  if (configured?.length) return configured;
  return [await generatedSecret(dataDir)];
}

async function generatedSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "session-secret");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
