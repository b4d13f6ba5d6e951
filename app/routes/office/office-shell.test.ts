import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserById } from "~/server/auth/users.server";
import { profiles, users } from "~/server/db/schema";
import { userContext } from "~/server/web/current-user.server";
import { testDatabases } from "../../../tests/databases";
import { routerContext } from "../../../tests/router-context";
import { action as hidePrompt, loader as promptLoader } from "./hide-prompt";
import { loader as officeLoader } from "./layout";

const ORIGIN = "http://maistry.test";

describe.each(testDatabases())("the office's frame and 'don't show again' on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let userId: number;
  beforeAll(async () => {
    database = await engine.open();
    const [row] = await database.db
      .insert(users)
      .values({
        email: "office@example.test",
        username: "office_user",
        fullName: "Office User",
        passwordHash: "x",
        isMaster: true,
      })
      .returning({ id: users.id });
    userId = row?.id as number;
  });
  afterAll(() => database.dispose());

  async function context(signedIn: boolean, locale: "en" | "uk" = "en") {
    const ctx = routerContext(database, { locale });
    ctx.set(userContext, signedIn ? await findUserById(database.db, userId) : null);
    return ctx;
  }

  const office = async (path: string, { signedIn = true, cookie = "" } = {}) =>
    officeLoader({
      request: new Request(`${ORIGIN}${path}`, cookie ? { headers: { Cookie: cookie } } : {}),
      params: { lang: path.startsWith("/en") ? "en" : undefined },
      context: await context(signedIn, path.startsWith("/en") ? "en" : "uk"),
    } as unknown as Parameters<typeof officeLoader>[0]);

  const post = async (body: Record<string, string>, { signedIn = true, locale = "en" as "en" | "uk" } = {}) =>
    hidePrompt({
      request: new Request(`${ORIGIN}${locale === "en" ? "/en" : ""}/personal-info/prompt`, {
        method: "POST",
        body: new URLSearchParams(body),
      }),
      params: { lang: locale === "en" ? "en" : undefined },
      context: await context(signedIn, locale),
    } as unknown as Parameters<typeof hidePrompt>[0]);

  const hidden = async () =>
    (await database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]?.hideCompletionPrompt ??
    false;

  it("sends a visitor to the localized login page and back to the office page asked for", async () => {
    const response = await office("/en/personal-info/activities?x=1", { signedIn: false }).catch(
      (error) => error,
    );
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/en/login?redirectTo=${encodeURIComponent("/en/personal-info/activities?x=1")}`,
    );
    const uk = await office("/personal-info", { signedIn: false }).catch((error) => error);
    expect(uk.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/personal-info")}`);
  });

  it("gives a new user's office their name, public page and everything to fill, with the prompt once", async () => {
    const first = await office("/en/personal-info");
    expect(first.data.me).toMatchObject({
      id: userId,
      username: "office_user",
      fullName: "Office User",
      avatar: null,
    });
    expect(first.data.publicPage).toBe("/masters/office_user?tab=tab-1");
    expect(first.data.completion).toEqual({
      master: true,
      listed: false,
      missing: ["personal", "activities", "portfolio", "certificates", "lessons"],
      hidden: false,
    });
    expect(first.data.showPrompt).toBe(true);
    const setCookie = new Headers(first.init?.headers).get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^office_prompt=/);
    // The next page of the same visit does not show it again.
    const next = await office("/en/personal-info/portfolio", { cookie: setCookie.split(";")[0] });
    expect(next.data.showPrompt).toBe(false);
    expect(next.init?.headers).toBeUndefined();
  });

  it("never shows the prompt to a learner, nor marks the visit (decision 037)", async () => {
    await database.db.update(users).set({ isMaster: false }).where(eq(users.id, userId));
    try {
      const learner = await office("/en/personal-info");
      expect(learner.data.completion.master).toBe(false);
      expect(learner.data.showPrompt).toBe(false);
      expect(learner.init?.headers).toBeUndefined();
    } finally {
      await database.db.update(users).set({ isMaster: true }).where(eq(users.id, userId));
    }
  });

  it("'Don't show again' hides the prompt for good and returns to the page it was on", async () => {
    const response = await post({ redirectTo: "/en/masters/office_user?tab=tab-2" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/masters/office_user?tab=tab-2");
    expect(await hidden()).toBe(true);
    const later = await office("/en/personal-info");
    expect(later.data.completion.hidden).toBe(true);
    expect(later.data.showPrompt).toBe(false);
  });

  it("never redirects off the site, and falls back to the office", async () => {
    for (const redirectTo of [
      "//evil.example/x",
      "https://evil.example/",
      "/\\evil.example",
      "",
      // Issue 14: what a browser turns into //evil.example, and what no header can carry.
      "/\t/evil.example",
      "/\r\nSet-Cookie: x=1",
      "/\u0000",
    ]) {
      const response = await post({ redirectTo });
      expect(response.headers.get("Location"), redirectTo).toBe("/en/personal-info");
    }
    expect((await post({}, { locale: "uk" })).headers.get("Location")).toBe("/personal-info");
  });

  it("returns to a page whose address is not Latin-1, encoded (issue 14)", async () => {
    const response = await post({ redirectTo: "/en/masters?q=майстер" });
    expect(response.headers.get("Location")).toBe(`/en/masters?q=${encodeURIComponent("майстер")}`);
  });

  it("changes nothing for a visitor (sent to log in) and answers a GET with the office", async () => {
    await database.db
      .update(profiles)
      .set({ hideCompletionPrompt: false })
      .where(eq(profiles.userId, userId));
    const response = await post({ redirectTo: "/en/personal-info" }, { signedIn: false }).catch(
      (error) => error,
    );
    expect(response).toBeInstanceOf(Response);
    expect(response.headers.get("Location")).toMatch(/^\/en\/login\?redirectTo=/);
    expect(await hidden()).toBe(false);
    const get = await promptLoader({
      request: new Request(`${ORIGIN}/en/personal-info/prompt`),
      params: { lang: "en" },
      context: await context(true),
    } as unknown as Parameters<typeof promptLoader>[0]);
    expect(get.headers.get("Location")).toBe("/en/personal-info");
    expect(await hidden()).toBe(false);
  });
});
