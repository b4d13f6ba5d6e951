// The embedded database in its own thread, speaking PostgreSQL's wire protocol on a Unix socket, so
// that the app reaches it with the same `pg` driver as a real PostgreSQL and its WebAssembly never
// runs on the thread that renders pages. Plain JavaScript: it is started by path, outside the build.
//
// PGlite is one database session. Connections take turns a whole request at a time (every message
// up to a Sync or a simple Query), so one connection's Parse is never followed by another's Bind,
// and while a transaction is open only the connection that opened it is served. Prepared statements
// live in that one session too: the app names them per connection (statement-cache.server.ts), and
// a connection's are closed when it goes, as a PostgreSQL backend would drop them.
import { mkdir, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
// Messages after which the server answers ReadyForQuery: the end of one request.
const REQUEST_ENDS = new Set(["S".charCodeAt(0), "Q".charCodeAt(0)]);
const TERMINATE = "X".charCodeAt(0);
const PARSE = "P".charCodeAt(0);
const SYNC = new Uint8Array(["S".charCodeAt(0), 0, 0, 0, 4]);

/** @type {{ location?: string, socketPath: string, loadDataDir?: Uint8Array }} */
const { location, socketPath, loadDataDir } = workerData;

if (location) await mkdir(path.dirname(location), { recursive: true });
const db = await PGlite.create(location, {
  // pg_trgm backs the catalog's search indexes (migration 0002 creates the extension).
  extensions: { pg_trgm },
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
});

/** Connections with a complete request waiting, in arrival order. */
const ready = [];
/** The connection whose transaction is open: no one else is served until it ends. */
let owner = null;
let running = false;
/** Set when the app closes the database: nothing more is served. */
let closing = false;

async function serveRequests() {
  if (running) return;
  running = true;
  try {
    while (!closing) {
      const index = owner ? ready.indexOf(owner) : 0;
      const connection = ready[index];
      if (!connection) break;
      ready.splice(index, 1);
      const request = connection.requests.shift();
      if (connection.requests.length > 0) ready.push(connection);
      for (const message of request) {
        await db.execProtocolRawStream(message, {
          onRawData: (data) => connection.write(data),
          syncToFs: REQUEST_ENDS.has(message[0]),
        });
      }
      owner = db.isInTransaction() ? connection : null;
    }
  } finally {
    running = false;
  }
}

class Connection {
  /** @param {net.Socket} socket */
  constructor(socket) {
    this.socket = socket;
    this.buffer = Buffer.alloc(0);
    this.started = false;
    /** Messages of the request being received. */
    this.pending = [];
    /** Complete requests not yet served. */
    this.requests = [];
    /** The names of the statements this connection prepared. */
    this.statements = new Set();
    socket.setNoDelay(true);
    socket.on("data", (data) => this.receive(data));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => this.closed());
  }

  write(data) {
    if (this.socket.writable) this.socket.write(data);
  }

  receive(data) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data;
    for (;;) {
      const length = this.nextMessageLength();
      if (length === 0 || this.buffer.length < length) break;
      const message = new Uint8Array(this.buffer.subarray(0, length));
      this.buffer = this.buffer.subarray(length);
      this.accept(message);
    }
  }

  /** Length of the next whole message in the buffer, or 0 while its header has not arrived. */
  nextMessageLength() {
    if (!this.started) return this.buffer.length >= 4 ? this.buffer.readInt32BE(0) : 0;
    return this.buffer.length >= 5 ? 1 + this.buffer.readInt32BE(1) : 0;
  }

  accept(message) {
    if (!this.started) {
      const code = Buffer.from(message.buffer, message.byteOffset).readInt32BE(4);
      // No TLS on a local socket; a cancel has no backend process to signal.
      if (code === SSL_REQUEST) return this.write(Buffer.from("N"));
      if (code === CANCEL_REQUEST) return this.socket.end();
      if (code !== PROTOCOL_3) return this.socket.destroy();
      this.started = true;
      return this.queue([message]);
    }
    if (message[0] === TERMINATE) return this.socket.end();
    if (message[0] === PARSE) {
      const name = cString(message, 5);
      if (name) this.statements.add(name);
    }
    this.pending.push(message);
    if (REQUEST_ENDS.has(message[0])) {
      this.queue(this.pending);
      this.pending = [];
    }
  }

  queue(request) {
    this.requests.push(request);
    if (!ready.includes(this)) ready.push(this);
    void serveRequests().catch(fail);
  }

  async closed() {
    const index = ready.indexOf(this);
    if (index !== -1) ready.splice(index, 1);
    this.requests = [];
    if (owner === this) {
      // A connection lost inside its transaction: undo it, as PostgreSQL does.
      owner = null;
      await db.exec("rollback").catch(fail);
      void serveRequests().catch(fail);
    }
    // Its prepared statements, closed in turn like any request (the answers go nowhere).
    if (this.statements.size > 0 && !closing) {
      this.queue([...[...this.statements].map(closeStatement), SYNC]);
      this.statements.clear();
    }
  }
}

/** The zero-terminated string at `offset` of a protocol message. */
function cString(message, offset) {
  const end = message.indexOf(0, offset);
  return Buffer.from(message.buffer, message.byteOffset + offset, end - offset).toString("utf8");
}

/** A Close message for the prepared statement `name`. */
function closeStatement(name) {
  const text = Buffer.from(`${name}\0`, "utf8");
  const message = Buffer.alloc(6 + text.length);
  message.write("C", 0);
  message.writeInt32BE(5 + text.length, 1);
  message.write("S", 5);
  text.copy(message, 6);
  return new Uint8Array(message);
}

/** PGlite answers a bad query with an error message; a throw means the database itself failed. */
function fail(error) {
  parentPort?.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) });
  // Ends this thread (not the process): the app sees it exit and stops (client.server.ts).
  process.exit(1);
}

await rm(socketPath, { force: true });
const server = net.createServer((socket) => new Connection(socket));
await new Promise((resolve, reject) => server.once("error", reject).listen(socketPath, resolve));

parentPort?.on("message", async (message) => {
  if (message?.type === "dump") {
    // Uncompressed: loading it then skips a gunzip.
    const tarball = await db.dumpDataDir("none");
    const data = new Uint8Array(await tarball.arrayBuffer());
    parentPort?.postMessage({ type: "dump", data }, [data.buffer]);
    return;
  }
  if (message?.type !== "close") return;
  closing = true;
  server.close();
  // The request being served finishes first (the app has ended its connections by now).
  while (running) await new Promise((resolve) => setTimeout(resolve, 5));
  await db.close();
  await rm(socketPath, { force: true });
  parentPort?.postMessage({ type: "closed" });
});
parentPort?.postMessage({ type: "ready" });
