import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { everyPageModules } from "./scripts/every-page-modules.ts";
import { fontDisplayOptional } from "./scripts/font-display-plugin.ts";
import { keptPartsStyles } from "./scripts/kept-parts-styles.ts";
import { precompress } from "./scripts/precompress-plugin.ts";

/** The app's own modules that are not a route, a form schema, the office's or the back-office's. */
const SHARED = /[\\/]app[\\/]/;
const NOT_SHARED =
  /[\\/]app[\\/](routes|forms|admin|office)[\\/]|[\\/]components[\\/](admin|applications|office|office-items|office-profile|contact)[\\/]/;
/**
 * The upload field's styles (decision 054): the field and its control, which hydrates apart, both
 * import them, and several routes use the field; they stay with the field, not in every page's
 * shared styles. (The player's and the map's belong to one route each: `ownedByOneRoute`.)
 */
const UPLOAD_FIELD_STYLES = /[\\/]ui[\\/]upload-field\.css\.ts/;
/** The list cards' own modules (decision 054). */
const CARDS = /[\\/]components[\\/]catalog[\\/](cards\.ts|lesson-card\.tsx|master-card\.tsx)$/;
const everyPage = everyPageModules();
/** Used by two routes or more; what one route alone uses (with its lazy parts) stays with it. */
const isShared = (id: string) =>
  SHARED.test(id) &&
  !NOT_SHARED.test(id) &&
  !UPLOAD_FIELD_STYLES.test(id) &&
  !CARDS.test(id) &&
  !everyPage.ownedByOneRoute(id);
/** A shared module's styles: the CSS that vanilla-extract makes of its `.css.ts` file. */
const isSharedStylesheet = (id: string) => id.endsWith(".vanilla.css") && isShared(id);
/** The catalog's cards, filters and badges, and the save and follow buttons. */
const CATALOG = /[\\/]components[\\/](catalog|social)[\\/]/;

/**
 * How the client's code and styles are cut into files (decision 052):
 * - the shell: what the root route runs (React and React Router with it). Every page loads it,
 *   so nothing that only some pages use goes in. Its stylesheet also has the styles of the parts
 *   the root draws in every first paint but loads apart (the header, the footer);
 * - the shared modules' styles in two stylesheets, the catalog's and the rest (the form parts,
 *   breadcrumbs, rich text), so a page waits for two or three stylesheets, not one per chunk
 *   (decision 025). Shared means used by two routes (`isShared`), also when both reach it through
 *   one part they load apart (the lists' kept parts): its styles are no stylesheet of their own;
 * - the shared modules' code in "parts" cut by the routes that use them, so a page loads only
 *   the parts it renders. Small parts are not merged into a neighbour: rolldown joined them to
 *   chunks that other pages load, which cost those pages more than a request (decision 055).
 * What one route alone uses, with the parts it loads on demand, stays with that route.
 */
const chunkGroups = [
  { name: "shell", test: (id: string) => everyPage.has(id) || everyPage.hasStyles(id), priority: 3 },
  {
    name: "catalog-styles",
    test: (id: string) => isSharedStylesheet(id) && CATALOG.test(id),
    minShareCount: 1,
    priority: 2,
  },
  { name: "styles", test: isSharedStylesheet, minShareCount: 1, priority: 2 },
  {
    name: "parts",
    test: isShared,
    minShareCount: 2,
    entriesAware: true,
    entriesAwareMergeThreshold: 0,
    priority: 1,
  },
];
/** A parts chunk is named after every route that uses it (up to ~100 characters); pages link each. */
const shortName = (name: string) => (name.startsWith("parts~") ? "parts" : name);

export default defineConfig({
  // The production server is an Express app bundled together with the routes (server/app.ts).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: chunkGroups },
            chunkFileNames: (chunk) => `assets/${shortName(chunk.name)}-[hash].js`,
            assetFileNames: (asset) =>
              `assets/${shortName(path.parse(asset.names[0] ?? "asset").name)}-[hash][extname]`,
          },
        },
      },
    },
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  // A part loaded apart or kept as HTML (decisions 054, 055) is drawn inside a page that links
  // its stylesheets itself, marked with a trailing "#" by React Router (as every stylesheet that a
  // chunk imported on demand also uses). Written the same way here, Vite's loader finds them and
  // does not link them again at the end of <head>, after the page's own styles, which would undo
  // the page's overrides (the main page's hero button lost its colour).
  experimental: {
    renderBuiltUrl: (filename, { hostType }) =>
      hostType === "js" && filename.endsWith(".css") ? `/${filename}#` : undefined,
  },
  resolve: { tsconfigPaths: true },
  plugins: [
    everyPage.plugin,
    keptPartsStyles(),
    fontDisplayOptional(),
    reactRouter(),
    vanillaExtractPlugin(),
    precompress(),
  ],
});
