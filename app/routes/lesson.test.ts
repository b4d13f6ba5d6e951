import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserById } from "~/server/auth/users.server";
import { lessons, media, users } from "~/server/db/schema";
import { documentRequestContext, serverDrawnContext } from "~/server/http/server-drawn.server";
import { userContext } from "~/server/web/current-user.server";
import { testDatabases } from "../../tests/databases";
import { routerContext } from "../../tests/router-context";
import { type CatalogFixture, seedCatalogFixture } from "../../tests/support/catalog-fixture";
import { loader as lessonLoader } from "./lesson";
import { loader as lessonsLoader } from "./lessons";

const ORIGIN = "http://maistry.test";

describe.each(testDatabases())("lesson pages' loaders on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let fixture: CatalogFixture;
  let staffId: number;
  let strangerId: number;
  beforeAll(async () => {
    database = await engine.open();
    fixture = await seedCatalogFixture(database.db);
    const [video] = await database.db
      .insert(media)
      .values({ kind: "video", storageKey: "videos/clip.mp4", mime: "video/mp4", bytes: 10 })
      .returning({ id: media.id });
    await database.db
      .update(lessons)
      .set({ trailerId: video?.id, fullVideoId: video?.id })
      .where(eq(lessons.slug, "eclat"));
    await database.db.update(lessons).set({ trailerId: video?.id }).where(eq(lessons.slug, "draft"));
    const people = await database.db
      .insert(users)
      .values([
        {
          email: "staff@example.test",
          username: "staffer",
          fullName: "Staff",
          passwordHash: "x",
          isActive: true,
          isStaff: true,
        },
        {
          email: "someone@example.test",
          username: "someone",
          fullName: "Someone",
          passwordHash: "x",
          isActive: true,
        },
      ])
      .returning({ id: users.id });
    staffId = people[0]?.id as number;
    strangerId = people[1]?.id as number;
  });
  afterAll(() => database.dispose());

  async function context(viewerId: number | null, locale: "uk" | "en" = "en") {
    const ctx = routerContext(database, { locale });
    ctx.set(userContext, viewerId === null ? null : await findUserById(database.db, viewerId));
    return ctx;
  }

  const lesson = async (
    slug: string,
    { viewer = null, query = "" }: { viewer?: number | null; query?: string } = {},
  ) =>
    lessonLoader({
      request: new Request(`${ORIGIN}/en/lessons/${slug}${query}`),
      params: { lang: "en", slug },
      context: await context(viewer),
    } as unknown as Parameters<typeof lessonLoader>[0]);

  const list = async (query: string) =>
    lessonsLoader({
      request: new Request(`${ORIGIN}/en/lessons${query}`),
      params: { lang: "en" },
      context: await context(null),
    } as unknown as Parameters<typeof lessonsLoader>[0]);

  it("answers 404 for an unknown slug", async () => {
    await expect(lesson("no-such-lesson")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("shows a draft to its author and staff only", async () => {
    await expect(lesson("draft")).rejects.toMatchObject({ init: { status: 404 } });
    await expect(lesson("draft", { viewer: strangerId })).rejects.toMatchObject({ init: { status: 404 } });
    const own = await lesson("draft", { viewer: fixture.master.olena ?? 0 });
    expect(own.lesson.published).toBe(false);
    expect(own.isOwner).toBe(true);
    const staff = await lesson("draft", { viewer: staffId });
    expect(staff.lesson.title).toBe("Манікюр: чернетка");
    expect(staff.isOwner).toBe(false);
  });

  it("plays the trailer for everyone, locks the full video for visitors and opens it to the author", async () => {
    const visitor = await lesson("eclat", { query: "?tab=full" });
    expect(visitor.tab).toBe("full");
    expect(visitor.videos.trailer).toMatchObject({
      state: "playable",
      src: expect.stringMatching(/^\/media\//),
    });
    expect(visitor.videos.full).toEqual({ state: "locked" });
    expect(visitor.videos.tips).toBeNull();
    const author = await lesson("eclat", { viewer: fixture.master.chloe ?? 0, query: "?tab=full" });
    expect(author.videos.full).toMatchObject({ state: "playable" });
  });

  it("falls back to the trailer tab for an unknown tab", async () => {
    expect((await lesson("eclat", { query: "?tab=secret" })).tab).toBe("trailer");
    expect((await lesson("eclat", { query: "?tab=brands" })).tab).toBe("brands");
  });

  it("gives an absolute canonical URL, a poster image URL and a short description for SEO", async () => {
    const { seo } = await lesson("eclat");
    expect(seo.url).toBe(`${ORIGIN}/en/lessons/eclat`);
    expect(seo.description.length).toBeGreaterThan(0);
    expect(seo.description.length).toBeLessThanOrEqual(160);
  });

  it("makes the course's JSON-LD on the server: in a navigation's data, kept out of a document's", async () => {
    const { courseData } = await lesson("eclat");
    const course = JSON.parse(courseData?.[0] ?? "{}") as { "@type": string; url: string };
    expect(course).toMatchObject({ "@type": "Course", url: `${ORIGIN}/en/lessons/eclat` });

    const documentContext = await context(null);
    documentContext.set(documentRequestContext, true);
    const page = await lessonLoader({
      request: new Request(`${ORIGIN}/en/lessons/eclat`),
      params: { lang: "en", slug: "eclat" },
      context: documentContext,
    } as unknown as Parameters<typeof lessonLoader>[0]);
    expect(page.courseData).toBeNull();
    const kept = documentContext.get(serverDrawnContext)?.get("course-data") as string[];
    expect(JSON.parse(kept[0] ?? "{}")).toMatchObject({ "@type": "Course" });
  });

  it("lists published lessons with the query's filters and the filter options", async () => {
    const data = await list(`?subcategory=${fixture.sub.a1}&ordering=price`);
    if (data instanceof Response) throw new Error("unexpected redirect");
    expect(data.filters).toMatchObject({ subcategory: fixture.sub.a1, ordering: "price" });
    // Asked as a client-side navigation asks (a data request), the cards come with the data.
    const results = data.page.results ?? expect.unreachable("cards kept out of a data request");
    const prices = results.map((l) => l.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const a1 = data.options.categories.flatMap((c) => c.subCategories).find((s) => s.id === fixture.sub.a1);
    expect(results.every((l) => l.subCategory?.title === a1?.title)).toBe(true);
    // Only what a card draws goes to the browser.
    expect(Object.keys(results[0]?.master ?? {})).toEqual(["username", "fullName"]);
    expect(results.some((l) => l.slug === "draft")).toBe(false);
    expect(data.options.categories.length).toBeGreaterThan(0);
  });

  it("sends a page past the end to the last page, with the filters kept", async () => {
    const error = await list(`?subcategory=${fixture.sub.a1}&page=99`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(302);
    expect((error as Response).headers.get("Location")).toBe(
      `/en/lessons?ordering=level&subcategory=${fixture.sub.a1}`,
    );
  });
});
