// Serves the trivial app's production build the way the React Router Express template does:
// express, compression, the static client files, createRequestHandler. Run it with
// NODE_ENV=production (React picks its build when first loaded); PORT sets the port.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const here = path.dirname(fileURLToPath(import.meta.url));
// The pages the bench captured for /replay/:page (app/routes/replay.tsx), read once.
const fixturesDir = path.join(here, "fixtures");
globalThis.replayFixtures = Object.fromEntries(
  (existsSync(fixturesDir) ? readdirSync(fixturesDir) : [])
    .filter((name) => name.endsWith(".json"))
    .map((name) => [
      path.basename(name, ".json"),
      JSON.parse(readFileSync(path.join(fixturesDir, name), "utf8")),
    ]),
);
const build = await import(pathToFileURL(path.join(here, "build/server/index.js")).href);
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(path.join(here, "build/client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(here, "build/client"), { maxAge: "1h" }));
app.all("*splat", createRequestHandler({ build }));
app.listen(Number(process.env.PORT ?? 3400), "127.0.0.1");
