// Types of embedded-thread.js (plain JavaScript: server.js starts it before the build is loaded).
export const EMBEDDED_SOCKET_VARIABLE: "EMBEDDED_DATABASE_SOCKET";

export interface EmbeddedThread {
  /** The folder of its Unix socket: `pg`'s host. */
  socketDir: string;
  /** A tarball of its data directory, to start another one from. */
  dumpDataDir(): Promise<Blob>;
  /** Called if the thread ends other than by `stop()`. */
  onExit(listener: (code: number) => void): void;
  /** Closes the database (its last pages written) and ends the thread. */
  stop(): Promise<void>;
}

/** Starts the database thread on `dataDir`/pglite (`memory://`: in memory), resolved once it is open. */
export function startEmbeddedThread(dataDir: string, loadDataDir?: Blob): Promise<EmbeddedThread>;
