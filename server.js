// Starts Maistry: in production the built app (build/server), in development through Vite.
import path from "node:path";
import { pathToFileURL } from "node:url";

const production = !process.argv.includes("--dev");

/**
 * A production build runs on React's production build whatever NODE_ENV says. React picks its build
 * from NODE_ENV when it is first loaded: the end-to-end server (NODE_ENV=test, for the app's test
 * settings) would otherwise render with React's development checks, which is slower and not what
 * ships. NODE_ENV is put back before the app reads its own settings.
 */
async function withProductionLibraries(load) {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    // The routes load React DOM lazily, on the first request: load React's packages now.
    for (const name of ["react", "react/jsx-runtime", "react-dom", "react-dom/server"]) await import(name);
    return await load();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function loadServerModule() {
  if (production) {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    return {
      module: await withProductionLibraries(
        () => import(pathToFileURL(path.join(buildDir, "server/index.js")).href),
      ),
      clientDir: path.join(buildDir, "client"),
    };
  }
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true } });
  return { module: await vite.ssrLoadModule("./server/app.ts"), vite };
}

async function main() {
  const { module, clientDir, vite } = await loadServerModule();
  let started;
  try {
    started = await module.createServices();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { services, close } = started;
  const app = module.createApp(services, { clientDir });
  // In development Vite serves the client modules in front of the app.
  const root = vite ? (await import("express")).default().use(vite.middlewares).use(app) : app;
  const server = root.listen(services.env.PORT, services.env.HOST, () => {
    services.logger.info(`Maistry listening on http://localhost:${services.env.PORT}`);
  });
  // Node cuts a request whose body has not arrived in 5 minutes; a 4 GB lesson video on a slow
  // line takes hours. Headers must still arrive within Node's default headersTimeout (60 s).
  server.requestTimeout = 3 * 60 * 60 * 1000;

  let stopping = false;
  const shutdown = (signal) => {
    if (stopping) return;
    stopping = true;
    services.logger.info({ signal }, "shutting down");
    server.close(async () => {
      await close().catch(() => {});
      await vite?.close();
      process.exit(0);
    });
    server.closeIdleConnections?.();
    // Requests still running after 10 s are cut off.
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main();
