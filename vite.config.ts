import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { everyPageModules } from "./scripts/every-page-modules.ts";
import { fontDisplayOptional } from "./scripts/font-display-plugin.ts";
import { precompress } from "./scripts/precompress-plugin.ts";

/** The app's own modules that are not a route, a form schema, the office's or the back-office's. */
const SHARED = /[\\/]app[\\/]/;
const NOT_SHARED =
  /[\\/]app[\\/](routes|forms|admin|office)[\\/]|[\\/]components[\\/](admin|applications|office|office-items|office-profile|contact)[\\/]/;

const everyPage = everyPageModules();

/**
 * How the client's modules are cut into files (decision 052). The shell is what the root route
 * runs, React Router and React with it: every page loads it, so nothing else goes in. The app's
 * other shared modules (cards, filters, form fields, badges) go in "parts" chunks cut by which
 * routes use them, so a page loads the parts it renders and no others; parts smaller than
 * PARTS_MERGE_BYTES join their nearest neighbour rather than cost a request (and a stylesheet) of
 * their own (decision 025). What one route alone uses stays in that route's chunk.
 */
const PARTS_MERGE_BYTES = 1500;
const shortName = (name: string) => (name.startsWith("parts~") ? "parts" : name);
const chunkGroups = [
  { name: "shell", test: (id: string) => everyPage.has(id), priority: 2 },
  {
    name: "parts",
    test: (id: string) => SHARED.test(id) && !NOT_SHARED.test(id),
    minShareCount: 2,
    entriesAware: true,
    entriesAwareMergeThreshold: PARTS_MERGE_BYTES,
    priority: 1,
  },
];

export default defineConfig({
  // The production server is an Express app bundled together with the routes (server/app.ts).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: chunkGroups },
            // A parts chunk's name lists the routes that use it (up to ~100 characters), and every
            // page links each of its files: "parts" and the hash are enough.
            chunkFileNames: (chunk) => `assets/${shortName(chunk.name)}-[hash].js`,
            assetFileNames: (asset) =>
              `assets/${shortName(path.parse(asset.names[0] ?? "asset").name)}-[hash][extname]`,
          },
        },
      },
    },
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [everyPage.plugin, fontDisplayOptional(), reactRouter(), vanillaExtractPlugin(), precompress()],
});
