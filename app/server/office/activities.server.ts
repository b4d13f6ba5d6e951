/**
 * A master's professional activities (SPEC §3): basic courses, certification trainings, coaching,
 * judging and publications. The office pages and the me/activities API both call these. Every
 * function that takes an id finds the row with `id = ? and (user_id = actor or actor is staff)`:
 * anyone else's id is simply not found (null), and nothing changes.
 */
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Activity } from "~/catalog/types";
import { type FieldErrors, fieldErrors } from "~/forms/form-data";
import {
  ACTIVITY_TEXT,
  type ActivityData,
  activityFields,
  activitySchema,
  hasActivitySubject,
} from "~/forms/office-profile";
import { safeParseText } from "~/forms/safe-parse-text";
import type { Database } from "../db/client.server";
import { professionalActivities } from "../db/schema";
import type { Actor } from "./profile.server";

export type ActivityInput = Partial<Record<keyof ActivityData, unknown>>;
export type ActivityResult = { ok: true; activity: Activity } | { ok: false; errors: FieldErrors };

const columns = {
  id: professionalActivities.id,
  kind: professionalActivities.kind,
  position: professionalActivities.position,
  organisation: professionalActivities.organisation,
  event: professionalActivities.event,
  year: professionalActivities.year,
  description: professionalActivities.description,
};

/** The row `id` if the actor may act on it: their own, or anyone's for staff. */
function owned(actor: Actor, id: number): SQL {
  const mine = actor.isStaff ? sql`true` : eq(professionalActivities.userId, actor.id);
  return and(eq(professionalActivities.id, id), mine) as SQL;
}

const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/** A user's activities, the latest year first (undated last), then the newest entry first. */
export function listActivities(db: Database, userId: number): Promise<Activity[]> {
  return db
    .select(columns)
    .from(professionalActivities)
    .where(eq(professionalActivities.userId, userId))
    .orderBy(sql`${professionalActivities.year} desc nulls last`, desc(professionalActivities.id));
}

export async function getActivity(db: Database, actor: Actor, id: number): Promise<Activity | null> {
  if (!validId(id)) return null;
  const [row] = await db.select(columns).from(professionalActivities).where(owned(actor, id));
  return row ?? null;
}

function check(input: ActivityInput): { ok: true; data: ActivityData } | { ok: false; errors: FieldErrors } {
  const parsed = safeParseText(activitySchema, input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** Adds an activity of the actor (every field checked; see `activitySchema`). */
export async function createActivity(
  db: Database,
  actor: Actor,
  input: ActivityInput,
): Promise<ActivityResult> {
  const checked = check(input);
  if (!checked.ok) return checked;
  const [activity] = await db
    .insert(professionalActivities)
    .values({ ...checked.data, userId: actor.id })
    .returning(columns);
  if (!activity) throw new Error("activity was not created");
  return { ok: true, activity };
}

/**
 * Changes an activity: with `partial`, only the fields given (the API's PATCH), the result still
 * naming a position, a body or an event. Null when the actor may not act on it.
 */
export async function updateActivity(
  db: Database,
  actor: Actor,
  id: number,
  input: ActivityInput,
  { partial = false }: { partial?: boolean } = {},
): Promise<ActivityResult | null> {
  const existing = await getActivity(db, actor, id);
  if (!existing) return null;
  let data: ActivityData;
  if (partial) {
    const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const parsed = safeParseText(activityFields.partial(), given, ACTIVITY_TEXT);
    if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
    const { id: _id, ...before } = existing;
    data = { ...before, ...Object.fromEntries(Object.entries(parsed.data).filter(([key]) => key in given)) };
    if (!hasActivitySubject(data))
      return { ok: false, errors: { position: "officeProfile.validation.activityEmpty" } };
  } else {
    const checked = check(input);
    if (!checked.ok) return checked;
    data = checked.data;
  }
  const [activity] = await db
    .update(professionalActivities)
    .set(data)
    .where(owned(actor, id))
    .returning(columns);
  return activity ? { ok: true, activity } : null;
}

/** Deletes an activity; false when the actor may not act on it (nothing is deleted). */
export async function deleteActivity(db: Database, actor: Actor, id: number): Promise<boolean> {
  if (!validId(id)) return false;
  const deleted = await db
    .delete(professionalActivities)
    .where(owned(actor, id))
    .returning({ id: professionalActivities.id });
  return deleted.length > 0;
}
