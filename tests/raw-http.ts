import { type Agent, request } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body as sent, for a compressed one. */
  bytes: Buffer;
}

/**
 * One HTTP request sent exactly as written (node:http): a foreign `Host`, an odd method or
 * content type, a path with percent-encoded control characters. A fetch client would normalise
 * or refuse some of them. An answer that takes longer than `timeoutMs` is an error.
 */
export function rawRequest(
  url: string,
  {
    method = "GET",
    path = "/",
    headers = {},
    body,
    agent,
    timeoutMs = 15_000,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    agent?: Agent | false;
    timeoutMs?: number;
  } = {},
): Promise<RawAnswer> {
  const base = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
      });
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    req.on("error", (error) => reject(new Error(`${method} ${path.slice(0, 120)}: ${error.message}`)));
    req.end(body);
  });
}
