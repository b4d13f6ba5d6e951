// Starts Maistry: in production the built app (build/server), in development through Vite.
import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const production = !process.argv.includes("--dev");
const DATA_CHANGED = "maistry:data-changed"; // app/server/http/cluster-changes.server.ts
/**
 * A stop ends within Docker's default 10 s (`docker stop`, Kubernetes' 30 s grace is longer):
 * requests get 6 s to finish, then the rest are cut off and the database is closed; a process
 * still there at 9.5 s exits regardless, and the primary of several at 9.8 s.
 */
const STOP_DRAIN_MS = 6_000;
const STOP_LAST_RESORT_MS = 9_500;
const PRIMARY_LAST_RESORT_MS = 9_800;

/**
 * How many processes serve requests in production: one per core (WEB_CONCURRENCY to choose), as
 * rendering is the work. On PostgreSQL the database is another server; the embedded database is a
 * thread of the primary process, which every server process reaches through its socket (decision
 * 062). With one process, that process runs the thread itself.
 */
function processCount() {
  if (!production) return 1;
  return Math.max(1, Number(process.env.WEB_CONCURRENCY) || os.availableParallelism());
}

/**
 * The embedded database's thread, run by the primary for all its processes; they learn its socket
 * from the environment. If the thread ends by itself, the server stops (a container restarts it).
 */
async function startSharedEmbeddedDatabase(onExit) {
  const { EMBEDDED_SOCKET_VARIABLE, startEmbeddedThread } = await import(
    "./app/server/db/embedded-thread.js"
  );
  // DATA_DIR's default is env.server.ts's.
  const thread = await startEmbeddedThread(process.env.DATA_DIR || "./data");
  thread.onExit((code) => {
    console.error(`the database thread exited (${code}); stopping`);
    onExit();
  });
  return { env: { [EMBEDDED_SOCKET_VARIABLE]: thread.socketDir }, stop: thread.stop };
}

/**
 * The primary process of several: starts them (and, without DATABASE_URL, the embedded database
 * they share), relays "data changed" between them (each keeps its own caches), replaces one that
 * dies, and stops them all on SIGTERM. A process that dies before it ever listened (bad settings)
 * stops the whole server with its exit code instead of looping.
 */
async function runPrimary(count) {
  let stopping = false;
  let running = 0;
  let database = null;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (running === 0) finish();
    setTimeout(() => process.exit(process.exitCode ?? 1), PRIMARY_LAST_RESORT_MS).unref();
  };
  // The database is closed (its last pages written) once no process uses it.
  const finish = async () => {
    await database?.stop().catch((error) => console.error("closing the database failed:", error));
    process.exit();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  if (!process.env.DATABASE_URL) {
    try {
      database = await startSharedEmbeddedDatabase(() => {
        process.exitCode = 1;
        database = null;
        stop("SIGTERM");
      });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
  // One transcode worker per instance, not one per process (decision 039): the first process runs
  // it (as TRANSCODE_WORKER says), the others never; a replacement of the first runs it again.
  const start = (transcodes, onListening) => {
    const worker = cluster.fork({ ...database?.env, ...(transcodes ? {} : { TRANSCODE_WORKER: "false" }) });
    running++;
    let listening = false;
    worker.once("listening", () => {
      listening = true;
      onListening?.();
    });
    worker.on("message", (message) => {
      if (message?.type !== DATA_CHANGED) return;
      for (const other of Object.values(cluster.workers ?? {})) if (other !== worker) other?.send(message);
    });
    worker.on("exit", (code) => {
      running--;
      if (!stopping && !listening) {
        process.exitCode = code || 1;
        stop("SIGTERM");
      }
      if (stopping) {
        if (running === 0) finish();
        return;
      }
      console.error(`a server process exited (${code}); starting another`);
      start(transcodes);
    });
  };
  // The first process migrates and seeds the database before it listens; the others start after
  // it. On the embedded database the migration lock cannot keep them apart: every process's
  // connections share its one session, where an advisory lock is held by all at once.
  start(true, () => {
    if (!stopping) for (let i = 1; i < count; i++) start(false);
  });
}

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
  // line takes hours. Headers must still arrive within 66 s (Node's default is 60 s).
  server.requestTimeout = 3 * 60 * 60 * 1000;
  // An idle connection is kept 65 s, not Node's 5: longer than a proxy's idle timeout (a load
  // balancer's is 60 s), so that the proxy, which knows when it sends, is always the one to close.
  // Closed at 5 s, a request sent on the connection just then met a reset (an end-to-end test's
  // "socket hang up", testing.md run 103). The headers' limit stays above it, so that an idle
  // connection is only ever ended by keepAliveTimeout. (A connection whose request was answered
  // before its body arrived drops the rest at once: unread-body.server.ts.)
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

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
    server.closeIdleConnections();
    // Requests still running after the drain are cut off, so that the database (the embedded one
    // writes its last pages) is closed well inside a container's stop timeout.
    setTimeout(() => server.closeAllConnections(), STOP_DRAIN_MS).unref();
    setTimeout(() => process.exit(1), STOP_LAST_RESORT_MS).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

const processes = processCount();
if (cluster.isPrimary && processes > 1) runPrimary(processes);
else main();
