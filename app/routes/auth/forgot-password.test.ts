import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIpContext } from "~/server/http/client-ip.server";
import deEmails from "../../../locales/de/emails.json" with { type: "json" };
import { testDatabases } from "../../../tests/databases";
import { recordingMailer, routerContext } from "../../../tests/router-context";
import { insertUser } from "../../../tests/support/office";
import { action } from "./forgot-password";

describe.each(testDatabases())("the forgot-password page on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => database.dispose());

  it("emails the reset link in the page's language, not the account's (issue 16)", async () => {
    const user = await insertUser(database.db, { locale: "uk" });
    const mailer = recordingMailer();
    const context = routerContext(database, { locale: "de", mailer });
    context.set(clientIpContext, "10.2.0.1");
    const request = new Request("http://localhost/de/forgot-password", {
      method: "POST",
      body: new URLSearchParams({ email: user.email }),
    });
    const answer = await action({ request, context, params: { lang: "de" } } as unknown as Parameters<
      typeof action
    >[0]);
    expect((answer as Response).headers.get("Location")).toBe("/de/check-email");
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.subject).toBe(deEmails.emails.passwordReset.subject);
    expect(mailer.sent[0]?.text).toMatch(/\/de\/new-password\/[\w-]+\/[\w-]+/);
  });
});
