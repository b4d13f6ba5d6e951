import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as socialApi, loader as socialApiGet } from "~/routes/api/me-social";
import { issueAccessToken } from "~/server/auth/tokens.server";
import type { User } from "~/server/auth/users.server";
import { readFlash } from "~/server/http/flash.server";
import { isFollowing, isSaved } from "~/server/social/social.server";
import { unsubscribeQuery } from "~/server/social/unsubscribe-link.server";
import { followAction, saveLessonAction, unsubscribePage } from "~/server/web/social-routes.server";
import { testDatabases } from "../../../tests/databases";
import { makeUser, officeContext, testUploadDeps } from "../../../tests/support/office";
import { lessonWithFullVideo } from "../../../tests/support/progress";
import { settle } from "../../../tests/support/route-response";

describe.each(testDatabases())("the save and follow routes on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let root: string;
  let master: User;
  let learner: User;
  let slug: string;
  let lessonId: number;

  beforeAll(async () => {
    database = await engine.open();
    root = (await testUploadDeps(database.db)).root;
    master = await makeUser(database.db);
    learner = await makeUser(database.db);
    ({ slug, lessonId } = await lessonWithFullVideo(database.db, master));
  });
  afterAll(async () => {
    await database.dispose();
    await rm(root, { recursive: true, force: true });
  });

  const post = (who: User | null, path: string, fields: Record<string, string>) => {
    const { context } = officeContext(database, root, who, "en");
    const request = new Request(`http://maistry.test/en${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    return { context, request };
  };

  it("sends a visitor to log in; nothing is saved", async () => {
    const { context, request } = post(null, `/lessons/${slug}/save`, { intent: "save" });
    const answer = await settle(saveLessonAction(context, request, slug));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/en\/login\?redirectTo=/);
  });

  it("saves without JavaScript and goes back to the page it came from (same site only)", async () => {
    let { context, request } = post(learner, `/lessons/${slug}/save`, {
      intent: "save",
      redirectTo: "/en/lessons?page=2",
    });
    let answer = await settle(saveLessonAction(context, request, slug));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/en/lessons?page=2");
    expect(await isSaved(database.db, learner.id, lessonId)).toBe(true);

    ({ context, request } = post(learner, `/lessons/${slug}/save`, {
      intent: "unsave",
      redirectTo: "https://evil.example/",
    }));
    answer = await settle(saveLessonAction(context, request, slug));
    expect(answer.headers.get("Location")).toBe(`/en/lessons/${slug}`);
    expect(await isSaved(database.db, learner.id, lessonId)).toBe(false);
  });

  it("answers the button's fetch with the new state, and a refusal with its message", async () => {
    let { context, request } = post(learner, `/lessons/${slug}/save`, { intent: "save", reply: "data" });
    let answer = await settle(saveLessonAction(context, request, slug));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ active: true });

    ({ context, request } = post(learner, "/lessons/gone/save", { intent: "save", reply: "data" }));
    answer = await settle(saveLessonAction(context, request, "gone"));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: "This lesson or master is no longer on Maistry." });
  });

  it("refuses following oneself with a flash message without JavaScript", async () => {
    const { context, request, services } = (() => {
      const made = post(master, `/masters/${master.username}/follow`, { intent: "follow" });
      return { ...made, services: officeContext(database, root, master).services };
    })();
    const answer = await settle(followAction(context, request, master.username));
    expect(answer.status).toBe(302);
    const flash = await readFlash(
      new Request("http://maistry.test/", {
        headers: { Cookie: answer.headers.get("Set-Cookie")?.split(";")[0] ?? "" },
      }),
      services.sessionSecrets,
    );
    expect(flash.flash).toEqual({ kind: "error", message: "You cannot follow yourself." });
  });

  it("stops a follow from the signed link without signing in; a changed link is refused", async () => {
    const { context: followContext, request: followRequest } = post(
      learner,
      `/masters/${master.username}/follow`,
      { intent: "follow", reply: "data" },
    );
    expect(await (await settle(followAction(followContext, followRequest, master.username))).json()).toEqual({
      active: true,
    });
    const { context, services } = officeContext(database, root, null, "en");
    const query = unsubscribeQuery(services.sessionSecrets, { followerId: learner.id, masterId: master.id });
    const url = `http://maistry.test/en/unsubscribe?${query}`;

    const asked = await settle(unsubscribePage(context, new Request(url)));
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({ state: "ask", username: master.username });
    expect(await isFollowing(database.db, learner.id, master.id)).toBe(true);

    const tampered = url.replace(`f=${learner.id}`, `f=${master.id}`);
    const refused = await settle(unsubscribePage(context, new Request(tampered, { method: "POST" })));
    expect(refused.status).toBe(403);
    expect(await isFollowing(database.db, learner.id, master.id)).toBe(true);

    const done = await settle(unsubscribePage(context, new Request(url, { method: "POST" })));
    expect(await done.json()).toMatchObject({ state: "done" });
    expect(await isFollowing(database.db, learner.id, master.id)).toBe(false);
  });

  it("serves the JSON API: list, add, idempotent add, remove, limits of shape", async () => {
    const { context, services } = officeContext(database, root, null, "en");
    const token = await issueAccessToken(learner.id, services.sessionSecrets);
    const call = (method: string, path: string, body?: unknown) => {
      const request = new Request(`http://maistry.test/api/en/api/me/${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const [, , item] = /^(saved|following)\/(?:([^/]+)\/)?$/.exec(path) ?? [];
      const args = {
        request,
        context,
        params: { locale: "en", slug: item },
        matches: [],
        unstable_pattern: "",
      };
      return settle(
        Promise.resolve(
          method === "GET"
            ? socialApiGet(args as unknown as Parameters<typeof socialApiGet>[0])
            : socialApi(args as unknown as Parameters<typeof socialApi>[0]),
        ),
      );
    };
    // The fetch test above left the lesson saved: the list has it, and DELETE takes it away.
    expect((await (await call("GET", "saved/")).json()).map((item: { slug: string }) => item.slug)).toEqual([
      slug,
    ]);
    expect((await call("DELETE", `saved/${slug}/`)).status).toBe(204);
    expect(await (await call("GET", "saved/")).json()).toEqual([]);
    const added = await call("POST", "saved/", { lesson: slug });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ slug, title: expect.any(String) });
    expect((await call("POST", "saved/", { lesson: slug })).status).toBe(200);
    expect((await call("POST", "saved/", {})).status).toBe(400);
    expect((await call("POST", "saved/", { lesson: "nope" })).status).toBe(404);
    expect((await call("GET", `saved/${slug}/`)).status).toBe(200);
    expect((await call("DELETE", `saved/${slug}/`)).status).toBe(204);
    expect((await call("GET", `saved/${slug}/`)).status).toBe(404);
    expect((await call("PUT", `following/${master.username}/`)).status).toBe(204);
    expect((await call("PUT", `following/${learner.username}/`)).status).toBe(400);
    expect((await call("DELETE", `following/${master.username}/`)).status).toBe(204);
    expect(await isFollowing(database.db, learner.id, master.id)).toBe(false);
  });
});
