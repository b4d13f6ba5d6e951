import { isLocale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import {
  bearerUser,
  detail,
  endpoint,
  json,
  limited,
  noContent,
  translateErrors,
} from "~/server/api/endpoint.server";
import { recordEvent } from "~/server/auth/rate-limit.server";
import { lessonItem, masterItem } from "~/server/catalog/api.server";
import { getServices, publicOrigin } from "~/server/context.server";
import { apiError } from "~/server/http/api.server";
import {
  followedMasterCards,
  followMaster,
  isFollowing,
  isSaved,
  MAX_FOLLOWS,
  MAX_SAVED_LESSONS,
  masterIdOf,
  publishedLessonId,
  SOCIAL_LIMIT,
  type SocialResult,
  savedLessonCards,
  saveLesson,
  unfollowMaster,
  unsaveLesson,
} from "~/server/social/social.server";
import type { Route } from "./+types/me-social";

/**
 * The caller's saved lessons and followed masters (bearer token, decision 045):
 * - /api/{locale}/api/me/saved/: GET → the saved lessons (the lessons list's items, latest saved
 *   first); POST `{"lesson": "<slug>"}` → 201 with the lesson (200 when it was saved already).
 *   /saved/{slug}/: GET → the lesson when saved, else 404; PUT → saves (204); DELETE → 204.
 * - /api/{locale}/api/me/following/: GET → the masters followed; POST `{"master": "<username>"}`
 *   → 201 with the master. /following/{username}/: GET, PUT, DELETE as above.
 * An unknown or unpublished lesson, or an unknown master, is 404; over the limit (1,000 each)
 * 409; following oneself 400; more than 120 changes in 10 minutes 429.
 */
function handle({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const { locale, slug } = params;
  if (!isLocale(locale)) return apiError(null, 404, "notFound");
  const kind = new URL(request.url).pathname.includes("/api/me/saved") ? "saved" : "following";
  const field = kind === "saved" ? "lesson" : "master";
  const methods = slug === undefined ? ["GET", "POST"] : ["GET", "PUT", "DELETE"];
  const links = { origin: publicOrigin(getServices(context)), locale };
  const { t } = serverI18n(locale);
  const refusal = (result: Exclude<SocialResult, { ok: true }>) => {
    if (result.reason === "notFound") return apiError(locale, 404, "notFound");
    if (result.reason === "ownPage")
      return json(translateErrors({ [field]: "social.errors.ownPage" }, locale), 400);
    const max = result.reason === "tooManySaved" ? MAX_SAVED_LESSONS : MAX_FOLLOWS;
    return detail(t(`social.errors.${result.reason}`, { max }), 409);
  };
  return endpoint(
    context,
    request,
    methods,
    async (body, db) => {
      const user = await bearerUser(request, context);
      if (user instanceof Response) return user;
      const list = async () =>
        kind === "saved"
          ? (await savedLessonCards(db, locale, user.id)).map((lesson) => lessonItem(links, lesson))
          : (await followedMasterCards(db, locale, user.id)).map((master) => masterItem(links, master));
      const one = async (name: string) => {
        const items = await list();
        return items.find((item) => ("slug" in item ? item.slug : item.username) === name) ?? null;
      };
      if (request.method === "GET") {
        if (slug === undefined) return json(await list());
        const present =
          kind === "saved"
            ? await publishedLessonId(db, slug).then((id) => (id === null ? false : isSaved(db, user.id, id)))
            : await masterIdOf(db, slug).then((id) => (id === null ? false : isFollowing(db, user.id, id)));
        const item = present ? await one(slug) : null;
        return item ? json(item) : apiError(locale, 404, "notFound");
      }
      const name = slug ?? body[field];
      if (typeof name !== "string" || name.trim() === "") {
        return json(translateErrors({ [field]: "social.errors.required" }, locale), 400);
      }
      const key = `user:${user.id}`;
      const blocked = await limited(db, SOCIAL_LIMIT, key, locale);
      if (blocked) return blocked;
      await recordEvent(db, SOCIAL_LIMIT, key);
      if (request.method === "DELETE") {
        const result =
          kind === "saved" ? await unsaveLesson(db, user.id, name) : await unfollowMaster(db, user.id, name);
        return result.ok ? noContent() : refusal(result);
      }
      const before =
        kind === "saved"
          ? await publishedLessonId(db, name).then((id) => (id === null ? false : isSaved(db, user.id, id)))
          : await masterIdOf(db, name).then((id) => (id === null ? false : isFollowing(db, user.id, id)));
      const result =
        kind === "saved" ? await saveLesson(db, user.id, name) : await followMaster(db, user.id, name);
      if (!result.ok) return refusal(result);
      if (request.method === "PUT") return noContent();
      return json(await one(name), before ? 200 : 201);
    },
    // An item's PUT or DELETE needs no body; the own per-person rule replaces the per-address one.
    { limited: false, readBody: slug === undefined },
  );
}

export const loader = handle;
export const action = handle;
