import { redirect } from "react-router";
import { localizePath } from "~/i18n/locales";
import { getLocale, withDatabase } from "~/server/context.server";
import { readFormData } from "~/server/http/form-request.server";
import { safeRedirect } from "~/server/http/safe-redirect.server";
import { hideCompletionPrompt } from "~/server/office/completion.server";
import { requireUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/hide-prompt";

/**
 * "Don't show again" (POST, works without JavaScript): the completion prompt is hidden for good
 * and the user goes back to the page they were on (`redirectTo`, same site only), else the office.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readFormData(request);
  const back = form.get("redirectTo");
  await withDatabase(context, (db) => hideCompletionPrompt(db, user.id));
  return redirect(
    safeRedirect(typeof back === "string" ? back : null) ??
      localizePath(getLocale(context), "/personal-info"),
  );
}

/** Nothing to show at this address: a GET goes to the office. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath(getLocale(context), "/personal-info"));
}
