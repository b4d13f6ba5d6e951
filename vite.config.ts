import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { fontDisplayOptional } from "./scripts/font-display-plugin.ts";
import { precompress } from "./scripts/precompress-plugin.ts";

export default defineConfig({
  // The production server is an Express app bundled together with the routes (server/app.ts).
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  resolve: { tsconfigPaths: true },
  plugins: [fontDisplayOptional(), reactRouter(), vanillaExtractPlugin(), precompress()],
});
