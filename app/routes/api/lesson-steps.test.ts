import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "~/server/auth/tokens.server";
import type { User } from "~/server/auth/users.server";
import { lessons } from "~/server/db/schema";
import { seedReferenceContent } from "~/server/seed/reference.server";
import { testDatabases } from "../../../tests/databases";
import { makeUser, officeContext, someSpecializations, testUploadDeps } from "../../../tests/support/office";
import { loader as lessonLoader } from "./lesson";
import { action as lessonsAction } from "./me-lessons";

const ORIGIN = "http://maistry.test";

// biome-ignore lint/suspicious/noExplicitAny: the endpoints read only request, params and context
type Endpoint = (args: any) => Promise<Response>;
const lessonsEndpoint = lessonsAction as Endpoint;
const lessonEndpoint = lessonLoader as Endpoint;

describe.each(testDatabases())("lesson steps in the JSON APIs on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let root: string;
  let owner: User;
  let token: string;
  let specialization: number;

  beforeAll(async () => {
    database = await engine.open();
    await seedReferenceContent(database.db);
    root = (await testUploadDeps(database.db)).root;
    owner = await makeUser(database.db);
    specialization = (await someSpecializations(database.db)).manicureClassic.id;
    token = await issueAccessToken(owner.id, officeContext(database, root, null).services.sessionSecrets);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  async function call(pathname: string, method: string, json?: unknown) {
    const segments = pathname.split("/").filter(Boolean);
    const id = /^\d+$/.test(segments.at(-1) ?? "") ? segments.at(-1) : undefined;
    const response = await lessonsEndpoint({
      request: new Request(`${ORIGIN}${pathname}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: json === undefined ? undefined : JSON.stringify(json),
      }),
      params: { locale: segments[1], id },
      context: officeContext(database, root, null, "en").context,
    });
    return { status: response.status, body: await response.json() };
  }

  it("takes steps as [{title, start_seconds}], keeps them on a change that leaves them out, replaces them", async () => {
    const created = await call("/api/en/api/me/lessons/", "POST", {
      title: "Gel polish",
      about: "About",
      level: "none",
      price: "0",
      specialization,
      steps: [
        { title: "Preparation", start_seconds: 0 },
        { title: "Shaping", start_seconds: 3.5 },
        { title: "Finish", start_seconds: "1:05" },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.steps).toEqual([
      { title: "Preparation", start_seconds: 0 },
      { title: "Shaping", start_seconds: 3.5 },
      { title: "Finish", start_seconds: 65 },
    ]);
    const item = `/api/en/api/me/lessons/${created.body.id}`;
    const renamed = await call(item, "PATCH", { title: "Gel polish, step by step" });
    expect(renamed.body.steps).toHaveLength(3);
    const replaced = await call(item, "PATCH", { steps: [{ title: "All in one", start_seconds: 2 }] });
    expect(replaced.body.steps).toEqual([{ title: "All in one", start_seconds: 2 }]);

    // The catalog's lesson lists them too (published here directly: publishing needs real videos).
    await database.db.update(lessons).set({ published: true }).where(eq(lessons.id, created.body.id));
    const page = await lessonEndpoint({
      request: new Request(`${ORIGIN}/api/en/api/lessons/${created.body.slug}/`),
      params: { locale: "en", slug: created.body.slug },
      context: officeContext(database, root, null, "en").context,
    });
    expect(page.status).toBe(200);
    expect((await page.json()).steps).toEqual([{ title: "All in one", start_seconds: 2 }]);

    const cleared = await call(item, "PATCH", { steps: [], published: false });
    expect(cleared.body.steps).toEqual([]);
  });

  it("names each refused step by its place in the list, in the URL's language", async () => {
    const refused = await call("/api/de/api/me/lessons/", "POST", {
      title: "Gel",
      about: "About",
      level: "none",
      price: "0",
      specialization,
      steps: [
        { title: "Vorbereitung", start_seconds: 5 },
        { title: "", start_seconds: 2 },
      ],
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        "steps.1.title": ["Geben Sie den Titel des Schritts ein"],
        "steps.1.start_seconds": ["Ein Schritt muss später beginnen als der vorige"],
      },
    });
    const wrongShape = await call("/api/en/api/me/lessons/", "POST", {
      title: "Gel",
      steps: ["Preparation"],
    });
    expect(wrongShape.status).toBe(400);
    expect(Object.keys(wrongShape.body)).toEqual(["steps"]);
  });
});
