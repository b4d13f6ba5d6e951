/**
 * The office items' JSON API (bearer token): `/api/{locale}/api/me/portfolio/`, `/me/certificates/`
 * and `/me/lessons/`, each with `/{id}/`. GET lists or shows, POST creates, PATCH changes, DELETE
 * removes; bodies are multipart (files as parts, the page forms' field names) or JSON (ids of
 * pending uploads from `POST /uploads`). Answers are snake_case; errors `{field: [message]}` in
 * the URL's language; someone else's id is `404 {"detail": "Not found."}`. The same domain
 * functions as the pages run underneath, so every rule holds here too.
 */

import type { RouterContextProvider } from "react-router";
import type { Titled } from "~/catalog/types";
import { type FieldErrors, fieldErrors } from "~/forms/form-data";
import { isStepField, stepStartField, stepTitleField } from "~/forms/lesson-steps";
import { gallerySchema, lessonSchema, priceText } from "~/forms/office-items";
import {
  GALLERY_LIST_FIELDS,
  GALLERY_UPLOAD_FIELDS,
  type GalleryKind,
  LESSON_LIST_FIELDS,
  LESSON_PRICE_MAX_CENTS,
  LESSON_UPLOAD_FIELDS,
} from "~/forms/office-items-limits";
import { safeParseText } from "~/forms/safe-parse-text";
import { isLocale, type Locale, localizePath } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { formatMoney } from "~/i18n/money";
import { apiImage } from "~/server/media/image-ref.server";
import type { User } from "../auth/users.server";
import { stepsJson } from "../catalog/lesson-steps.server";
import { getServices, publicOrigin } from "../context.server";
import { apiError, apiMessage, jsonWithDatabase, WRONG_TYPE, wrongTypeErrors } from "../http/api.server";
import { parseUploadForm, type UploadDeps, type UploadPurpose, uploadDeps } from "../media/uploads.server";
import {
  createGalleryItem,
  deleteGalleryItem,
  getGalleryItem,
  listGallery,
  type OfficeGalleryItem,
  updateGalleryItem,
} from "../office/galleries.server";
import {
  deleteLesson,
  getOfficeLesson,
  lessonFormValues,
  listOwnLessons,
  type OfficeLesson,
  type OfficeLessonRow,
  type OfficeVideo,
  saveLesson,
} from "../office/lessons.server";
import { bearerUser } from "./endpoint.server";

type Context = Readonly<RouterContextProvider>;
type Input = Record<string, string | string[]>;

const json = (body: unknown, status = 200) => Response.json(body, { status });
const notFound = (locale: Locale | null) => apiError(locale, 404, "notFound");

/** Where the answers' links point and what language their messages speak. */
interface Scope {
  locale: Locale;
  origin: string;
  user: User;
  deps: UploadDeps;
}

function translate(errors: FieldErrors, locale: Locale): Record<string, string[]> {
  const { t } = serverI18n(locale);
  // The one message with an amount: the highest price, written as the lesson form writes it.
  const values = (key: string) =>
    key === "officeItems.errors.priceMax" ? { max: formatMoney(LESSON_PRICE_MAX_CENTS, locale) } : undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [
      field === "form" ? "non_field_errors" : field,
      [t(key, values(key))],
    ]),
  );
}

const refusedAnswer = (errors: FieldErrors, scope: Scope) => json(translate(errors, scope.locale), 400);

const titled = (value: Titled | null) => (value ? { id: value.id, title: value.title } : null);

/** A JSON value as the text a form field would carry. */
function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "";
}

/** The request's body as form input: repeated fields as arrays; files become pending uploads. */
async function readInput(
  request: Request,
  scope: Scope,
  uploadFields: Partial<Record<string, UploadPurpose>>,
  listFields: readonly string[],
  /** JSON fields with a structured value, spread into form fields (null: the value has the wrong shape). */
  structured: Record<string, (value: unknown) => Input | null> = {},
): Promise<{ input: Input; present: Set<string>; uploadErrors: FieldErrors } | Response> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return apiError(scope.locale, 400, "jsonParse");
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      return apiError(scope.locale, 400, "jsonParse");
    }
    const plain = body as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries(plain).filter(([key]) => !(key in structured)),
    ) as Record<string, unknown>;
    const wrongTypes = wrongTypeErrors(fields, { lists: listFields, flags: ["published"] });
    const spread: Input = {};
    for (const [key, expand] of Object.entries(structured)) {
      if (!(key in plain)) continue;
      const expanded = expand(plain[key]);
      if (expanded) Object.assign(spread, expanded);
      else wrongTypes[key] = WRONG_TYPE;
    }
    if (Object.keys(wrongTypes).length > 0)
      return Response.json(translate(wrongTypes, scope.locale), { status: 400 });
    const input: Input = { ...spread };
    for (const [key, value] of Object.entries(fields)) {
      if (value === null || value === undefined) input[key] = "";
      else if (listFields.includes(key)) input[key] = (Array.isArray(value) ? value : [value]).map(asText);
      else input[key] = asText(value);
    }
    return {
      input,
      present: new Set([...Object.keys(input), ...Object.keys(structured).filter((key) => key in plain)]),
      uploadErrors: {},
    };
  }
  const { form, uploadErrors } = await parseUploadForm(request, scope.deps, scope.user.id, uploadFields);
  const input: Input = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const current = input[key];
    if (listFields.includes(key)) input[key] = [...(Array.isArray(current) ? current : []), value];
    else input[key] = value;
  }
  return { input, present: new Set([...form.keys(), ...Object.keys(uploadErrors)]), uploadErrors };
}

/**
 * Runs an office endpoint: a known locale, the database, the bearer user, an allowed method
 * (a collection takes GET and POST, an item GET, PATCH, PUT and DELETE), then `work`.
 */
async function officeEndpoint(
  request: Request,
  context: Context,
  localeParam: string | undefined,
  idParam: string | undefined,
  work: (scope: Scope, id: number | null) => Promise<Response>,
): Promise<Response> {
  if (!isLocale(localeParam)) return notFound(null);
  const id =
    idParam === undefined || idParam === "" ? null : /^\d{1,9}$/.test(idParam) ? Number(idParam) : -1;
  if (id === -1) return notFound(localeParam);
  const methods = id === null ? ["GET", "POST"] : ["GET", "PATCH", "PUT", "DELETE"];
  if (!methods.includes(request.method)) {
    return Response.json(
      { detail: apiMessage(localeParam, "methodNotAllowed", { method: request.method }) },
      { status: 405, headers: { Allow: methods.join(", ") } },
    );
  }
  return jsonWithDatabase(
    context,
    async () => {
      const user = await bearerUser(request, context);
      if (user instanceof Response) return user;
      const scope: Scope = {
        locale: localeParam,
        origin: publicOrigin(getServices(context)),
        user,
        deps: uploadDeps(getServices(context)),
      };
      return work(scope, id);
    },
    localeParam,
  );
}

// ---- Portfolio works and certificates ----------------------------------------------------------------

function galleryJson(origin: string, item: OfficeGalleryItem) {
  return {
    id: item.id,
    category: titled(item.category),
    specialization: titled(item.specialization),
    photos: item.photos.map((photo) => ({
      id: photo.id,
      name: photo.name,
      image: apiImage(origin, photo.image),
      full: photo.full ? `${origin}${photo.full}` : null,
    })),
    created_at: item.createdAt,
  };
}

/** `/api/{locale}/api/me/portfolio/{id?}/` and `/me/certificates/{id?}/`. */
export function galleriesEndpoint(
  request: Request,
  context: Context,
  kind: GalleryKind,
  params: { locale?: string; id?: string },
) {
  return officeEndpoint(request, context, params.locale, params.id, async (scope, id) => {
    const { deps, user, locale, origin } = scope;
    const show = async (itemId: number, status = 200) => {
      const item = await getGalleryItem(deps.db, locale, kind, user, itemId);
      return item ? json(galleryJson(origin, item), status) : notFound(scope.locale);
    };
    if (id === null && request.method === "GET") {
      const items = await listGallery(deps.db, locale, kind, user.id);
      return json(items.map((item) => galleryJson(origin, item)));
    }
    if (id !== null && request.method === "GET") return show(id);
    if (id !== null && request.method === "DELETE") {
      return (await deleteGalleryItem(deps, user, kind, id))
        ? new Response(null, { status: 204 })
        : notFound(scope.locale);
    }

    const existing = id === null ? null : await getGalleryItem(deps.db, locale, kind, user, id);
    if (id !== null && !existing) return notFound(scope.locale);
    const body = await readInput(request, scope, GALLERY_UPLOAD_FIELDS, GALLERY_LIST_FIELDS);
    if (body instanceof Response) return body;
    // A change names only what changes: the rest stays as it is (every photo kept, in order).
    const input: Input = existing
      ? {
          category: existing.category ? String(existing.category.id) : "",
          specialization: existing.specialization ? String(existing.specialization.id) : "",
          keep: existing.photos.map((photo) => String(photo.id)),
          ...body.input,
        }
      : body.input;
    const parsed = safeParseText(gallerySchema, input);
    const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...body.uploadErrors };
    if (!parsed.success || Object.keys(errors).length > 0) return refusedAnswer(errors, scope);
    if (existing) {
      const saved = await updateGalleryItem(deps, user, kind, existing.id, parsed.data);
      if (!saved) return notFound(scope.locale);
      return saved.ok ? show(existing.id) : refusedAnswer(saved.errors, scope);
    }
    const saved = await createGalleryItem(deps, user, kind, parsed.data);
    return saved.ok ? show(saved.value.id, 201) : refusedAnswer(saved.errors, scope);
  });
}

// ---- Lessons -----------------------------------------------------------------------------------------

/** A lesson video: its file, and its streaming state (`processing`, `ready`, `failed` + reason code). */
const videoJson = (video: OfficeVideo | null) =>
  video
    ? {
        id: video.id,
        name: video.name,
        bytes: video.bytes,
        duration_ms: video.durationMs,
        streaming: { state: video.streaming.state, reason: video.streaming.reason },
      }
    : null;

function lessonRowJson(scope: Scope, lesson: OfficeLessonRow) {
  return {
    id: lesson.id,
    slug: lesson.slug,
    page_url: `${scope.origin}${localizePath(scope.locale, `/lessons/${encodeURIComponent(lesson.slug)}`)}`,
    title: lesson.title,
    level: lesson.level,
    price: `${Math.trunc(lesson.priceCents / 100)}.${String(lesson.priceCents % 100).padStart(2, "0")}`,
    price_cents: lesson.priceCents,
    currency: "USD",
    specialization: titled(lesson.specialization),
    published: lesson.published,
    views: lesson.views,
    poster: apiImage(scope.origin, lesson.poster),
    created_at: lesson.createdAt,
  };
}

function lessonJson(scope: Scope, lesson: OfficeLesson) {
  return {
    ...lessonRowJson(scope, lesson),
    about: lesson.about,
    category: titled(lesson.category),
    brands: lesson.brands.map((brand) => ({ id: brand.id, name: brand.name })),
    published_at: lesson.publishedAt,
    // Names only: a paid video is never given out as a playable URL.
    trailer: videoJson(lesson.trailer),
    full_video: videoJson(lesson.full),
    tips_video: videoJson(lesson.tips),
    steps: stepsJson(lesson.steps),
  };
}

/**
 * `steps: [{title, start_seconds}]` as the form's rows (`step_title_<n>`, `step_start_<n>`); a time
 * may also be text as the editor takes it ("1:05"). Null when it is not a list of such objects.
 */
function stepsInput(value: unknown): Input | null {
  if (!Array.isArray(value)) return null;
  const input: Input = {};
  for (const [row, step] of value.entries()) {
    if (!step || typeof step !== "object" || Array.isArray(step)) return null;
    const { title, start_seconds: start } = step as Record<string, unknown>;
    if (typeof title !== "string" || !(typeof start === "number" || typeof start === "string")) return null;
    input[stepTitleField(row)] = title;
    input[stepStartField(row)] = String(start);
  }
  return input;
}

/** The rows' field names in messages as the JSON names them: `steps.2.start_seconds`. */
function jsonStepErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field.replace(
        /^step_(title|start)_(\d+)$/,
        (_, part, row) => `steps.${row}.${part === "title" ? "title" : "start_seconds"}`,
      ),
      message,
    ]),
  );
}

/** `published: true|false` (or the form's `intent`), and `price_cents` instead of `price`. */
function lessonInput(body: Input, errors: FieldErrors): Input {
  const input = { ...body };
  if ("published" in input && !("intent" in input)) {
    input.intent = ["true", "1", "on"].includes(String(input.published).toLowerCase()) ? "publish" : "draft";
  }
  if ("price_cents" in input && !("price" in input)) {
    const cents = String(input.price_cents).trim();
    if (/^\d{1,7}$/.test(cents)) input.price = priceText(Number(cents));
    else errors.price_cents = "officeItems.errors.priceInvalid";
  }
  return input;
}

/** `/api/{locale}/api/me/lessons/{id?}/`. */
export function lessonsEndpoint(
  request: Request,
  context: Context,
  params: { locale?: string; id?: string },
) {
  return officeEndpoint(request, context, params.locale, params.id, async (scope, id) => {
    const { deps, user, locale } = scope;
    const show = async (lessonId: number, status = 200) => {
      const lesson = await getOfficeLesson(deps.db, locale, user, lessonId);
      return lesson ? json(lessonJson(scope, lesson), status) : notFound(scope.locale);
    };
    if (id === null && request.method === "GET") {
      const lessons = await listOwnLessons(deps.db, locale, user.id);
      return json(lessons.map((lesson) => lessonRowJson(scope, lesson)));
    }
    if (id !== null && request.method === "GET") return show(id);
    if (id !== null && request.method === "DELETE") {
      return (await deleteLesson(deps, user, id))
        ? new Response(null, { status: 204 })
        : notFound(scope.locale);
    }

    const existing = id === null ? null : await getOfficeLesson(deps.db, locale, user, id);
    if (id !== null && !existing) return notFound(scope.locale);
    const body = await readInput(request, scope, LESSON_UPLOAD_FIELDS, LESSON_LIST_FIELDS, {
      steps: stepsInput,
    });
    if (body instanceof Response) return body;
    const errors: FieldErrors = { ...body.uploadErrors };
    const given = lessonInput(body.input, errors);
    // Steps sent (as a list or as rows) replace them all; otherwise a change keeps them.
    const stepsSent = body.present.has("steps") || Object.keys(given).some(isStepField);
    const kept = existing
      ? Object.fromEntries(
          Object.entries(lessonFormValues(existing)).filter(([field]) => !stepsSent || !isStepField(field)),
        )
      : {};
    const input: Input = { ...kept, ...given };
    const parsed = safeParseText(lessonSchema, input);
    Object.assign(errors, parsed.success ? {} : fieldErrors(parsed.error), body.uploadErrors);
    // A JSON body names steps as a list; a multipart one by the form's row fields.
    const refuse = (problems: FieldErrors) =>
      refusedAnswer(body.present.has("steps") ? jsonStepErrors(problems) : problems, scope);
    if (!parsed.success || Object.keys(errors).length > 0) return refuse(errors);
    const services = getServices(context);
    const saved = await saveLesson(deps, user, existing?.id ?? null, parsed.data, {
      origin: publicOrigin(services),
      sessionSecrets: services.sessionSecrets,
    });
    if (!saved) return notFound(scope.locale);
    if (!saved.ok) return refuse(saved.errors);
    return show(saved.value.id, existing ? 200 : 201);
  });
}
