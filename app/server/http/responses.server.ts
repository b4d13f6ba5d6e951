import { data, type RouterContextProvider, redirect } from "react-router";
import { type FieldErrors, withoutSecrets } from "~/forms/form-data";
import { localizePath } from "~/i18n/locales";
import { getLocale, getServices } from "../context.server";
import { type Flash, serializeFlash } from "./flash.server";

/**
 * What form actions answer, whichever part of the site they are in (the office, applications,
 * money, the back-office): the saved redirect with its flash, a refused form, a 404.
 */

/**
 * POST/redirect/GET to `location` (a path already in the page's language) with `flash` for the
 * root's dialog: the one way every part of the site redirects with a message.
 */
export async function redirectWithFlashTo(
  context: Readonly<RouterContextProvider>,
  request: Request,
  location: string,
  flash: Flash,
) {
  const cookie = await serializeFlash(
    flash,
    getServices(context).sessionSecrets,
    new URL(request.url).protocol === "https:",
  );
  return redirect(location, { headers: { "Set-Cookie": cookie } });
}

/**
 * To `path` in the page's language with a message: a translation key, or a text the action has
 * already translated with its values (the back-office's `requestT`, decision 036).
 */
export const redirectWithFlash = (
  context: Readonly<RouterContextProvider>,
  request: Request,
  path: string,
  message: string,
  kind: Flash["kind"] = "success",
) => redirectWithFlashTo(context, request, localizePath(getLocale(context), path), { kind, message });

/** A refused form's answer other than 400 (401, 403, 410, 429, 503) and its headers. */
interface RefusalInit {
  status?: number;
  headers?: HeadersInit;
}

/**
 * A refused form, the one way every form answers one: 400 unless `init` says otherwise, with the
 * messages, everything typed (passwords left out) so the page shows it again, and what else the
 * page needs (`extra`).
 */
export function refused<T extends object = Record<never, never>>(
  errors: FieldErrors,
  values: Record<string, string>,
  extra?: T,
  init: RefusalInit = {},
) {
  return data(
    { errors, values: withoutSecrets(values), ...(extra as T) },
    { status: init.status ?? 400, headers: init.headers },
  );
}

/** A 404 for an item that is not there or not the actor's (the route's error boundary shows it). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A 400 for a request no page of ours sends (a missing intent or key): the error page, not a form. */
export function badRequest(): never {
  throw data(null, { status: 400 });
}
