import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { rawRequest } from "../raw-http";
import { test } from "./fixtures";
import { HTTP } from "./helpers";

/*
 * How the production build stops for an operator (issue 15, "Operating it"): within a container's
 * default stop timeout (Docker: 10 s) even with a request still running (server.js: 6 s of drain,
 * then the rest cut off), with the embedded database closed so that the next start opens it; and
 * how several processes share that database. Its own server on its own port and data folder.
 */
const PORT = Number(process.env.E2E_OPERATIONS_PORT ?? 3190);
const origin = `http://127.0.0.1:${PORT}`;

function start(dataDir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ["server.js"], {
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      SESSION_SECRET: "operations-secret-operations-secret-42",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO_CONTENT: "false",
      LOG_LEVEL: "silent",
      // Two processes sharing the embedded database through the primary's thread (decision 062),
      // whatever the machine's core count.
      WEB_CONCURRENCY: "2",
      ...env,
    },
  });
}

/**
 * The status lines of two GETs on one kept-alive connection, the second sent `idleMs` after the
 * first answer (null where the server had closed the connection by then).
 */
function twoRequestsOneConnection(pathname: string, idleMs: number): Promise<(string | null)[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, "127.0.0.1");
    const request = `GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nConnection: keep-alive\r\n\r\n`;
    const statuses: (string | null)[] = [];
    let received = "";
    socket.setEncoding("latin1");
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk: string) => {
      received += chunk;
      // Small bodies with their length: an answer is whole once its body has arrived.
      const head = received.indexOf("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? Number.NaN);
      if (head === -1 || received.length < head + 4 + length) return;
      statuses.push(received.slice(0, received.indexOf("\r\n")));
      received = "";
      if (statuses.length === 2) socket.end();
      else setTimeout(() => (socket.writable ? socket.write(request) : null), idleMs);
    });
    socket.on("close", () => resolve(statuses.length === 2 ? statuses : [...statuses, null]));
    socket.on("error", (error) => (statuses.length === 1 ? undefined : reject(error)));
  });
}

/** A GET on a connection of its own: the primary hands each new one to its processes in turn. */
const getOnNewConnection = (pathname: string) => rawRequest(origin, { path: pathname, agent: false });

async function ready(): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${origin}/readyz`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
}

/** A request whose body never ends: the server has it in hand when it is told to stop. */
function hangingUpload(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, "127.0.0.1", () => {
      socket.write(
        `POST /uploads?purpose=photo HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: image/jpeg\r\nContent-Length: 10000000\r\n\r\n`,
      );
      socket.write(Buffer.alloc(64 * 1024));
      resolve();
    });
    socket.on("error", () => {});
    socket.once("error", reject);
  });
}

test.describe("operating the production build", { tag: [HTTP] }, () => {
  // One after the other: both use the same port.
  test.describe.configure({ mode: "default", timeout: 120_000 });

  test("a stop ends within 10 s with a request in flight, and the database opens again", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "maistry-operations-"));
    try {
      const first = start(dataDir);
      await ready();
      await hangingUpload();
      const exited = new Promise<number | null>((resolve) => first.once("exit", resolve));
      const stoppedAt = Date.now();
      first.kill("SIGTERM");
      const code = await exited;
      test.info().annotations.push({ type: "stop", description: `${Date.now() - stoppedAt} ms` });
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      expect(code).toBe(0);

      const second = start(dataDir);
      try {
        await ready();
        expect((await fetch(`${origin}/en/about-us`)).status).toBe(200);
      } finally {
        second.kill("SIGTERM");
        await new Promise((resolve) => second.once("exit", resolve));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("both server processes answer from the embedded database the primary runs", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "maistry-operations-"));
    // NODE_ENV=test for the route that names the process answering (server/test-routes.ts).
    const server = start(dataDir, { NODE_ENV: "test" });
    try {
      await ready();
      // The second process starts once the first listens: wait until both answer.
      await expect
        .poll(async () => {
          const pids = new Set();
          for (let i = 0; i < 4; i++) pids.add((await getOnNewConnection("/__test__/process")).body);
          return pids.size;
        })
        .toBe(2);
      // Each prepares the same statements in the database's one session, which collided before
      // their names carried the process's number (every other page was a 503).
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push((await getOnNewConnection("/en/lessons")).status);
      expect(statuses).toEqual(Array(8).fill(200));
      // An idle connection stays open past Node's default 5 s (server.js: 65 s), so a request sent
      // on it just then is answered, not reset.
      expect(await twoRequestsOneConnection("/healthz", 6_000)).toEqual([
        "HTTP/1.1 200 OK",
        "HTTP/1.1 200 OK",
      ]);
      const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      server.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
