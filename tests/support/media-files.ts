import { createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { crc32, createDeflate } from "node:zlib";
import sharp from "sharp";

/** Tests only: files an upload test needs, made on the fly (big ones cached in the temp folder). */

export const DEMO_CLIP = path.resolve("app/server/seed/demo-media/hair-trailer.mp4");

/**
 * A 1200×800 JPEG like a photo: smooth shading with grain, so that it neither compresses to
 * nothing nor costs what pure noise does to encode (half of an upload test's time was WebP
 * encoding noise). Stored lying on its side with EXIF orientation 6 and a copyright note in its
 * metadata: upright it is 800×1200.
 */
export async function cameraJpeg(): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const pixel = Math.floor(index / 3);
    const shade =
      ((pixel % width) / width) * 140 + (Math.floor(pixel / width) / height) * 60 + (index % 3) * 20;
    pixels[index] = Math.floor(shade) + ((seed >> 16) & 0x0f);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Copyright: "secret camera owner" } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export const htmlPage = () =>
  Buffer.from(
    "<!doctype html><html><head><title>x</title></head><body><script>alert(1)</script></body></html>\n".repeat(
      20,
    ),
  );

function pngChunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

/**
 * A real 20000×20000 PNG of one grey (400 megapixels, about 400 kB): written once by streaming
 * zlib over its rows and kept in the temp folder for later runs.
 */
export async function hugePng(side = 20_000): Promise<string> {
  const file = path.join(tmpdir(), "maistry-test-fixtures", `grey-${side}.png`);
  if (await stat(file).catch(() => null)) return file;
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(side + 1, 0x9a);
  row[0] = 0; // filter: none
  async function* rows() {
    for (let y = 0; y < side; y++) yield row;
  }
  async function* png(compressed: AsyncIterable<Buffer>) {
    yield Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    yield pngChunk("IHDR", header);
    for await (const data of compressed) yield pngChunk("IDAT", data);
    yield pngChunk("IEND", Buffer.alloc(0));
  }
  try {
    await pipeline(Readable.from(rows()), createDeflate({ level: 9 }), png, createWriteStream(partial));
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return file;
}

/** A stream that sends `bytes` and then fails, like a request whose client went away. */
export function abortedAfter(bytes: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(bytes);
      } else {
        this.destroy(new Error("aborted"));
      }
    },
  });
}
