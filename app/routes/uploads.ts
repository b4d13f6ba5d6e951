import { isLocale, type Locale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { IMAGE_TYPES, isImagePurpose, isUploadPurpose, VIDEO_TYPES } from "~/media/upload-rules";
import { getLocale, getServices } from "~/server/context.server";
import { isDatabaseUnavailable } from "~/server/db/client.server";
import { uploadBody } from "~/server/media/request-body.server";
import {
  discardPendingUpload,
  ingestUpload,
  maxUploadBytes,
  UploadRefused,
  uploadDeps,
  uploadLimits,
} from "~/server/media/uploads.server";
import { getUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/uploads";

/**
 * The upload endpoint of the upload field (JavaScript): one file per request, as the raw body.
 *
 * - `POST /uploads?purpose=<p>&lng=<locale>` (`Content-Type`: the file's type, `X-File-Name`: its
 *   name, URI-encoded) → 201 `{ upload }`, a pending upload the form then sends by its id;
 *   400/413/429 `{ error, key }` with the reason in the language `lng`.
 * - `DELETE /uploads?id=<n>` → 204: removes one's own upload that still waits for its form.
 * - `GET /uploads?purpose=<p>` → the limits of a purpose, for checking a file before sending it.
 *
 * Signed-in users only (the session cookie). Cross-site posts are refused by the app's origin
 * check before they get here (a same-origin XHR sends this site's Origin).
 */
type Context = Route.ActionArgs["context"];

const NO_STORE = { "Cache-Control": "no-store" };

function messageLocale(context: Context, url: URL): Locale {
  const lng = url.searchParams.get("lng");
  return isLocale(lng) ? lng : getLocale(context);
}

function refusal(locale: Locale, key: string, status: number, values?: Record<string, string | number>) {
  const { t } = serverI18n(locale);
  return Response.json({ error: t(key, values), key }, { status, headers: NO_STORE });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const purpose = url.searchParams.get("purpose");
  if (!isUploadPurpose(purpose))
    return refusal(messageLocale(context, url), "uploads.errors.badPurpose", 400);
  const limits = uploadLimits(getServices(context).env);
  return Response.json(
    {
      purpose,
      maxBytes: maxUploadBytes(limits, purpose),
      types: isImagePurpose(purpose) ? IMAGE_TYPES : VIDEO_TYPES,
    },
    { headers: { "Cache-Control": "private, max-age=300" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = messageLocale(context, url);
  const services = getServices(context);
  const user = getUser(context);
  if (request.method !== "POST" && request.method !== "DELETE") {
    return new Response(null, { status: 405, headers: { Allow: "GET, POST, DELETE" } });
  }
  if (!user) return refusal(locale, "uploads.errors.signIn", 401);
  if (!services.isDatabaseReady()) return refusal(locale, "uploads.errors.unavailable", 503);
  const deps = uploadDeps(getServices(context));
  try {
    if (request.method === "DELETE") {
      const removed = await discardPendingUpload(deps, user.id, Number(url.searchParams.get("id")));
      return removed
        ? new Response(null, { status: 204, headers: NO_STORE })
        : refusal(locale, "uploads.errors.notFound", 404);
    }

    const purpose = url.searchParams.get("purpose");
    if (!isUploadPurpose(purpose)) return refusal(locale, "uploads.errors.badPurpose", 400);
    const max = maxUploadBytes(deps.limits, purpose);
    const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
    // A refused body is still read to its end (up to a megabyte past the limit, then the
    // connection is cut) and dropped: a browser still sending would otherwise see a reset.
    const body = uploadBody(request, max + 1024 * 1024);
    // A declared size over the limit is refused before anything is stored.
    if (declared > max) {
      body.destroy();
      const key = isImagePurpose(purpose) ? "uploads.errors.photoTooLarge" : "uploads.errors.videoTooLarge";
      return refusal(locale, key, 413, { max: Math.round(max / (1024 * 1024)) });
    }
    let name = "";
    try {
      name = decodeURIComponent(request.headers.get("X-File-Name") ?? "");
    } catch {
      name = request.headers.get("X-File-Name") ?? "";
    }
    const type = request.headers.get("Content-Type") ?? "application/octet-stream";
    const upload = await ingestUpload(deps, user.id, purpose, body, { name, type });
    return Response.json({ upload }, { status: 201, headers: NO_STORE });
  } catch (error) {
    if (error instanceof UploadRefused) return refusal(locale, error.key, error.status, error.values);
    if (isDatabaseUnavailable(error)) {
      services.logger.warn({ err: error }, "database unavailable");
      return refusal(locale, "uploads.errors.unavailable", 503);
    }
    if (request.signal.aborted) return new Response(null, { status: 499 });
    services.logger.error({ err: error }, "upload failed");
    return refusal(locale, "uploads.errors.failed", 500);
  }
}
