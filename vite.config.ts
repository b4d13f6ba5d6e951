import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { fontDisplayOptional } from "./scripts/font-display-plugin.ts";
import { precompress } from "./scripts/precompress-plugin.ts";

const CATALOG = /[\\/]app[\\/]components[\\/]catalog[\\/]/;
/** The app's own modules that are not a route, a form schema, the office's or the back-office's. */
const SHARED = /[\\/]app[\\/]/;
const NOT_SHARED =
  /[\\/]app[\\/](routes|forms|admin|office)[\\/]|[\\/]components[\\/](admin|applications|office|office-items|office-profile|contact)[\\/]/;
/**
 * The form parts that only form pages use (sign-in, the office, applications, the back-office):
 * the upload field (and the modules in upload-field/), the account, city and role fields.
 */
const FORMS =
  /[\\/]app[\\/](components[\\/]ui[\\/]((upload-field|account-fields|city-field|role-field)\.tsx|upload-field[\\/][\w-]+\.tsx?)|media[\\/]upload-rules\.ts)$/;
/** The role field's styles (their stylesheet module's id goes on past `.css.ts`). */
const FORM_STYLES = /[\\/]app[\\/]components[\\/]ui[\\/]role-field\.css\.ts/;
const isForms = (id: string) => FORMS.test(id) || FORM_STYLES.test(id);
/** React Router and remix-utils' hooks, which every page runs (React DOM is in entry.client). */
const EVERY_PAGE = /[\\/]node_modules[\\/](react-router|remix-utils)[\\/]/;

/**
 * The small modules that several routes use, in three chunks instead of ~30 files of a few hundred
 * bytes each: every page loads the shell (layout, ui, i18n, styles and React Router), the
 * catalog pages the catalog's components too, the form pages the form parts (~12 KB that a
 * catalog page never runs). A phone on a slow line pays a round trip and ~1 KB
 * of headers per file, and each file's styles came as a render-blocking stylesheet of its own
 * (decision 025). What one route alone uses stays in that route's chunk. A group takes its
 * modules' imports along, so the shell, listed first, claims the shared libraries.
 */
const chunkGroups = [
  {
    name: "shell",
    test: (id: string) =>
      EVERY_PAGE.test(id) || (SHARED.test(id) && !NOT_SHARED.test(id) && !CATALOG.test(id) && !isForms(id)),
    minShareCount: 2,
    priority: 2,
  },
  { name: "catalog", test: CATALOG, minShareCount: 2, priority: 1 },
  { name: "forms", test: isForms, minShareCount: 2, priority: 1 },
];

export default defineConfig({
  // The production server is an Express app bundled together with the routes (server/app.ts).
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } } },
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [fontDisplayOptional(), reactRouter(), vanillaExtractPlugin(), precompress()],
});
