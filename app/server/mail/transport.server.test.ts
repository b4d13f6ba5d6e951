import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/smtp";
import { activationEmail } from "./templates.server";
import { createMailer, DEFAULT_FROM, findLinks } from "./transport.server";

/** A pino logger whose JSON lines land in an array. */
function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

const LINK = "http://localhost:3000/login/abc123-token";

describe("createMailer with an SMTP server", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
  });

  it("delivers the message over SMTP with its subject, both parts and the To address", async () => {
    const { logger, lines } = memoryLogger();
    const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: "/nonexistent", logger });
    const email = activationEmail({ locale: "uk", name: "Олена", link: LINK });

    await mailer.send({ to: "olena@example.com", ...email });

    const received = await smtp.waitFor((message) => message.to === "olena@example.com");
    expect(received.subject).toBe("Активуйте обліковий запис Maistry");
    expect(received.text).toContain("Вітаємо, Олено!");
    expect(received.text).toContain(LINK);
    expect(received.html).toContain(`href="${LINK}"`);
    expect(`${received.fromName} <${received.from}>`).toBe(DEFAULT_FROM);
    expect(received.envelopeTo).toEqual(["olena@example.com"]);
    expect(received.authUser).toBeUndefined();
    expect(received.headers.get("auto-submitted")).toBe("auto-generated");
    expect(received.headers.has("list")).toBe(false);
    expect(lines).toContainEqual(expect.objectContaining({ msg: "email sent", to: "olena@example.com" }));
  });

  it("offers a one-click unsubscribe (RFC 8058) when the message has one", async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: "/nonexistent",
      logger: memoryLogger().logger,
    });
    const unsubscribe = "https://maistry.test/de/unsubscribe?f=1&m=2&sig=x";
    await mailer.send({
      to: "follower@example.com",
      subject: "Neu",
      text: "t",
      html: "<p>t</p>",
      listUnsubscribe: unsubscribe,
    });

    const received = await smtp.waitFor((message) => message.to === "follower@example.com");
    // mailparser reads the List-* headers into one object.
    expect(received.headers.get("list")).toEqual({
      unsubscribe: { url: unsubscribe },
      "unsubscribe-post": { name: "List-Unsubscribe=One-Click" },
    });
  });

  it("uses a given From and the credentials in the URL", async () => {
    const { logger } = memoryLogger();
    const url = smtp.url.replace("smtp://", "smtp://user:secret@");
    const mailer = createMailer({
      smtpUrl: url,
      outboxDir: "/nonexistent",
      from: "Team <team@example.org>",
      logger,
    });

    await mailer.send({ to: "b@example.com", subject: "Hello", text: "Plain", html: "<p>Rich</p>" });

    const received = await smtp.waitFor((message) => message.subject === "Hello");
    expect(received.from).toBe("team@example.org");
    expect(received.fromName).toBe("Team");
    expect(received.authUser).toBe("user");
    expect(received.text.trim()).toBe("Plain");
    expect(received.html).toContain("<p>Rich</p>");
  });

  it("rejects when no SMTP server answers", async () => {
    const { logger } = memoryLogger();
    const stopped = await startSmtpServer();
    await stopped.stop();
    const mailer = createMailer({ smtpUrl: stopped.url, outboxDir: "/nonexistent", logger });
    await expect(mailer.send({ to: "c@example.com", subject: "S", text: "T", html: "H" })).rejects.toThrow();
  });

  it("refuses a URL that is not SMTP, without repeating it", () => {
    const { logger } = memoryLogger();
    expect(() => createMailer({ smtpUrl: "http://u:pw@host", outboxDir: "x", logger })).toThrow(/smtp:\/\//);
    expect(() => createMailer({ smtpUrl: "not a url pw", outboxDir: "x", logger })).toThrow(
      /^The SMTP URL is not a valid URL$/,
    );
  });
});

describe("createMailer without an SMTP server", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "maistry-outbox-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes an .eml file into the outbox and logs the recipient, the subject and the link", async () => {
    const { logger, lines } = memoryLogger();
    const outboxDir = path.join(dir, "outbox");
    const mailer = createMailer({ outboxDir, logger });
    const email = activationEmail({ locale: "de", name: "Jürgen", link: LINK });

    await mailer.send({ to: "juergen@example.com", ...email });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    const [file = ""] = files;
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const raw = await readFile(path.join(outboxDir, file));
    expect(raw.toString("latin1")).toContain("\r\n");
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe(email.subject);
    expect(parsed.from?.value).toEqual([{ name: "Maistry", address: "no-reply@maistry.app" }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "").toBe("juergen@example.com");
    expect(parsed.text).toContain(LINK);
    expect(parsed.text).toContain("Hallo Jürgen,");
    expect(parsed.html).toContain(`href="${LINK}"`);

    const logged = lines.find((line) => line.file === path.join(outboxDir, file));
    expect(logged).toMatchObject({
      level: 30,
      to: "juergen@example.com",
      subject: email.subject,
      links: [LINK],
    });
    expect(logged?.msg).toContain(LINK);
  });

  it("gives every message its own file", async () => {
    const { logger } = memoryLogger();
    const mailer = createMailer({ outboxDir: dir, logger });
    const message = { to: "a@example.com", subject: "Same", text: "Same", html: "<p>Same</p>" };
    await Promise.all([mailer.send(message), mailer.send(message), mailer.send(message)]);
    expect(await readdir(dir)).toHaveLength(3);
  });
});

describe("findLinks", () => {
  it("finds every distinct http(s) link without trailing punctuation", () => {
    const text = `Open ${LINK}. Or https://maistry.app/de/new-password/MQ/tok?x=1, or (https://a.example/b).\n${LINK}`;
    expect(findLinks(text)).toEqual([
      LINK,
      "https://maistry.app/de/new-password/MQ/tok?x=1",
      "https://a.example/b",
    ]);
    expect(findLinks("no links, ftp://x.example")).toEqual([]);
  });
});
