// The production build served on demo content, for the measuring scripts (bench, Lighthouse):
// started, waited for, its first lesson and master looked up, and stopped.
import { execSync, spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/** The pages the bench measures ("{lesson}" and "{master}": see `resolve`); BENCH_PAGES replaces them. */
export const BENCH_PAGES = (
  process.env.BENCH_PAGES ??
  "/en,/en/about-us,/lessons,/en/lessons?ordering=price&level=beginner&price_max=60,/en/masters,/lessons/{lesson},/en/masters/{master}"
).split(",");

/** What every browser sends: the app answers in brotli, as it does to visitors. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

export async function waitUntilReady(url) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} never became ready`);
}

/** Empties a PostgreSQL database for a server to migrate and seed afresh. */
export function emptyDatabase(databaseUrl) {
  execSync(
    `psql "${databaseUrl}" -qc "set client_min_messages = warning; drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;"`,
  );
}

/**
 * Starts `server.js` (the build in BUILD_DIR or build/) on a fresh data folder, or on the one there
 * with `keep` (seeded beforehand); `env` adds settings. `cwd` runs another checkout's server.js,
 * build and node_modules (to compare a change in a dependency); paths are relative to it.
 */
export async function startProductionServer({ port, dataDir, env = {}, keep = false, cwd = process.cwd() }) {
  dataDir = path.resolve(cwd, dataDir);
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ["server.js"], {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
      PORT: String(port),
      HOST: "127.0.0.1",
      // Production refuses to start without its public origin (decision 026): here, this address.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DEMO_CONTENT: "true",
      LOG_LEVEL: "silent",
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${origin}/readyz`);
  return {
    origin,
    /** CPU milliseconds the server's processes (it and the ones it started) have used so far. */
    cpuMs: () => processTreeCpuMs(server.pid),
    /** `page` with "{lesson}" and "{master}" replaced by the first lesson and master the JSON API lists. */
    async resolve(pages) {
      const first = async (list) => {
        const body = await (await fetch(`${origin}/api/en/api/${list}/`)).json();
        return body.results[0]?.slug ?? body.results[0]?.username;
      };
      const lesson = encodeURIComponent(await first("lessons"));
      const master = encodeURIComponent(await first("masters"));
      return pages.map((page) => page.replace("{lesson}", lesson).replace("{master}", master));
    },
    /**
     * Logs in through the login form as a demo account (the demo learner unless `email` says
     * otherwise): the session cookie to send, and the account's own page (the office's tabs).
     */
    async signIn(email = "tetiana.kravets@demo.maistry.app") {
      const response = await fetch(`${origin}/en/login`, {
        method: "POST",
        redirect: "manual",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password: process.env.DEMO_PASSWORD || "maistry-demo-2026" }),
      });
      const cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      if (response.status !== 302 || !cookie)
        throw new Error(`logging in as ${email} answered ${response.status}`);
      // The login sends a user to their own page, by id; that address redirects to the slug.
      const own = await fetch(new URL(response.headers.get("location") ?? "", origin), {
        redirect: "manual",
        headers: { cookie },
      });
      const ownPage = new URL(own.headers.get("location") ?? "", origin).pathname;
      return { cookie, ownPage };
    },
    /**
     * Stops the server and, once it has exited, removes its data: removed earlier, the next run
     * could open a new database in the folder a closing one still writes to (a seed hung so).
     */
    async stop() {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      if (server.exitCode === null && server.signalCode === null) {
        server.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Linux's clock ticks per second, in which /proc counts CPU time. */
const TICKS_PER_SECOND = 100;

/** A process's /proc/<pid>/stat fields after its name, or null once it is gone. */
function statFields(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? null;
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds of `root` and its descendants (/proc, Linux): their own time and that of
 * children they have waited for.
 */
function processTreeCpuMs(root) {
  const parents = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const parent = Number(statFields(name)?.[1]);
    if (parent) parents.set(Number(name), parent);
  }
  const inTree = (pid) => {
    for (let at = pid; at; at = parents.get(at) ?? 0) if (at === root) return true;
    return false;
  };
  let ticks = 0;
  for (const pid of parents.keys()) {
    if (!inTree(pid)) continue;
    const fields = statFields(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
