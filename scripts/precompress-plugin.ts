import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";
import { COMPRESS_THRESHOLD } from "../app/server/http/content-encoding.server.ts";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every compressible file of the client
 * build, once per build, so the server sends them without compressing per request
 * (app/server/http/precompressed.server.ts).
 */
export function precompress(): Plugin {
  return {
    name: "maistry:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (!options.dir) return;
      const files = await readdir(options.dir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const full = path.join(options.dir as string, file);
            const body = await readFile(full);
            if (body.length < COMPRESS_THRESHOLD) return;
            const [br, gz] = await Promise.all([
              promisify(brotliCompress)(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              promisify(gzip)(body, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}
