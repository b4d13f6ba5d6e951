import { readdirSync, readFileSync } from "node:fs";
import { Agent } from "node:http";
import path from "node:path";
import { expect } from "@playwright/test";
import routes from "../../app/routes";
import { rawRequest } from "../raw-http";
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

/** Every string a person may read in a JSON answer: all but the machine-readable `key` codes. */
function readableStrings(value: unknown, name = ""): string[] {
  if (typeof value === "string") return name === "key" ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => readableStrings(item));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => readableStrings(item, key));
  }
  return [];
}

/**
 * Keys in what a person reads: a page without its scripts, or a JSON answer's messages. A `.data`
 * answer is data for the page's own code, which translates the keys it carries: not checked.
 */
function untranslatedKeys(type: string, body: string): string[] {
  let text = "";
  if (type.includes("html")) text = body.replace(/<script\b[\s\S]*?<\/script>/g, "");
  else if (type.includes("json")) {
    try {
      text = readableStrings(JSON.parse(body)).join("\n");
    } catch {
      text = body;
    }
  }
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

/** What a URL is, for its corpus: a page, a page's `.data` twin, or anything else (API, resources). */
type Kind = "page" | "data" | "other";

interface Target {
  url: string;
  kind: Kind;
}

/** The first probe of every URL: a GET with bad values in every query parameter read anywhere. */
const badQuery = (url: string): Probe => ({
  method: "GET",
  path: `${url}?q=%00%1B&page=-1&tab=%00&ordering=%00&${BAD_TARGETS}`,
});

/** A page's own content, without the header's and footer's menus and forms. */
const mainOf = (html: string) => html.split("<main")[1]?.split("</main>")[0] ?? "";
/** A page with a form of its own that posts: it has an action. */
const hasForm = (html: string) => /<form[^>]*method="post"/i.test(mainOf(html));
/** A page that asks a visitor to log in first (the application forms): signed in, it shows more. */
const asksToLogIn = (html: string) => /href="[^"]*\/login\?redirectTo=/.test(mainOf(html));

/** The probes every URL gets after its GET: a wrong method, bad text in a form, wrong JSON types. */
function basicProbes(url: string): Probe[] {
  const wrongJson = { email: 5, position: [1], name: { a: 1 }, published: "x", brands: [[1]] };
  return [
    { method: "PUT", path: url, type: FORM, body: "a=1" },
    { method: "POST", path: url, type: FORM, body: form("a\u0000b\u001b\u0085\r\n") },
    { method: "POST", path: url, type: JSON_TYPE, body: JSON.stringify(wrongJson) },
  ];
}

/**
 * The rest of the corpus, for a URL with an action (a page with a form of its own, an API
 * endpoint that took the POST): other methods, missing and wrong content types, broken multipart,
 * 1 MB, bad redirect targets; for the API (which parses JSON itself) broken and deep JSON too.
 * Every page refuses a non-form body in one middleware, and one without a form has no action:
 * the basic probes already show that.
 */
function actionProbes({ url, kind }: Target): Probe[] {
  const post = (type: string | undefined, body: string, path = url): Probe => ({
    method: "POST",
    path,
    type,
    body,
  });
  return [
    ...["PATCH", "DELETE"].map((method) => ({ method, path: url, type: FORM, body: "a=1" })),
    post(undefined, "a=1"),
    post("text/plain", "hello"),
    post("multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'),
    post("multipart/form-data", "a=1"),
    post(FORM, `message=${MEGABYTE}`),
    post(FORM, form("Olena"), `${url}?${BAD_TARGETS}`),
    ...(kind === "other"
      ? [
          post(JSON_TYPE, "{}"),
          post(JSON_TYPE, '{"email":'),
          post(JSON_TYPE, deep(20_000)),
          { method: "OPTIONS", path: url },
        ]
      : []),
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

/**
 * The route table's URLs, parameters from the demo data (a real lesson and master) and from the
 * corpus (NUL in a slug, with the basic probes).
 */
function targets(lesson: string, master: string): Target[] {
  const all = patterns(routes as RouteEntry[])
    .flatMap(withOptionalsLeftOut)
    .flatMap((pattern) =>
      // The account API's unprefixed twin (`api/api/auth/*`) is the same module: one of them.
      pattern === "api/api/auth/*"
        ? []
        : pattern.endsWith("auth/*")
          ? AUTH_ENDPOINTS.map((endpoint) => pattern.replace("*", endpoint))
          : [pattern],
    );
  const base = { lang: "de", locale: "de", lng: "de", id: "1", caption: "MQ", what: "balance", file: "x" };
  return [...new Set(all)].flatMap((pattern): Target[] => {
    const page = pattern.startsWith(":lang?");
    const real = pattern.includes("masters/:slug") ? master : lesson;
    const url = fill(pattern, { ...base, slug: real, "*": "x" });
    const found: Target[] = [{ url, kind: page ? "page" : "other" }];
    // A page's data request (client navigation and form posts).
    if (page) found.push({ url: url === "/de" ? "/de.data" : `${url}.data`, kind: "data" });
    if (pattern.includes(":slug") || pattern.endsWith("*")) {
      found.push({
        url: fill(pattern, { ...base, slug: "x%00", "*": "x%00" }),
        kind: page ? "page" : "other",
      });
    }
    return found;
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

interface Answer {
  status: number;
  type: string;
  body: string;
  /** Where a redirect goes (a page's Location, a data request's X-Remix-Redirect). */
  location: string;
}

/**
 * Sends a probe; once more on a fresh connection if a kept-alive one was closed under it (the
 * server drops idle sockets after 5 s: a race of the client's pool, not an answer).
 */
async function send(base: URL, probe: Probe, headers: Record<string, string>): Promise<Answer> {
  try {
    return await sendOnce(base, probe, headers, agent);
  } catch {
    return sendOnce(base, probe, headers, false);
  }
}

async function sendOnce(
  base: URL,
  probe: Probe,
  headers: Record<string, string>,
  via: Agent | false,
): Promise<Answer> {
  const answer = await rawRequest(base.origin, {
    method: probe.method,
    path: probe.path,
    agent: via,
    body: probe.body,
    headers: {
      // Its own client address: the corpus trips rate limits no other test should meet.
      "X-Forwarded-For": "198.51.100.99",
      ...(probe.type ? { "Content-Type": probe.type } : {}),
      ...headers,
      ...probe.headers,
    },
  });
  return {
    status: answer.status,
    body: answer.body,
    type: String(answer.headers["content-type"] ?? ""),
    location: String(answer.headers.location ?? answer.headers["x-remix-redirect"] ?? ""),
  };
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
  // About 2,000 requests: half a minute on this 2-core machine while other specs run.
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

    const failures: string[] = [];
    let sent = 0;
    /** Sends a probe and notes what fails: a 5xx, or a raw key where a person reads. */
    const check = async (who: string, headers: Record<string, string>, probe: Probe) => {
      const answer = await send(base, probe, headers).catch((error: Error) => ({
        status: 599,
        type: "",
        body: error.message,
        location: "",
      }));
      sent++;
      const label = `${who} ${probe.method} ${probe.path.slice(0, 120)} ${probe.type ?? ""} → ${answer.status}`;
      if (answer.status >= 500) failures.push(`${label}: ${answer.body.slice(0, 200)}`);
      const keys = untranslatedKeys(answer.type, answer.body);
      if (keys.length > 0) failures.push(`${label}: raw keys ${keys.join(", ")}`);
      return answer;
    };

    /**
     * One visitor's pass: every target's GET (which tells the pages with a form of their own), the
     * basic probes, then the rest for what has an action. Answers the targets that turned the
     * visitor away (401, 403, off to the login page) or asked them to log in first.
     */
    const pass = async (who: string, headers: Record<string, string>, list: Target[]) => {
      const withAction = new Set<string>();
      const guarded = new Set<string>();
      const turnedAway = (answer: Answer, url: string) => {
        if (answer.status === 401 || answer.status === 403 || /\/login\b/.test(answer.location))
          guarded.add(url);
      };
      // A data twin's loaders are its page's: its GET adds nothing, its form post goes below.
      await pool(
        list.filter((target) => target.kind !== "data"),
        4,
        async (target) => {
          const answer = await check(who, headers, badQuery(target.url));
          turnedAway(answer, target.url);
          if (target.kind === "page" && hasForm(answer.body)) withAction.add(target.url);
          if (target.kind === "page" && asksToLogIn(answer.body)) guarded.add(target.url);
        },
      );
      await pool(
        list.flatMap((target) =>
          (target.kind === "data" ? basicProbes(target.url).slice(1, 2) : basicProbes(target.url)).map(
            (probe) => ({ target, probe }),
          ),
        ),
        4,
        async ({ target, probe }) => {
          const answer = await check(who, headers, probe);
          turnedAway(answer, target.url);
          // An API endpoint or resource that took the form post (no 404/405): it has an action.
          if (target.kind === "other" && probe.type === FORM && ![404, 405].includes(answer.status))
            withAction.add(target.url);
        },
      );
      await pool(
        list.filter((target) => withAction.has(target.url)).flatMap(actionProbes),
        4,
        async (probe) => {
          await check(who, headers, probe);
        },
      );
      return guarded;
    };

    // Signed out, every route; signed in, what turned the visitor away (the office, the API's
    // own items, buying, top-ups, uploads), with their data twins.
    const all = targets(lesson, master);
    const guarded = await pass("signed out", {}, all);
    const personal = all.filter(
      (target) => guarded.has(target.url) || guarded.has(target.url.replace(/\.data$/, "")),
    );
    await pass("signed in", signedIn, personal);

    // A host the site does not serve is refused before anything is rendered.
    const foreign = await send(base, { method: "GET", path: "/de/lessons" }, { Host: "evil.example" });
    expect(foreign.status).toBe(400);

    expect(failures, `${failures.length} of ${sent} answers failed`).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  });
});
