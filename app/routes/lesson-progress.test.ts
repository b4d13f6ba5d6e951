import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "~/server/auth/users.server";
import { progressByLesson } from "~/server/catalog/lesson-progress.server";
import { testDatabases } from "../../tests/databases";
import { makeUser, officeContext, testUploadDeps } from "../../tests/support/office";
import { lessonWithFullVideo } from "../../tests/support/progress";
import { action } from "./lesson-progress";

const ORIGIN = "http://maistry.test";

describe.each(testDatabases())("POST /lessons/:slug/progress on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let root: string;
  let master: User;
  let buyer: User;
  let stranger: User;
  let slug: string;
  let lessonId: number;

  beforeAll(async () => {
    database = await engine.open();
    root = (await testUploadDeps(database.db)).root;
    [master, buyer, stranger] = [
      await makeUser(database.db),
      await makeUser(database.db),
      await makeUser(database.db),
    ];
    ({ slug, lessonId } = await lessonWithFullVideo(database.db, master, { buyers: [buyer] }));
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  async function post(
    who: User | null,
    body: string,
    { headers = {}, to = slug }: { headers?: Record<string, string>; to?: string } = {},
  ) {
    const request = new Request(`${ORIGIN}/lessons/${to}/progress`, {
      method: "POST",
      body,
      headers: {
        Host: "maistry.test",
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
        ...headers,
      },
    });
    const { context } = officeContext(database, root, who);
    return action({ request, params: { slug: to }, context } as never);
  }
  const saved = async (who: User) => (await progressByLesson(database.db, who.id, [lessonId])).get(lessonId);

  it("stores a buyer's position and answers 204", async () => {
    const response = await post(buyer, "position=42.5&duration=100&reason=pause");
    expect(response.status).toBe(204);
    expect(await saved(buyer)).toMatchObject({ positionMs: 42_500, furthestMs: 42_500, completed: false });
  });

  it("takes a JSON body too", async () => {
    const response = await post(buyer, JSON.stringify({ position: 43, duration: 100, reason: "leave" }), {
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(204);
  });

  it("refuses a visitor and a non-buyer", async () => {
    expect((await post(null, "position=10&duration=100")).status).toBe(401);
    expect((await post(stranger, "position=10&duration=100")).status).toBe(403);
    // The lesson's master watches without progress.
    expect((await post(master, "position=10&duration=100")).status).toBe(403);
    expect(await saved(stranger)).toBeUndefined();
    expect(await saved(master)).toBeUndefined();
    expect((await saved(buyer))?.positionMs).not.toBe(10_000);
  });

  it("refuses a position that cannot be right, and an unknown lesson", async () => {
    for (const body of [
      "position=-5&duration=100",
      "position=abc&duration=100",
      "position=500&duration=500",
      "",
    ]) {
      expect((await post(buyer, body)).status).toBe(400);
    }
    expect((await post(buyer, `position=1&duration=100&pad=${"x".repeat(2000)}`)).status).toBe(400);
    expect((await post(buyer, "position=1&duration=100", { to: "no-such-lesson" })).status).toBe(404);
  });

  it("answers only POST", async () => {
    const request = new Request(`${ORIGIN}/lessons/${slug}/progress`, { method: "PUT", body: "" });
    const { context } = officeContext(database, root, buyer);
    const response = await action({ request, params: { slug }, context } as never);
    expect(response.status).toBe(405);
  });
});
