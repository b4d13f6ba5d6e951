import { readdirSync, readFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import path from "node:path";
import { expect } from "@playwright/test";
import routes from "../../app/routes";
import { test } from "./fixtures";
import { flatten, HTTP } from "./helpers";
import { TEST_PASSWORD } from "./users";

/*
 * Issue 14's fuzz test: every route of app/routes.ts (pages, their `.data` twins, actions, the JSON
 * API, resources) gets a fixed corpus of bad requests over HTTP, signed out and signed in. It fails
 * on any 5xx and on any answer that shows a raw translation key. No browser: node:http, so that
 * paths, methods and headers go out exactly as written.
 */

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every URL pattern of the route table, once. */
function patterns(list: RouteEntry[], prefix = ""): string[] {
  return list.flatMap((route) => {
    const own = route.index ? prefix : [prefix, route.path].filter(Boolean).join("/");
    return [...(route.children ? [] : [own]), ...patterns(route.children ?? [], own)];
  });
}

/** A URL for a pattern, its parameters filled with `values` (an optional one always given). */
function fill(pattern: string, values: Record<string, string>): string {
  const url = pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return values["*"];
      const param = /^:(\w+)\??$/.exec(segment)?.[1];
      return param ? (values[param] ?? "1") : segment;
    })
    .join("/");
  return `/${url}`;
}

/** Every key of every locale file: a key found in a page's text or a JSON message was not translated. */
const KEYS = new Set(
  readdirSync("locales/en").flatMap((file) =>
    flatten(JSON.parse(readFileSync(path.join("locales/en", file), "utf8"))).map(([key]) => key),
  ),
);

/** Keys in what a person reads: a page without its scripts (whose data holds keys on purpose), or JSON. */
function untranslatedKeys(type: string, body: string): string[] {
  const text = type.includes("html") ? body.replace(/<script\b[\s\S]*?<\/script>/g, "") : body;
  return [...new Set(text.match(/\b[a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+\b/g) ?? [])].filter((key) =>
    KEYS.has(key),
  );
}

const MEGABYTE = "x".repeat(1024 * 1024);
const TEXT_FIELDS = [
  "email",
  "password",
  "password2",
  "name",
  "fullName",
  "username",
  "message",
  "title",
  "about",
  "description",
  "position",
  "note",
  "reason",
  "phone",
  "city",
  "country",
  "amount",
  "key",
  "rating",
  "text",
  "intent",
  "redirectTo",
  "returnTo",
];
const form = (value: string) => new URLSearchParams(TEXT_FIELDS.map((field) => [field, value])).toString();
const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";
const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
/** Where a redirect after the form may go: non-Latin-1, CR/LF, a tab before `//host`. */
const BAD_TARGETS =
  "redirectTo=%2F%D0%BC%0D%0ASet-Cookie%3A%20x%3D1&returnTo=%2F%09%2Fevil.example&next=%2F%2Fevil.example";

interface Probe {
  method: string;
  path: string;
  type?: string;
  body?: string;
  headers?: Record<string, string>;
}

/** The corpus for one URL: wrong methods and bodies, bad text, bad redirect targets, bad queries. */
function probes(url: string): Probe[] {
  const post = (type: string | undefined, body: string, extra: Partial<Probe> = {}): Probe => ({
    method: "POST",
    path: url,
    type,
    body,
    ...extra,
  });
  return [
    { method: "GET", path: `${url}?q=%00%1B&page=-1&tab=%00&ordering=%00&${BAD_TARGETS}` },
    ...["PUT", "PATCH", "DELETE", "OPTIONS"].map((method) => ({
      method,
      path: url,
      type: FORM,
      body: "a=1",
    })),
    post(undefined, "a=1"),
    post("text/plain", "hello"),
    post(JSON_TYPE, "{}"),
    post(JSON_TYPE, '{"email":'),
    post(
      JSON_TYPE,
      JSON.stringify({ email: 5, position: [1], name: { a: 1 }, published: "x", brands: [[1]] }),
    ),
    post(JSON_TYPE, deep(20_000)),
    post("multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'),
    post("multipart/form-data", "a=1"),
    post(FORM, form("a\u0000b\u001b\u0085\r\n")),
    post(FORM, `email=${MEGABYTE}&message=${MEGABYTE}`),
    post(FORM, form("Olena"), { path: `${url}?${BAD_TARGETS}` }),
  ];
}

/** The account API's endpoints (one route, `api/api/auth/*`). */
const AUTH_ENDPOINTS = [
  "users/",
  "users/me/",
  "users/activation/",
  "users/reset_password/",
  "users/reset_password_confirm/",
  "jwt/create/",
  "jwt/refresh/",
  "jwt/verify/",
];

/** A pattern with each optional parameter (but the locale prefix) also left out. */
const withOptionalsLeftOut = (pattern: string) => [
  pattern,
  ...(/\/:(?!lang)\w+\?/.test(pattern) ? [pattern.replace(/\/:(?!lang)\w+\?/g, "")] : []),
];

/** The route table's URLs, parameters from the demo data and from the corpus (NUL in a slug). */
function urls(lesson: string, master: string): string[] {
  const all = patterns(routes as RouteEntry[])
    .flatMap(withOptionalsLeftOut)
    .flatMap((pattern) =>
      pattern.endsWith("auth/*")
        ? AUTH_ENDPOINTS.map((endpoint) => pattern.replace("*", endpoint))
        : [pattern],
    );
  return [...new Set(all)].flatMap((pattern) => {
    const base = { lang: "de", locale: "de", lng: "de", id: "1", caption: "MQ", what: "balance", file: "x" };
    const slugs = pattern.includes("masters/:slug") ? [master, "x%00"] : [lesson, "x%00"];
    const page = pattern.startsWith(":lang?");
    return slugs.flatMap((slug, index) => {
      if (index > 0 && !pattern.includes(":slug") && !pattern.includes("*")) return [];
      const url = fill(pattern, { ...base, slug, "*": index > 0 ? "x%00" : "x" });
      // A page's data request (client navigation and form posts) takes the same corpus.
      return page ? [url, url === "/de" ? "/de.data" : `${url}.data`] : [url];
    });
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 6 });

function send(
  base: URL,
  probe: Probe,
  headers: Record<string, string>,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: probe.method,
        path: probe.path,
        agent,
        headers: {
          // Its own client address: the corpus trips rate limits no other test should meet.
          "X-Forwarded-For": "198.51.100.99",
          ...(probe.type ? { "Content-Type": probe.type } : {}),
          ...headers,
          ...probe.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(probe.body);
  });
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

test.describe("fuzz: every route, bad input (issue 14)", { tag: [HTTP] }, () => {
  test.setTimeout(120_000);

  test("answers no 5xx and shows no raw key, signed out and signed in", async ({ request, baseURL }) => {
    const base = new URL(baseURL as string);
    const first = async (list: string) =>
      ((await (await request.get(`/api/en/api/${list}/`)).json()) as { results: Record<string, string>[] })
        .results[0];
    const lesson = encodeURIComponent((await first("lessons"))?.slug ?? "x");
    const master = encodeURIComponent((await first("masters"))?.username ?? "x");

    // A signed-in visitor: the session cookie for pages, a bearer token for the API.
    const email = `fuzz-${Date.now()}@example.com`;
    const session = (await (
      await request.post("/__test__/session", {
        data: { email, username: `fuzz_${Date.now()}`, fullName: "Fuzz Tester", password: TEST_PASSWORD },
      })
    ).json()) as { cookie: { name: string; value: string } };
    const tokens = (await (
      await request.post("/api/api/auth/jwt/create/", { data: { email, password: TEST_PASSWORD } })
    ).json()) as { access: string };
    const signedIn = {
      Cookie: `${session.cookie.name}=${session.cookie.value}`,
      Authorization: `Bearer ${tokens.access}`,
    };

    const all = urls(lesson, master);
    const failures: string[] = [];
    let sent = 0;
    for (const [who, headers] of [
      ["signed out", {}],
      ["signed in", signedIn],
    ] as const) {
      // Logging out would end the signed-in pass's session: it is probed signed out only.
      const list = all.filter((url) => who === "signed out" || !/\/logout(\.data)?$/.test(url));
      await pool(
        list.flatMap((url) => probes(url)),
        6,
        async (probe) => {
          const answer = await send(base, probe, headers);
          sent++;
          const label = `${who} ${probe.method} ${probe.path.slice(0, 120)} ${probe.type ?? ""} → ${answer.status}`;
          if (answer.status >= 500) failures.push(`${label}: ${answer.body.slice(0, 200)}`);
          const keys = untranslatedKeys(answer.type, answer.body);
          if (keys.length > 0) failures.push(`${label}: raw keys ${keys.join(", ")}`);
        },
      );
    }

    // A host the site does not serve is refused before anything is rendered.
    const foreign = await send(base, { method: "GET", path: "/de/lessons" }, { Host: "evil.example" });
    expect(foreign.status).toBe(400);

    expect(failures, `${failures.length} of ${sent} answers failed`).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  });
});
