import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTRY_FIELD } from "~/components/ui/account-fields";
import { users } from "~/server/db/schema";
import { clientIpContext } from "~/server/http/client-ip.server";
import { documentRequestContext, serverDrawnContext } from "~/server/http/server-drawn.server";
import { testDatabases } from "../../../tests/databases";
import { recordingMailer, routerContext } from "../../../tests/router-context";
import { action, loader } from "./registration";

/** The registration page's action with the learner-or-master question (decision 037). */
describe.each(testDatabases())("the registration page on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let ip = 0;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => database.dispose());

  const form = (nick: string, role?: string) => ({
    ...(role === undefined ? {} : { role }),
    fullName: "Olena Koval",
    username: nick,
    email: `${nick}@example.com`,
    phone: "+380 44 123 45 67",
    country: "UA",
    city: "Kyiv",
    password: "Velvet-Orchid-92!",
    password2: "Velvet-Orchid-92!",
    consent: "on",
  });

  async function register(fields: Record<string, string>) {
    const mailer = recordingMailer();
    const context = routerContext(database, { locale: "en", mailer });
    context.set(clientIpContext, `10.3.0.${++ip}`);
    const request = new Request("http://localhost/en/registration", {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    const answer = await action({ request, context, params: { lang: "en" } } as unknown as Parameters<
      typeof action
    >[0]);
    return { answer, mailer };
  }

  const stored = async (nick: string) =>
    (await database.db.select().from(users).where(eq(users.username, nick)))[0];

  it("sends the countries once: as the select's HTML in a document, as data to a client-side navigation", () => {
    const load = (document: boolean) => {
      const context = routerContext(database, { locale: "en" });
      context.set(documentRequestContext, document);
      const data = loader({ context } as unknown as Parameters<typeof loader>[0]);
      return { data, drawn: context.get(serverDrawnContext)?.get(COUNTRY_FIELD) as { code: string }[] };
    };
    const inDocument = load(true);
    expect(inDocument.data.countries).toBeNull();
    expect(inDocument.drawn.map(({ code }) => code)).toContain("UA");
    const navigation = load(false);
    expect(navigation.data.countries?.length).toBe(inDocument.drawn.length);
    expect(navigation.drawn).toBeUndefined();
  });

  it("stores a learner as a learner and a master as a master", async () => {
    for (const [nick, role, isMaster] of [
      ["reg_learner", "learner", false],
      ["reg_master", "master", true],
    ] as const) {
      const { answer, mailer } = await register(form(nick, role));
      expect((answer as Response).headers.get("Location")).toBe("/en/success-registration");
      expect(mailer.sent).toHaveLength(1);
      expect(await stored(nick)).toMatchObject({ isMaster, isActive: false });
    }
  });

  it("refuses a missing or unknown answer with the message next to the field, creating nothing", async () => {
    for (const [nick, role] of [
      ["reg_none", undefined],
      ["reg_empty", ""],
      ["reg_odd", "teacher"],
    ] as const) {
      const { answer, mailer } = await register(form(nick, role));
      const refused = answer as unknown as {
        data: { errors: Record<string, string> };
        init: { status: number };
      };
      expect(refused.init.status).toBe(400);
      expect(refused.data.errors).toEqual({ role: "validation.roleRequired" });
      expect(mailer.sent).toHaveLength(0);
      expect(await stored(nick)).toBeUndefined();
    }
  });
});
