// Starts the embedded database's thread (pglite-worker.js) and talks to it. Plain JavaScript, so
// that server.js can start it before any of the build is loaded: with several server processes the
// primary runs the thread and the processes connect to its socket (decision 062); with one, the
// process runs it itself (client.server.ts).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

/** The socket folder the primary hands to its server processes (server.js; env.server.ts). */
export const EMBEDDED_SOCKET_VARIABLE = "EMBEDDED_DATABASE_SOCKET";

/** The database thread's code, started by path (the Dockerfile copies it next to this file). */
const WORKER = path.resolve(process.env.PGLITE_WORKER ?? "app/server/db/pglite-worker.js");

/**
 * Starts the thread on the database in `dataDir`/pglite (`memory://` keeps it in memory: tests),
 * serving PostgreSQL's wire protocol on a Unix socket in a new private folder: `pg` connects with
 * that folder as its host. Resolves once the database is open.
 * @param {string} dataDir
 * @param {Blob} [loadDataDir] a PGlite dump to start from instead of an empty database (tests)
 */
export async function startEmbeddedThread(dataDir, loadDataDir) {
  const location = dataDir === "memory://" ? undefined : path.join(path.resolve(dataDir), "pglite");
  const socketDir = await mkdtemp(path.join(os.tmpdir(), "maistry-db-"));
  const worker = new Worker(WORKER, {
    workerData: {
      location,
      socketPath: path.join(socketDir, ".s.PGSQL.5432"),
      loadDataDir: loadDataDir ? new Uint8Array(await loadDataDir.arrayBuffer()) : undefined,
    },
  });
  const messages = workerMessages(worker);
  try {
    await messages.next("ready");
  } catch (error) {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  let stopping = false;
  worker.on("error", (error) => console.error("the database thread failed:", error));
  return {
    socketDir,
    /** @returns {Promise<Blob>} a tarball of its data directory, to start another one from */
    dumpDataDir: async () => {
      worker.postMessage({ type: "dump" });
      return new Blob([(await messages.next("dump")).data]);
    },
    /** Calls `listener` if the thread ends other than by `stop()`. @param {(code: number) => void} listener */
    onExit: (listener) =>
      worker.on("exit", (code) => {
        if (!stopping) listener(code);
      }),
    /** Closes the database (its last pages written) and ends the thread. */
    stop: async () => {
      stopping = true;
      worker.postMessage({ type: "close" });
      await messages.next("closed");
      await worker.terminate();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}

/** Waits for the worker's next message of a kind; an error or exit of the worker rejects. @param {Worker} worker */
function workerMessages(worker) {
  return {
    /** @param {string} type */
    next: (type) =>
      new Promise((resolve, reject) => {
        /** @param {{ type: string, message?: string }} message */
        const onMessage = (message) => {
          if (message.type === type) done(() => resolve(message));
          else if (message.type === "error") done(() => reject(new Error(message.message)));
        };
        /** @param {Error} error */
        const onError = (error) => done(() => reject(error));
        /** @param {number} code */
        const onExit = (code) => done(() => reject(new Error(`the database thread exited (${code})`)));
        /** @param {() => void} settle */
        const done = (settle) => {
          worker.off("message", onMessage).off("error", onError).off("exit", onExit);
          settle();
        };
        worker.on("message", onMessage).on("error", onError).on("exit", onExit);
      }),
  };
}
