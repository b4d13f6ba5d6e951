import { eq } from "drizzle-orm";
import { hasControlCharacters } from "~/forms/control-characters";
import { fullVideoDuration, readProgressInput, saveProgress } from "~/server/catalog/lesson-progress.server";
import { hasPurchased } from "~/server/commerce/purchases.server";
import { withDatabase } from "~/server/context.server";
import { lessons } from "~/server/db/schema";
import { getUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/lesson-progress";

/**
 * `POST /lessons/:slug/progress` — where the buyer stands in the lesson's full video (issue 17
 * §5, decision 043), sent by the player every ~10 s while it plays, on pause and on leaving the
 * page (`navigator.sendBeacon`). Body (form-encoded or JSON): `position` and `duration` in
 * seconds, `reason` tick|pause|leave. 204 whether the save was written or coalesced; 400 for a
 * position that cannot be right; 401 for a visitor; 403 for whoever did not buy the lesson (its
 * master and staff watch without progress); 404 for a lesson without a full video. A request from
 * another site never gets here: the app refuses it first (`isForgedRequest` in server/app.ts).
 */
const NO_STORE = { "Cache-Control": "no-store" };
const status = (code: number) => new Response(null, { status: code, headers: NO_STORE });
/** A beacon's body is a few dozen bytes. */
const MAX_BODY = 1024;

async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  const text = await request.text();
  if (text.length > MAX_BODY) return null;
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  const user = getUser(context);
  if (!user?.isActive) return status(401);
  const fields = await readFields(request);
  if (!fields) return status(400);
  if (hasControlCharacters(params.slug)) return status(404);
  return withDatabase(context, async (db) => {
    const [lesson] = await db
      .select({ id: lessons.id, fullVideoId: lessons.fullVideoId })
      .from(lessons)
      .where(eq(lessons.slug, params.slug));
    if (!lesson?.fullVideoId) return status(404);
    if (!(await hasPurchased(db, user.id, lesson.id))) return status(403);
    const input = readProgressInput(fields, await fullVideoDuration(db, lesson.id));
    if (!input) return status(400);
    await saveProgress(db, user.id, lesson.id, input);
    return status(204);
  });
}
