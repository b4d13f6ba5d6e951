import { describe, expect, it } from "vitest";
import { COMPLETION_PARTS, profileToDo } from "~/office/types";
import { completionPrompt, PROMPT_PAUSE_SECONDS } from "./completion-prompt.server";

describe("completionPrompt (once per visit)", () => {
  const missing = { master: true, listed: false, missing: ["personal" as const], hidden: false };
  const request = (cookie?: string, url = "http://maistry.test/en/personal-info") =>
    new Request(url, cookie ? { headers: { Cookie: cookie } } : {});
  const cookiePair = (setCookie: string | null) => (setCookie ?? "").split(";")[0] ?? "";

  it("shows the prompt and remembers, in an HttpOnly cookie naming the user, that it did", async () => {
    const first = await completionPrompt(request(), 7, missing);
    expect(first.show).toBe(true);
    expect(first.setCookie).toMatch(/^office_prompt=/);
    expect(first.setCookie).toContain("HttpOnly");
    expect(first.setCookie).toContain("SameSite=Lax");
    expect(first.setCookie).toContain(`Max-Age=${PROMPT_PAUSE_SECONDS}`);
    expect(first.setCookie).not.toContain("Secure");
    const again = await completionPrompt(request(cookiePair(first.setCookie)), 7, missing);
    expect(again).toEqual({ show: false, setCookie: null });
    // Another user signing in on the same browser still sees theirs.
    expect((await completionPrompt(request(cookiePair(first.setCookie)), 8, missing)).show).toBe(true);
  });

  it("never shows when nothing is missing or the user hid it; marks the cookie Secure on https", async () => {
    expect(
      await completionPrompt(request(), 7, { master: true, listed: true, missing: [], hidden: false }),
    ).toEqual({
      show: false,
      setCookie: null,
    });
    expect(await completionPrompt(request(), 7, { ...missing, hidden: true })).toEqual({
      show: false,
      setCookie: null,
    });
    const secure = await completionPrompt(request(undefined, "https://maistry.test/masters/x"), 7, missing);
    expect(secure.setCookie).toContain("Secure");
  });

  it("never shows to a learner (decision 037), however much of the master profile is missing", async () => {
    const learner = { master: false, listed: false, missing: [...COMPLETION_PARTS], hidden: false };
    expect(await completionPrompt(request(), 7, learner)).toEqual({ show: false, setCookie: null });
    expect(profileToDo(learner)).toEqual([]);
    // The same profile once the person says they work as a master: asked for all five parts.
    expect(profileToDo({ ...learner, master: true })).toEqual(COMPLETION_PARTS);
    expect((await completionPrompt(request(), 7, { ...learner, master: true })).show).toBe(true);
  });
});
