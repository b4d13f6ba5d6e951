// A real SMTP server on loopback for tests: the app sends to it over the SMTP protocol and a test
// reads back what arrived, parsed as a mail client would parse it.
import type { AddressInfo } from "node:net";
import { type AddressObject, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The To header's addresses, comma-separated (`a@example.com, b@example.com`). */
  to: string;
  /** The From header's address (`no-reply@maistry.app`). */
  from: string;
  /** The From header's display name (`Maistry`). */
  fromName: string;
  subject: string;
  text: string;
  html: string;
  /** The SMTP envelope's recipients (RCPT TO). */
  envelopeTo: string[];
  /** The user name the client logged in with, if it did. */
  authUser: string | undefined;
  /** Every header, lower-case names, as mailparser gives them. */
  headers: Map<string, unknown>;
}

export interface TestSmtpServer {
  port: number;
  /** `smtp://127.0.0.1:PORT`, for `createMailer({ smtpUrl })`. */
  url: string;
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[];
  /** The first message, received or still to come, that matches; rejects after `timeoutMs`. */
  waitFor(predicate: (message: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Stops listening (new connections are refused, as when a mail server is down). */
  pause(): Promise<void>;
  /** Listens again on the same port. */
  resume(): Promise<void>;
  /** Whether it accepts connections now. */
  readonly listening: boolean;
  stop(): Promise<void>;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects
    .flatMap((object) => object.value)
    .map((entry) => entry.address ?? "")
    .filter(Boolean)
    .join(", ");
}

/** Starts the server; `port` 0 (the default) picks a free port. */
export async function startSmtpServer({ port = 0 }: { port?: number } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<(message: ReceivedMail) => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    banner: "Maistry test SMTP server",
    // Nothing is required; credentials in an smtp:// URL are accepted as they come.
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? "" });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const message: ReceivedMail = {
            to: addresses(parsed.to),
            from: addresses(parsed.from),
            fromName: parsed.from?.value[0]?.name ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html || "",
            authUser: typeof session.user === "string" && session.user ? session.user : undefined,
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            headers: parsed.headers as Map<string, unknown>,
          };
          messages.push(message);
          for (const waiter of waiters) waiter(message);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  // A client that drops its connection is not a reason to crash the test run.
  server.on("error", () => {});

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter = (message: ReceivedMail) => {
          if (!predicate(message)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(message);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = messages.map((message) => `"${message.subject}" to ${message.to}`).join("; ");
          reject(new Error(`No matching email within ${timeoutMs} ms (received: ${seen || "none"})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    pause() {
      if (!server.server.listening) return Promise.resolve();
      // Refuse new connections at once; the ones being served end by themselves.
      server.server.close();
      return Promise.resolve();
    },
    resume() {
      if (server.server.listening) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        server.server.once("error", reject);
        server.server.listen(actualPort, "127.0.0.1", () => {
          server.server.off("error", reject);
          resolve();
        });
      });
    },
    get listening() {
      return server.server.listening;
    },
    stop() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
