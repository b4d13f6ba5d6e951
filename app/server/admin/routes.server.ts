import { type RouterContextProvider, redirect } from "react-router";
import { localizePath } from "~/i18n/locales";
import { getLocale, getServices } from "../context.server";
import { serializeFlash } from "../http/flash.server";

/**
 * POST → redirect → GET for the back-office: back to `path` (in the request's locale) with a
 * success or error message for the root's dialog. Messages are plain English (no `:` in them).
 */
export async function redirectWithMessage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  path: string,
  message: string,
  kind: "success" | "error" = "success",
) {
  const cookie = await serializeFlash(
    { kind, message },
    getServices(context).sessionSecrets,
    new URL(request.url).protocol === "https:",
  );
  return redirect(localizePath(getLocale(context), path), { headers: { "Set-Cookie": cookie } });
}
