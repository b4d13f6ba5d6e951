import { data, type RouterContextProvider, redirect } from "react-router";
import type { FieldErrors } from "~/forms/form-data";
import { localizePath } from "~/i18n/locales";
import { getLocale, getServices } from "../context.server";
import { serializeFlash } from "./flash.server";

/**
 * What form actions answer, whichever part of the site they are in (the office, applications,
 * money, the back-office): the saved redirect with its flash, a refused form, a 404.
 */

/** POST/redirect/GET to an office page with a success message (a translation key) in the flash. */
export async function redirectWithFlash(
  context: Readonly<RouterContextProvider>,
  request: Request,
  path: string,
  message: string,
) {
  const flash = await serializeFlash(
    { kind: "success", message },
    getServices(context).sessionSecrets,
    new URL(request.url).protocol === "https:",
  );
  return redirect(localizePath(getLocale(context), path), { headers: { "Set-Cookie": flash } });
}

/** A refused office form: 400 with the messages and everything typed, so the page shows it again. */
export function refused<T extends object = Record<never, never>>(
  errors: FieldErrors,
  values: Record<string, string>,
  extra?: T,
) {
  return data({ errors, values, ...(extra as T) }, { status: 400 });
}

/** A 404 for an item that is not there or not the actor's (the route's error boundary shows it). */
export function notFound(): never {
  throw data(null, { status: 404 });
}
