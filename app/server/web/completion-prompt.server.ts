/**
 * The personal office's completion prompt, once per visit (decision 014): what is missing comes
 * from `profileCompletion` (office/completion.server.ts); this decides whether this page shows
 * it, with a cookie that remembers it was shown.
 */
import { createCookie } from "react-router";
import { type Completion, profileToDo } from "~/office/types";

/** How long one showing of the prompt keeps it away ("Later" means: not again this visit). */
export const PROMPT_PAUSE_SECONDS = 12 * 60 * 60;

const promptCookie = (secure: boolean) =>
  createCookie("office_prompt", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: PROMPT_PAUSE_SECONDS,
  });

/**
 * Whether this page shows the completion prompt: the user works as a master or teaches (never a
 * learner, decision 037), something is missing, the user did not hide it
 * for good, and it was not already shown to this user in this browser during the last 12 hours
 * (a cookie naming the user, set whenever it is shown). So "Later" works the same with and
 * without JavaScript: the prompt does not come back on every page of the visit.
 */
export async function completionPrompt(
  request: Request,
  userId: number,
  completion: Completion,
): Promise<{ show: boolean; setCookie: string | null }> {
  if (completion.hidden || profileToDo(completion).length === 0) return { show: false, setCookie: null };
  const shownTo = await promptCookieFor(request).parse(request.headers.get("Cookie"));
  if (shownTo === String(userId)) return { show: false, setCookie: null };
  return { show: true, setCookie: await promptShownCookie(request, userId) };
}

/** The Set-Cookie header that marks the prompt as shown to `userId` in this browser. */
export function promptShownCookie(request: Request, userId: number): Promise<string> {
  return promptCookieFor(request).serialize(String(userId));
}

const promptCookieFor = (request: Request) => promptCookie(new URL(request.url).protocol === "https:");
