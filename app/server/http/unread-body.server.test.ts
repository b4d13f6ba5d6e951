import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { dropUnreadBody } from "./unread-body.server";

const MEGABYTE = 1024 * 1024;

/**
 * A server that does what React Router's adapter and a refusing action do: it begins reading the
 * body, stops when nothing takes it, and answers 405 at once. With `drop`, `dropUnreadBody` runs.
 */
function refusingServer(drop: { limit: number } | null): Promise<Server> {
  const server = createServer((req, res) => {
    if (drop) dropUnreadBody(req, res, drop.limit);
    req.on("data", () => req.pause());
    res.writeHead(405, { "Content-Length": "2" }).end("no");
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/**
 * Posts a 1 MB form on one kept-alive connection, then a GET on it once the first answer is in:
 * the status lines answered, and whether the server closed the connection.
 */
function postThenGet(server: Server): Promise<{ statuses: string[]; closed: boolean }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const statuses: string[] = [];
    const finish = (closed: boolean) => {
      socket.destroy();
      resolve({ statuses, closed });
    };
    const timer = setTimeout(() => finish(false), 2_000);
    socket.setEncoding("latin1");
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      finish(true);
    });
    socket.on("data", (chunk: string) => {
      for (const line of chunk.split("\r\n")) if (line.startsWith("HTTP/1.1 ")) statuses.push(line);
      if (statuses.length === 1 && chunk.includes("HTTP/1.1 "))
        socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
      if (statuses.length === 2) {
        clearTimeout(timer);
        finish(false);
      }
    });
    socket.write(
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${MEGABYTE}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(MEGABYTE, "a"));
  });
}

describe("dropUnreadBody", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  it("reads and drops the rest of a body answered early, so the connection takes the next request", async () => {
    server = await refusingServer({ limit: 16 * MEGABYTE });
    expect(await postThenGet(server)).toEqual({
      statuses: ["HTTP/1.1 405 Method Not Allowed", "HTTP/1.1 405 Method Not Allowed"],
      closed: false,
    });
  });

  it("closes the connection past its limit instead of reading on", async () => {
    server = await refusingServer({ limit: 64 * 1024 });
    expect(await postThenGet(server)).toEqual({
      statuses: ["HTTP/1.1 405 Method Not Allowed"],
      closed: true,
    });
  });

  it("leaves a GET alone: React Router's adapter never reads its body", async () => {
    const { req, res } = { req: new PassThrough() as unknown as IncomingMessage, res: new EventEmitter() };
    req.method = "GET";
    dropUnreadBody(req, res as ServerResponse);
    expect(res.listenerCount("finish")).toBe(0);
    req.method = "POST";
    dropUnreadBody(req, res as ServerResponse);
    expect(res.listenerCount("finish")).toBe(1);
  });

  it("is needed: without it the connection answers nothing more", async () => {
    server = await refusingServer(null);
    server.keepAliveTimeout = 60_000;
    expect(await postThenGet(server)).toEqual({
      statuses: ["HTTP/1.1 405 Method Not Allowed"],
      closed: false,
    });
  });
});
