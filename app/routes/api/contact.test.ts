import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox, rateLimitEvents } from "~/server/db/schema";
import { clientIpContext } from "~/server/http/client-ip.server";
import type { MailMessage } from "~/server/mail/transport.server";
import { testDatabases } from "../../../tests/databases";
import { routerContext } from "../../../tests/router-context";
import { action, loader } from "./contact";

const ORIGIN = "http://maistry.test";
const valid = {
  name: "Marta Nowak",
  phone_num: "+48 22 123 45 67",
  email: "marta@example.com",
  message: "Hello!",
};

describe.each(testDatabases())("contact JSON API on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    sent.length = 0;
    await database.db.delete(contactMessages);
    await database.db.delete(mailOutbox);
    await database.db.delete(rateLimitEvents);
  });

  async function call(locale: string, json: unknown, { ip = "192.0.2.1", method = "POST" } = {}) {
    const context = routerContext(database, {
      mailer: {
        async send(message) {
          sent.push(message);
        },
      },
    });
    context.set(clientIpContext, ip);
    const request = new Request(`${ORIGIN}/api/${locale}/api/contact/`, {
      method,
      headers: { "Content-Type": "application/json" },
      body: method === "GET" ? undefined : JSON.stringify(json),
    });
    const args = { request, params: { locale }, context } as unknown as Parameters<typeof action>[0];
    const response = await (method === "GET" ? loader() : action(args));
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  it("stores the message (201 with its public fields) and mails the team", async () => {
    const { status, body } = await call("pl", valid);
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      name: "Marta Nowak",
      email: "marta@example.com",
      phone_num: "+48221234567",
      message: "Hello!",
      created_at: expect.any(String),
    });
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ id: body.id, locale: "pl" });
    expect(sent).toEqual([expect.objectContaining({ to: "team@maistry.app", replyTo: "marta@example.com" })]);
  });

  it("refuses NUL and other control characters per field, translated, and stores nothing (issue 14)", async () => {
    const refused = await call("de", { ...valid, name: "Marta\u0000", message: "Hallo\u001b[2J" });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      name: ["Entfernen Sie die unsichtbaren Steuerzeichen aus diesem Feld."],
      message: ["Entfernen Sie die unsichtbaren Steuerzeichen aus diesem Feld."],
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    // A message keeps its line breaks.
    expect((await call("de", { ...valid, message: "Zeile eins\nZeile zwei" })).status).toBe(201);
  });

  it("honours the form's honeypot: a bot's 201, nothing stored or mailed (issue 14)", async () => {
    const bot = await call("en", { ...valid, homepage: "https://spam.example" });
    expect(bot.status).toBe(201);
    expect(bot.body).toMatchObject({ id: null, name: valid.name, message: valid.message });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
    expect(sent).toEqual([]);
    // It counts against the address's limit like a question.
    expect(await database.db.select().from(rateLimitEvents)).toHaveLength(1);
  });

  it("takes a message without a phone", async () => {
    const { status, body } = await call("en", { ...valid, phone_num: undefined });
    expect(status).toBe(201);
    expect(body.phone_num).toBe("");
  });

  it("answers per-field errors in the URL's language: required when left out, empty when blank", async () => {
    const missing = await call("en", {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      name: ["This field is required."],
      email: ["This field is required."],
      message: ["This field is required."],
    });
    const blank = await call("de", { name: "", email: "x", phone_num: "12", message: " " });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      name: ["Geben Sie Ihren Namen ein"],
      email: ["Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@example.com"],
      phone_num: ["Die Telefonnummer ist ungültig"],
      message: ["Schreiben Sie Ihre Nachricht"],
    });
    const unreal = await call("uk", { ...valid, phone_num: "+380 00 000 00 00" });
    expect(unreal.body).toEqual({ phone_num: ["Номер телефону неправильний"] });
    expect(await database.db.select().from(contactMessages)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("throttles over 5 messages in 10 minutes from one address (429)", async () => {
    for (let n = 0; n < 5; n += 1) expect((await call("en", valid, { ip: "192.0.2.9" })).status).toBe(201);
    const refused = await call("en", valid, { ip: "192.0.2.9" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body.detail).toMatch(/throttled/);
    expect(await database.db.select().from(contactMessages)).toHaveLength(5);
  });

  it("knows only POST and the eight locales", async () => {
    expect((await call("en", null, { method: "GET" })).status).toBe(405);
    expect((await call("xx", valid)).status).toBe(404);
    expect((await call("en", "not an object")).status).toBe(400);
  });
});
