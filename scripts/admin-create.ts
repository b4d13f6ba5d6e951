// npm run admin:create -- --email someone@example.com [--name "Anna Kovalenko"] [--username anna]
//
// Makes one staff account, on the configured database (DATABASE_URL, else the embedded one in
// DATA_DIR), after applying the migrations. An existing user becomes staff (and active again if
// they were not); a new user is created active and staff, with the password from ADMIN_PASSWORD
// or asked for twice at a hidden prompt, checked by the app's password rules.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import {
  createOrPromoteStaff,
  existingAccount,
  isValidEmail,
  newAccountDetails,
  passwordProblem,
} from "~/server/admin/staff-accounts.server";
import { openDatabase } from "~/server/db/client.server";
import { parseEnv } from "~/server/env.server";

const USAGE =
  'usage: npm run admin:create -- --email someone@example.com [--name "Full Name"] [--username nick]';

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    username: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
  strict: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const email = values.email?.trim() ?? "";
if (!isValidEmail(email)) {
  console.error(email ? `not an email address: ${email}` : "--email is required");
  console.error(USAGE);
  process.exit(2);
}

let piped: AsyncIterator<string> | null = null;
/** The next line of a piped stdin (`printf 'secret\nsecret\n' | npm run admin:create …`). */
async function nextPipedLine(): Promise<string> {
  piped ??= createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  const next = await piped.next();
  if (next.done) {
    console.error("no password given (stdin ended); set ADMIN_PASSWORD or run it in a terminal");
    process.exit(1);
  }
  return next.value;
}

/** Reads one line without echoing it (a terminal); a pipe is read as it is. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(question);
  if (!input.isTTY) {
    return nextPipedLine().then((line) => {
      process.stdout.write("\n");
      return line;
    });
  }
  return new Promise((resolve) => {
    let typed = "";
    input.setRawMode(true);
    input.resume();
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\u0003") {
          input.setRawMode(false);
          process.stdout.write("\n");
          process.exit(130);
        } else if (char === "\r" || char === "\n") {
          input.setRawMode(false);
          input.off("data", onData);
          input.pause();
          process.stdout.write("\n");
          resolve(typed);
          return;
        } else if (char === "\u007f" || char === "\b") {
          typed = typed.slice(0, -1);
        } else {
          typed += char;
        }
      }
    };
    input.on("data", onData);
  });
}

const env = parseEnv(process.env);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
let exitCode = 0;
try {
  await database.prepare();
  const { db } = database;
  const input = { email, fullName: values.name, username: values.username };
  let password: string | null = null;
  if (!(await existingAccount(db, email))) {
    const details = await newAccountDetails(db, input);
    password = process.env.ADMIN_PASSWORD ?? null;
    if (password === null) {
      console.log(`No account with ${email} yet: creating ${details.fullName} (@${details.username}).`);
      for (;;) {
        const first = await askHidden("Password: ");
        const problem = await passwordProblem(first, details);
        if (problem) {
          console.error(problem);
          continue;
        }
        const second = await askHidden("Password again: ");
        if (first !== second) {
          console.error("The passwords do not match.");
          continue;
        }
        password = first;
        break;
      }
    }
  }
  const outcome = await createOrPromoteStaff(db, input, password);
  switch (outcome.status) {
    case "created":
      console.log(
        `Created staff account @${outcome.user.username} <${outcome.user.email}> (id ${outcome.user.id}).`,
      );
      break;
    case "promoted":
      console.log(
        outcome.wasStaff && !outcome.reactivated
          ? `@${outcome.user.username} <${outcome.user.email}> is already staff.`
          : `@${outcome.user.username} <${outcome.user.email}> is now staff${outcome.reactivated ? " (and active again)" : ""}.`,
      );
      break;
    case "invalid":
      console.error(outcome.message);
      exitCode = 1;
      break;
  }
  console.log(`(the ${database.kind} database)`);
} finally {
  await database.close();
}
process.exit(exitCode);
