/**
 * The HTML side of saved lessons and follows (decision 045): the heart's and the follow button's
 * POSTs, and the unsubscribe link's page. A form posted by the browser itself (no JavaScript)
 * goes back to the page it came from (`redirectTo`, same site only), with a message when refused;
 * the button's own `fetch` (it sends `reply=data`) gets `{ active }` or `{ error }` instead, so
 * the page does not reload.
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { localizePath } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { checkRate, recordEvent } from "../auth/rate-limit.server";
import { getLocale, getServices, withDatabase } from "../context.server";
import { readFormData } from "../http/form-request.server";
import { redirectWithFlashTo } from "../http/responses.server";
import { safeRedirect } from "../http/safe-redirect.server";
import {
  followMaster,
  MAX_FOLLOWS,
  MAX_SAVED_LESSONS,
  masterName,
  SOCIAL_LIMIT,
  type SocialResult,
  saveLesson,
  stopFollowing,
  unfollowMaster,
  unsaveLesson,
} from "../social/social.server";
import { verifyUnsubscribe } from "../social/unsubscribe-link.server";
import { requireUser } from "./current-user.server";

type Context = Readonly<RouterContextProvider>;

/** What the buttons' fetch gets back. */
export type SocialReply = { active: boolean } | { error: string };

/** The refusal's message in the page's language (the limits name their number). */
function refusalText(context: Context, reason: Exclude<SocialResult, { ok: true }>["reason"] | "throttled") {
  const { t } = serverI18n(getLocale(context));
  if (reason === "throttled") return t("validation.rateLimited", { minutes: 10 });
  return t(`social.errors.${reason}`, { max: reason === "tooManySaved" ? MAX_SAVED_LESSONS : MAX_FOLLOWS });
}

async function toggle(
  context: Context,
  request: Request,
  fallbackPath: string,
  change: (userId: number, on: boolean) => Promise<SocialResult>,
  onIntent: string,
  offIntent: string,
) {
  const user = requireUser(context, request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const byFetch = form.get("reply") === "data";
  const back = form.get("redirectTo");
  const backTo =
    safeRedirect(typeof back === "string" ? back : null) ?? localizePath(getLocale(context), fallbackPath);
  if (intent !== onIntent && intent !== offIntent) {
    return byFetch
      ? data<SocialReply>({ error: refusalText(context, "notFound") }, { status: 400 })
      : redirect(backTo);
  }
  const result = await withDatabase(context, async (db): Promise<SocialResult | "throttled"> => {
    const key = `user:${user.id}`;
    if (!(await checkRate(db, SOCIAL_LIMIT, key)).allowed) return "throttled";
    await recordEvent(db, SOCIAL_LIMIT, key);
    return change(user.id, intent === onIntent);
  });
  if (result !== "throttled" && result.ok) {
    return byFetch ? data<SocialReply>({ active: result.active }) : redirect(backTo);
  }
  const reason = result === "throttled" ? "throttled" : result.reason;
  const message = refusalText(context, reason);
  const status = reason === "throttled" ? 429 : reason === "notFound" ? 404 : 409;
  if (byFetch) return data<SocialReply>({ error: message }, { status });
  return redirectWithFlashTo(context, request, backTo, { kind: "error", message });
}

/** POST …/lessons/:slug/save with `intent=save|unsave`. */
export function saveLessonAction(context: Context, request: Request, slug: string) {
  const { db } = getServices(context).database;
  return toggle(
    context,
    request,
    `/lessons/${encodeURIComponent(slug)}`,
    (userId, on) => (on ? saveLesson(db, userId, slug) : unsaveLesson(db, userId, slug)),
    "save",
    "unsave",
  );
}

/** POST …/masters/:slug/follow with `intent=follow|unfollow`. */
export function followAction(context: Context, request: Request, username: string) {
  const { db } = getServices(context).database;
  return toggle(
    context,
    request,
    `/masters/${encodeURIComponent(username)}`,
    (userId, on) => (on ? followMaster(db, userId, username) : unfollowMaster(db, userId, username)),
    "follow",
    "unfollow",
  );
}

/** What the unsubscribe page shows: the question, the answer, or a link that is not ours. */
export type UnsubscribeView =
  | { state: "ask"; name: string; username: string }
  | { state: "done"; name: string; username: string }
  | { state: "invalid" };

/**
 * GET /unsubscribe?f&m&sig: a signed link asks (a mail scanner's GET changes nothing); its POST
 * stops the follow — no sign-in needed, the signature is the proof. A link that is not ours is a
 * 403 page.
 */
export async function unsubscribePage(context: Context, request: Request) {
  const url = new URL(request.url);
  const grant = verifyUnsubscribe(getServices(context).sessionSecrets, url.searchParams);
  if (!grant) return data<UnsubscribeView>({ state: "invalid" }, { status: 403 });
  const master = await withDatabase(context, (db) => masterName(db, grant.masterId));
  if (!master) return data<UnsubscribeView>({ state: "invalid" }, { status: 403 });
  if (request.method !== "POST") {
    return data<UnsubscribeView>({ state: "ask", name: master.fullName, username: master.username });
  }
  await withDatabase(context, (db) => stopFollowing(db, grant.followerId, grant.masterId));
  return data<UnsubscribeView>({ state: "done", name: master.fullName, username: master.username });
}
