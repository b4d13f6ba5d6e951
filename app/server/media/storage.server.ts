import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media files live. Keys are relative paths (`images/<id>/640.webp`, `videos/<id>.mp4`).
 * The local disk is the default; the office issue adds an S3-compatible store behind this same
 * interface so that several instances can share media.
 */
export interface MediaStorage {
  /** Stores a file; a stream is written through, never held in memory. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** The whole file, or one byte range of it. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  remove(key: string): Promise<void>;
  /**
   * A URL that fetches the file straight from the store for the next `expiresInSeconds`, where
   * the store can sign one (S3); absent on the local disk, whose files only the app serves.
   */
  presign?(key: string, expiresInSeconds: number): Promise<string>;
}

const SAFE_KEY = /^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]*$/i;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe media key: ${key}`);
}

/** Files under `root` (DATA_DIR/media). Writes go to a temporary name first: no half files. */
export function localDiskStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async size(key) {
      try {
        const info = await stat(resolve(key));
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },
    async read(key, range) {
      return createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      await rm(resolve(key), { force: true, recursive: true });
    },
  };
}
