// Serves the trivial app's production build the way the React Router Express template does:
// express, compression, the static client files, createRequestHandler. Run it with
// NODE_ENV=production (React picks its build when first loaded); PORT sets the port.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(pathToFileURL(path.join(here, "build/server/index.js")).href);
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(path.join(here, "build/client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(here, "build/client"), { maxAge: "1h" }));
app.all("*splat", createRequestHandler({ build }));
app.listen(Number(process.env.PORT ?? 3400), "127.0.0.1");
