// The end-to-end tests' mailbox: a real SMTP server on loopback (see tests/smtp.ts) that writes
// every message it receives as JSON into the folder given, where the tests read them.
//   tsx tests/e2e/mail-sink.ts <port> <folder> [<control file>]
// While the control file exists (by default `smtp-down` beside the folder) it stops listening, so
// the app finds its mail server down; once the file is removed it listens again.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpServer } from "../smtp";

const [port = "2526", folder = ".e2e-data/mail", downFile = path.join(path.dirname(folder), "smtp-down")] =
  process.argv.slice(2);
mkdirSync(folder, { recursive: true });
const server = await startSmtpServer({ port: Number(port) });
let count = 0;
const seen = new Set<unknown>();
setInterval(() => {
  for (const message of server.messages) {
    if (seen.has(message)) continue;
    seen.add(message);
    const file = path.join(folder, `${Date.now()}-${++count}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // mailparser reads the List-* headers into one object: the one-click unsubscribe (RFC 8058).
        list: message.headers.get("list"),
      }),
    );
  }
}, 50);
let switching = false;
setInterval(() => {
  const down = existsSync(downFile);
  if (switching || down !== server.listening) return;
  switching = true;
  (down ? server.pause() : server.resume())
    .catch((error: unknown) => console.error("mail sink: could not switch", error))
    .finally(() => {
      switching = false;
    });
}, 100);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    // Closing waits for open connections: do not let one keep the sink alive.
    setTimeout(() => process.exit(0), 1000).unref();
    server.stop().finally(() => process.exit(0));
  });
