import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { routerContext } from "../../../tests/router-context";
import { type CatalogFixture, seedCatalogFixture } from "../../../tests/support/catalog-fixture";
import { countView } from "../../routes/count-view.server";
import { pageReplayContext } from "../context.server";
import { lessons, profiles, viewEvents } from "../db/schema";
import { clientIpContext } from "../http/client-ip.server";
import type { PageReplay } from "../http/page-cache.server";
import { userContext } from "../web/current-user.server";
import { recordView, visitorKey } from "./views.server";

describe("visitorKey", () => {
  it("is a 32-character keyed hash of the user, else of IP and user agent", () => {
    const anonymous = visitorKey("secret", { ip: "203.0.113.7", userAgent: "Firefox" });
    expect(anonymous).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(anonymous).not.toContain("203");
    expect(visitorKey("secret", { ip: "203.0.113.7", userAgent: "Firefox" })).toBe(anonymous);
    expect(visitorKey("secret", { ip: "203.0.113.8", userAgent: "Firefox" })).not.toBe(anonymous);
    expect(visitorKey("secret", { ip: "203.0.113.7", userAgent: "Chrome" })).not.toBe(anonymous);
    expect(visitorKey("other", { ip: "203.0.113.7", userAgent: "Firefox" })).not.toBe(anonymous);
    // Signed in, the same user is one visitor from any address.
    const user = visitorKey("secret", { userId: 7, ip: "203.0.113.7", userAgent: "Firefox" });
    expect(visitorKey("secret", { userId: 7, ip: "198.51.100.1", userAgent: "Chrome" })).toBe(user);
    expect(visitorKey("secret", { userId: 8, ip: "203.0.113.7", userAgent: "Firefox" })).not.toBe(user);
  });
});

describe.each(testDatabases())("view counting on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let fixture: CatalogFixture;
  beforeAll(async () => {
    database = await engine.open();
    fixture = await seedCatalogFixture(database.db);
  });
  afterAll(() => database.dispose());

  const lessonViews = async (id: number) =>
    (await database.db.select({ views: lessons.views }).from(lessons).where(eq(lessons.id, id)))[0]?.views;
  const masterViews = async (id: number) =>
    (await database.db.select({ views: profiles.views }).from(profiles).where(eq(profiles.userId, id)))[0]
      ?.views;

  it("counts a view once per visitor, subject and UTC day", async () => {
    const id = fixture.lesson.brows as number;
    const before = await lessonViews(id);
    const morning = new Date("2030-03-01T00:10:00Z");
    const evening = new Date("2030-03-01T23:50:00Z");
    expect(await recordView(database.db, "lesson", id, "visitor-a", morning)).toBe(true);
    expect(await recordView(database.db, "lesson", id, "visitor-a", evening)).toBe(false);
    expect(await recordView(database.db, "lesson", id, "visitor-b", evening)).toBe(true);
    expect(await lessonViews(id)).toBe((before ?? 0) + 2);
    // The next day counts again; the other subject kind has its own count.
    expect(await recordView(database.db, "lesson", id, "visitor-a", new Date("2030-03-02T00:00:01Z"))).toBe(
      true,
    );
    expect(await lessonViews(id)).toBe((before ?? 0) + 3);
  });

  it("counts master views in the profile and keeps them apart from lesson views", async () => {
    const id = fixture.master.chloe as number;
    const now = new Date("2030-03-02T12:00:00Z");
    expect(await recordView(database.db, "master", id, "visitor-a", now)).toBe(true);
    expect(await recordView(database.db, "master", id, "visitor-a", now)).toBe(false);
    expect(await masterViews(id)).toBe(1);
  });

  it("deletes rows older than two days when the day changes", async () => {
    const id = fixture.lesson.eclat as number;
    await recordView(database.db, "lesson", id, "old", new Date("2030-03-02T10:00:00Z"));
    await recordView(database.db, "lesson", id, "newer", new Date("2030-03-04T10:00:00Z"));
    const days = async () =>
      (await database.db.selectDistinct({ day: viewEvents.day }).from(viewEvents))
        .map((row) => row.day)
        .sort();
    expect(await days()).toEqual(["2030-03-02", "2030-03-04"]);
    await recordView(database.db, "lesson", id, "later", new Date("2030-03-05T10:00:00Z"));
    expect(await days()).toEqual(["2030-03-04", "2030-03-05"]);
  });

  it("counts a page view from a loader's context, once per visitor and not for robots or prefetches", async () => {
    const id = fixture.lesson["gel-basics"] as number;
    const before = (await lessonViews(id)) ?? 0;
    const context = routerContext(database);
    context.set(clientIpContext, "203.0.113.9");
    const page = (headers: Record<string, string>) =>
      new Request("http://localhost/lessons/gel-basics", { headers });
    const firefox = {
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
    };
    expect(await countView(context, page(firefox), "lesson", id)).toBe(true);
    expect(await countView(context, page(firefox), "lesson", id)).toBe(false);
    expect(
      await countView(
        context,
        page({ "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
        "lesson",
        id,
      ),
    ).toBe(false);
    expect(await countView(context, page({ ...firefox, "Sec-Purpose": "prefetch" }), "lesson", id)).toBe(
      false,
    );
    // The same address and browser signed in is another visitor (the user).
    context.set(userContext, { id: fixture.master.maria } as never);
    expect(await countView(context, page(firefox), "lesson", id)).toBe(true);
    expect(await lessonViews(id)).toBe(before + 2);
  });

  it("registers an anonymous count as the page's replay, run on every page-cache hit", async () => {
    const id = fixture.lesson["manicure-en"] as number;
    const before = (await lessonViews(id)) ?? 0;
    const replays: PageReplay[] = [];
    const context = routerContext(database);
    context.set(pageReplayContext, replays);
    context.set(clientIpContext, "192.0.2.1");
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    const request = new Request("http://localhost/lessons/manicure-en", {
      headers: { "User-Agent": firefox },
    });
    expect(await countView(context, request, "lesson", id)).toBe(true);
    expect(replays).toHaveLength(1);
    const hit = (ip: string, headers: Record<string, string>) =>
      replays[0]?.({ method: "GET", ip, get: (name: string) => headers[name.toLowerCase()] } as never);
    hit("192.0.2.1", { "user-agent": firefox }); // the same visitor: already counted today
    hit("192.0.2.2", { "user-agent": firefox }); // another visitor
    hit("192.0.2.3", { "user-agent": "Googlebot/2.1" });
    hit("192.0.2.4", { "user-agent": firefox, "sec-purpose": "prefetch" });
    await vi.waitFor(async () => expect(await lessonViews(id)).toBe(before + 2));
    // Signed-in pages are never cached: nothing to replay.
    context.set(userContext, { id: fixture.master.olena } as never);
    await countView(context, request, "lesson", id);
    expect(replays).toHaveLength(1);
  });

  it("never fails the page: an error is logged and the view is not counted", async () => {
    const context = routerContext(database, { ready: false });
    expect(await countView(context, new Request("http://localhost/x"), "lesson", 1)).toBe(false);
    const broken = routerContext({
      ...database,
      db: {
        ...database.db,
        delete: () => {
          throw new Error("boom");
        },
        transaction: () => Promise.reject(new Error("boom")),
      } as never,
    });
    expect(await countView(broken, new Request("http://localhost/x"), "lesson", 1)).toBe(false);
  });
});
