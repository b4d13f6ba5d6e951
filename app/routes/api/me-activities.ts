import type { Activity } from "~/catalog/types";
import { isLocale } from "~/i18n/locales";
import { bearerUser, endpoint, json, noContent, translateErrors } from "~/server/api/endpoint.server";
import { apiError } from "~/server/http/api.server";
import {
  createActivity,
  deleteActivity,
  getActivity,
  listActivities,
  updateActivity,
} from "~/server/office/activities.server";
import type { Route } from "./+types/me-activities";

/** An activity as the API shows it (snake_case, like the rest of the API). */
const activityJson = (activity: Activity) => ({
  id: activity.id,
  kind: activity.kind,
  position: activity.position,
  organisation: activity.organisation,
  event: activity.event,
  year: activity.year,
  description: activity.description,
});

/**
 * The caller's professional activities (bearer token):
 * GET / POST (201) on /api/{locale}/api/me/activities/, GET / PATCH / PUT / DELETE (204) on
 * /{id}/. Someone else's id is 404 (staff may act on anyone's); errors are `{field: [message]}`
 * in the URL's language.
 */
function handle({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const { locale, id } = params;
  if (!isLocale(locale)) return apiError(null, 404, "notFound");
  const notFound = () => apiError(locale, 404, "notFound");
  if (id !== undefined && !/^\d{1,10}$/.test(id)) return notFound();
  const methods = id === undefined ? ["GET", "POST"] : ["GET", "PATCH", "PUT", "DELETE"];
  return endpoint(
    context,
    request,
    methods,
    async (body, db) => {
      const user = await bearerUser(request, context);
      if (user instanceof Response) return user;
      const actor = { id: user.id, isStaff: user.isStaff };
      if (id === undefined) {
        if (request.method === "GET") return json((await listActivities(db, user.id)).map(activityJson));
        const created = await createActivity(db, actor, body);
        return created.ok
          ? json(activityJson(created.activity), 201)
          : json(translateErrors(created.errors, locale), 400);
      }
      const activityId = Number(id);
      if (request.method === "GET") {
        const activity = await getActivity(db, actor, activityId);
        return activity ? json(activityJson(activity)) : notFound();
      }
      if (request.method === "DELETE") {
        return (await deleteActivity(db, actor, activityId)) ? noContent() : notFound();
      }
      const updated = await updateActivity(db, actor, activityId, body, {
        partial: request.method === "PATCH",
      });
      if (!updated) return notFound();
      return updated.ok
        ? json(activityJson(updated.activity))
        : json(translateErrors(updated.errors, locale), 400);
    },
    { limited: false },
  );
}

export const loader = handle;
export const action = handle;
