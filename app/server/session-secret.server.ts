import { randomBytes, randomUUID } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

const MIN_LENGTH = 32;

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

/**
 * The server's processes (node:cluster) start together on one data folder, and each must use the
 * secret in the file, or a cookie sealed by one is refused by the other. So a new secret is
 * written whole to a file of its own and linked into place: the first link wins (the others get
 * EEXIST), and the file is never seen half-written. Everyone then reads what won.
 */
async function generatedSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "session-secret");
  const stored = await readStored(file);
  if (stored !== null) return stored;
  await mkdir(dataDir, { recursive: true });
  const candidate = `${file}.${randomUUID()}.part`;
  try {
    await writeFile(candidate, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
    await link(candidate, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    });
  } finally {
    await rm(candidate, { force: true });
  }
  const written = await readStored(file);
  if (written === null) throw new Error(`${file} could not be written`);
  return written;
}

/** The stored secret; null when there is none yet. One too short to be a secret stops the start. */
async function readStored(file: string): Promise<string | null> {
  let stored: string;
  try {
    stored = (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  if (stored.length < MIN_LENGTH)
    throw new Error(
      `${file} holds no usable secret (under ${MIN_LENGTH} characters): remove it to have a new one generated, which signs everybody out`,
    );
  return stored;
}
