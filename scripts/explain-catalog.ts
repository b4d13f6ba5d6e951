// npx tsx scripts/explain-catalog.ts [--plans] [--runs N] [--check]
//
// Runs every catalog list (each ordering and filter, alone and combined), the detail pages and
// the main page's lists against the configured database (DATABASE_URL, else the PGlite database
// in DATA_DIR) — seed it first with `npm run db:seed -- --scale`. The real catalog functions run
// on a Drizzle instance that records their SQL; each statement is then run under
// EXPLAIN (ANALYZE, BUFFERS) and summarised: execution time, pages touched and the scans it
// used. A sequential scan of lessons, profiles, users or the link tables is flagged with "SEQ".
// Then each function is timed (min, median and p95 of N runs, default 20). --plans prints the
// full text plans; --check exits with 1 when a statement reads the whole lessons table where an
// index should find its rows (the bench runs it on scaled data: at test-fixture sizes the planner
// scans whatever the SQL says, so no test can see a plan). A master list's hash join over users
// and profiles (20,000 rows at --scale 100000) is the planner's fair choice and is only shown.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import {
  type LessonFilters,
  type MasterFilters,
  parseLessonFilters,
  parseMasterFilters,
} from "~/forms/catalog-filters";
import { lessonFilterOptions, masterFilterOptions } from "~/server/catalog/filter-options.server";
import { featuredLessons, getLesson, listLessons, newestLessons } from "~/server/catalog/lessons.server";
import { featuredMasters, getMaster, listMasters } from "~/server/catalog/masters.server";
import type { Database } from "~/server/db/client.server";
import * as schema from "~/server/db/schema";
import { parseEnv } from "~/server/env.server";

const showPlans = process.argv.includes("--plans");
const check = process.argv.includes("--check");
const runsAt = process.argv.indexOf("--runs");
const RUNS = runsAt > 0 ? Number(process.argv[runsAt + 1]) || 20 : 20;
const WATCHED = new Set([
  "lessons",
  "profiles",
  "users",
  "lesson_brands",
  "master_skills",
  "profile_brands",
  "reviews",
]);

const captured: { sql: string; params: unknown[] }[] = [];
const recorder: Logger = { logQuery: (query, params) => captured.push({ sql: query, params }) };

const env = parseEnv(process.env);
let raw: (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
let db: Database;
let recording: Database;
let close: () => Promise<void>;
let kind: string;
if (env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
  raw = async (text, params) => (await pool.query(text, params)).rows;
  db = drizzlePg(pool, { schema }) as unknown as Database;
  recording = drizzlePg(pool, { schema, logger: recorder }) as unknown as Database;
  close = () => pool.end();
  kind = "PostgreSQL";
} else {
  const client = await PGlite.create(path.join(env.DATA_DIR, "pglite"), { extensions: { pg_trgm } });
  raw = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
  db = drizzlePglite(client, { schema }) as unknown as Database;
  recording = drizzlePglite(client, { schema, logger: recorder }) as unknown as Database;
  close = () => client.close();
  kind = "PGlite";
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Scan Direction"?: string;
  "Actual Rows"?: number;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
}

/** The scans of a plan, e.g. "Index Scan Backward lessons_published_views_idx", "SEQ Scan lessons". */
function scans(node: PlanNode, out: string[] = []): string[] {
  const type = node["Node Type"];
  if (node["Relation Name"] && WATCHED.has(node["Relation Name"])) {
    const backward = node["Scan Direction"] === "Backward" ? " Backward" : "";
    if (type === "Seq Scan") out.push(`SEQ ${node["Relation Name"]} (${node["Actual Rows"]} rows)`);
    else out.push(`${type}${backward} ${node["Index Name"] ?? node["Relation Name"]}`);
  } else if (type === "Bitmap Index Scan" && node["Index Name"]) {
    out.push(`Bitmap ${node["Index Name"]}`);
  }
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

async function explain(statement: { sql: string; params: unknown[] }) {
  const [row] = await raw(`explain (analyze, buffers, format json) ${statement.sql}`, statement.params);
  const value = row?.["QUERY PLAN"];
  const [plan] = (typeof value === "string" ? JSON.parse(value) : value) as {
    Plan: PlanNode;
    "Execution Time": number;
  }[];
  let text = "";
  if (showPlans) {
    const lines = await raw(`explain (analyze) ${statement.sql}`, statement.params);
    text = lines.map((line) => String(line["QUERY PLAN"])).join("\n");
  }
  // Pages touched: unlike times, not disturbed by other work on the machine.
  const pages = (plan?.Plan["Shared Hit Blocks"] ?? 0) + (plan?.Plan["Shared Read Blocks"] ?? 0);
  return { ms: plan?.["Execution Time"] ?? 0, pages, scans: plan ? scans(plan.Plan) : [], text };
}

async function timed(run: (db: Database) => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run(db);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run(db);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { min: times[0] ?? 0, median: at(0.5), p95: at(0.95) };
}

// Values that exist in the seeded data: the busiest sub-category, a brand used by lessons, a city.
const pick = async (text: string) => (await raw(text, []))[0] ?? {};
const { sub, category } = await pick(
  "select sub_category_id as sub, category_id as category from lessons where published group by 1, 2 order by count(*) desc limit 1",
);
const { brand } = await pick(
  "select brand_id as brand from lesson_brands group by 1 order by count(*) desc limit 1",
);
const { country, city } = await pick(
  "select u.country, u.city from users u join profiles p on p.user_id = u.id where p.is_listed group by 1, 2 order by count(*) desc limit 1",
);
const { slug } = await pick("select slug from lessons where published order by views desc limit 1");
const { username } = await pick(
  "select u.username from users u join profiles p on p.user_id = u.id where p.is_listed order by p.views desc limit 1",
);
const { lessons: lessonCount } = await pick("select count(*)::int as lessons from lessons where published");
const { masters: masterCount } = await pick("select count(*)::int as masters from profiles where is_listed");

/** Scenarios that read all lessons by nature: a two-letter search is below the trigram index's reach. */
const SCANS_LESSONS = new Set(["lessons q=ge (two letters)"]);

const lessonsBy = (query: string) => (database: Database) =>
  listLessons(database, "en", parseLessonFilters(new URLSearchParams(query)) satisfies LessonFilters);
const mastersBy = (query: string) => (database: Database) =>
  listMasters(database, "en", parseMasterFilters(new URLSearchParams(query)) satisfies MasterFilters);

const scenarios: [string, (database: Database) => Promise<unknown>][] = [
  ["lessons ordering=level", lessonsBy("ordering=level")],
  ["lessons ordering=newest", lessonsBy("ordering=newest")],
  ["lessons ordering=views", lessonsBy("ordering=views")],
  ["lessons ordering=rating", lessonsBy("ordering=rating")],
  ["lessons ordering=price", lessonsBy("ordering=price")],
  ["lessons ordering=-price", lessonsBy("ordering=-price")],
  ["lessons ordering=views page=400", lessonsBy("ordering=views&page=400")],
  ["lessons q=манікюр", lessonsBy("q=манікюр")],
  ["lessons q=eclat", lessonsBy("q=eclat")],
  ["lessons q=zzzz (no match)", lessonsBy("q=zzzz")],
  ["lessons q=ge (two letters)", lessonsBy("q=ge")],
  [`lessons category=${category}`, lessonsBy(`category=${category}`)],
  [`lessons subcategory=${sub}`, lessonsBy(`subcategory=${sub}`)],
  [`lessons subcategory=${sub} ordering=views`, lessonsBy(`subcategory=${sub}&ordering=views`)],
  ["lessons level=advanced", lessonsBy("level=advanced")],
  ["lessons level=advanced ordering=rating", lessonsBy("level=advanced&ordering=rating")],
  ["lessons price 20–50", lessonsBy("price_min=20&price_max=50")],
  ["lessons price 20–50 ordering=price", lessonsBy("price_min=20&price_max=50&ordering=price")],
  ["lessons price_max=0", lessonsBy("price_max=0")],
  [`lessons brand=${brand}`, lessonsBy(`brand=${brand}`)],
  [`lessons brand=${brand} ordering=newest`, lessonsBy(`brand=${brand}&ordering=newest`)],
  [
    "lessons combined (subcategory, level, price, brand, q)",
    lessonsBy(`subcategory=${sub}&level=beginner&price_min=5&price_max=200&brand=${brand}&q=man`),
  ],
  ["masters ordering=teacher", mastersBy("ordering=teacher")],
  ["masters ordering=master", mastersBy("ordering=master")],
  ["masters ordering=teacher page=100", mastersBy("ordering=teacher&page=100")],
  ["masters q=олена", mastersBy("q=олена")],
  ["masters q=lefevre", mastersBy("q=lefevre")],
  [`masters subcategory=${sub}`, mastersBy(`subcategory=${sub}`)],
  ["masters level=5", mastersBy("level=5")],
  [`masters country=${country}`, mastersBy(`country=${country}`)],
  [`masters city=${city}`, mastersBy(`city=${String(city).toUpperCase()}`)],
  [
    "masters combined (subcategory, level, country, city, q)",
    mastersBy(`subcategory=${sub}&level=4&country=${country}&city=${city}&q=a`),
  ],
  [`lesson detail ${slug}`, (database) => getLesson(database, "en", String(slug))],
  [`master detail ${username}`, (database) => getMaster(database, "en", String(username).toUpperCase())],
  ["main page: featured lessons", (database) => featuredLessons(database, "en", 8)],
  ["main page: newest lessons", (database) => newestLessons(database, "en", 8)],
  ["main page: featured masters", (database) => featuredMasters(database, "en", 8)],
  ["lesson filter options", (database) => lessonFilterOptions(database, "en")],
  ["master filter options", (database) => masterFilterOptions(database, "en")],
];

console.log(
  `${kind}: ${lessonCount} published lessons, ${masterCount} listed masters; ${RUNS} timed runs each\n`,
);
let flagged = 0;
let lessonScans = 0;
try {
  for (const [name, run] of scenarios) {
    captured.length = 0;
    await run(recording);
    const statements = [...captured];
    const time = await timed(run);
    console.log(
      `${name}: min ${time.min.toFixed(1)} ms, median ${time.median.toFixed(1)} ms, p95 ${time.p95.toFixed(1)} ms`,
    );
    for (const [index, statement] of statements.entries()) {
      // The locale's category titles and the like are tiny tables: only the catalog's are shown.
      const plan = await explain(statement);
      if (plan.scans.length === 0 && !showPlans) continue;
      if (plan.scans.some((scan) => scan.startsWith("SEQ"))) flagged++;
      if (plan.scans.some((scan) => scan.startsWith("SEQ lessons ")) && !SCANS_LESSONS.has(name))
        lessonScans++;
      console.log(`  #${index + 1} ${plan.ms.toFixed(2)} ms ${plan.pages} pages  ${plan.scans.join(" · ")}`);
      if (showPlans) console.log(`${statement.sql}\n${plan.text}\n`);
    }
  }
} finally {
  await close();
}
console.log(`\n${flagged} statement(s) with a sequential scan of a catalog table`);
console.log(`${lessonScans} of them reading all lessons where an index should find the rows`);
if (check && lessonScans > 0) process.exitCode = 1;
