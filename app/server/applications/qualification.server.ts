/**
 * Proof-of-qualification requests (issue 7): a user asks for a level 1–6 in one specialization,
 * with 1–10 certificate photos and a description; one pending at a time. Staff grant a level
 * (the one asked for by default) — the profile's qualification level becomes it — or reject with
 * a note. A decision, its profile change, its audit row and its queued email are one transaction.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { storedText } from "~/admin/stored-text";
import type { DecisionInput, QualificationRequestInput } from "~/forms/applications";
import type { FieldErrors } from "~/forms/form-data";
import type { Locale } from "~/i18n/locales";
import { recordAudit } from "../audit/audit.server";
import { categoryOf } from "../catalog/categories.server";
import { type Database, isUniqueViolation } from "../db/client.server";
import {
  categoryTranslations,
  profiles,
  qualificationRequests,
  subCategoryTranslations,
  users,
} from "../db/schema";
import { inTransaction, notSaved, Refusal, type Saved } from "../db/transaction.server";
import { qualificationDecisionEmail } from "../mail/decision-templates.server";
import { queueMail } from "../mail/outbox.server";
import type { UploadDeps } from "../media/uploads.server";
import { ensureProfile } from "../office/profile.server";
import {
  type Applicant,
  type ApplicationPhoto,
  absoluteLink,
  attachPhotos,
  checkPhotos,
  type DecisionDeps,
  type DecisionResult,
  decisionRefused,
  pendingOnly,
  photosOf,
  type ReviewStatus,
  recipientOf,
  type Staff,
  sendDecisionMail,
} from "./shared.server";

const ALREADY_PENDING: FieldErrors = { form: "applications.errors.qualificationPending" };
const categoryTitle = alias(categoryTranslations, "category_title");
const subCategoryTitle = alias(subCategoryTranslations, "sub_category_title");

export interface QualificationRequestStatus {
  id: number;
  status: ReviewStatus;
  requestedLevel: number;
  grantedLevel: number | null;
  staffNote: string;
  createdAt: string;
  decidedAt: string | null;
}

/** The user's newest request: what the page shows as its status. */
export async function latestQualificationRequest(
  db: Database,
  userId: number,
): Promise<QualificationRequestStatus | null> {
  const [row] = await db
    .select({
      id: qualificationRequests.id,
      status: qualificationRequests.status,
      requestedLevel: qualificationRequests.requestedLevel,
      grantedLevel: qualificationRequests.grantedLevel,
      staffNote: qualificationRequests.staffNote,
      createdAt: qualificationRequests.createdAt,
      decidedAt: qualificationRequests.decidedAt,
    })
    .from(qualificationRequests)
    .where(eq(qualificationRequests.userId, userId))
    .orderBy(desc(qualificationRequests.createdAt), desc(qualificationRequests.id))
    .limit(1);
  if (!row) return null;
  return { ...row, createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null };
}

/** The user's proven level (1–6 or null) and the specialization of their profile (the form's default). */
export async function qualificationProfile(db: Database, userId: number) {
  const [row] = await db
    .select({
      level: profiles.qualificationLevel,
      categoryId: profiles.categoryId,
      subCategoryId: profiles.subCategoryId,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

async function hasPending(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: qualificationRequests.id })
    .from(qualificationRequests)
    .where(and(eq(qualificationRequests.userId, userId), eq(qualificationRequests.status, "pending")))
    .limit(1);
  return Boolean(row);
}

/** A new request of the user with its certificate photos (1–10 pending uploads, in order). */
export async function submitQualificationRequest(
  deps: UploadDeps,
  user: Applicant,
  input: QualificationRequestInput,
): Promise<Saved<{ id: number }>> {
  const { db } = deps;
  if (await hasPending(db, user.id)) return notSaved(ALREADY_PENDING);
  const errors: FieldErrors = {};
  const categoryId = await categoryOf(db, input.specialization);
  if (categoryId === null) errors.specialization = "applications.errors.specializationRequired";
  else if (categoryId !== input.category)
    errors.specialization = "applications.errors.specializationMismatch";
  Object.assign(errors, await checkPhotos(db, user.id, input.photos, { required: true }));
  if (Object.keys(errors).length > 0) return notSaved(errors);
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(qualificationRequests)
        .values({
          userId: user.id,
          categoryId: input.category,
          subCategoryId: input.specialization,
          requestedLevel: input.level,
          description: input.description,
        })
        .returning({ id: qualificationRequests.id });
      if (!row) throw new Error("insert returned no row");
      await attachPhotos(tx, user.id, "qualificationRequestId", row.id, input.photos);
      return { id: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return notSaved(ALREADY_PENDING);
    throw error;
  }
}

export interface QualificationRequestItem {
  id: number;
  status: ReviewStatus;
  requestedLevel: number;
  grantedLevel: number | null;
  category: string | null;
  specialization: string | null;
  description: string;
  staffNote: string;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  user: { id: number; username: string; fullName: string; email: string; level: number | null };
  photos: ApplicationPhoto[];
}

/** The staff queue: every pending request (oldest first), then the latest decided ones. */
export async function listQualificationRequests(
  db: Database,
  locale: Locale = "en",
  decidedLimit = 50,
): Promise<QualificationRequestItem[]> {
  const decider = sql<
    string | null
  >`(select username from users d where d.id = ${qualificationRequests.decidedBy})`;
  const columns = {
    id: qualificationRequests.id,
    status: qualificationRequests.status,
    requestedLevel: qualificationRequests.requestedLevel,
    grantedLevel: qualificationRequests.grantedLevel,
    category: categoryTitle.title,
    specialization: subCategoryTitle.title,
    description: qualificationRequests.description,
    staffNote: qualificationRequests.staffNote,
    createdAt: qualificationRequests.createdAt,
    decidedAt: qualificationRequests.decidedAt,
    decidedBy: decider,
    userId: users.id,
    username: users.username,
    fullName: users.fullName,
    email: users.email,
    level: profiles.qualificationLevel,
  };
  const base = () =>
    db
      .select(columns)
      .from(qualificationRequests)
      .innerJoin(users, eq(users.id, qualificationRequests.userId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(
        categoryTitle,
        and(eq(categoryTitle.categoryId, qualificationRequests.categoryId), eq(categoryTitle.locale, locale)),
      )
      .leftJoin(
        subCategoryTitle,
        and(
          eq(subCategoryTitle.subCategoryId, qualificationRequests.subCategoryId),
          eq(subCategoryTitle.locale, locale),
        ),
      );
  const [pending, decided] = await Promise.all([
    base()
      .where(eq(qualificationRequests.status, "pending"))
      .orderBy(qualificationRequests.createdAt, qualificationRequests.id),
    base()
      .where(sql`${qualificationRequests.status} <> 'pending'`)
      .orderBy(desc(qualificationRequests.decidedAt), desc(qualificationRequests.id))
      .limit(decidedLimit),
  ]);
  const rows = [...pending, ...decided];
  const photoMap = await photosOf(
    db,
    "qualificationRequestId",
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    requestedLevel: row.requestedLevel,
    grantedLevel: row.grantedLevel,
    category: row.category,
    specialization: row.specialization,
    description: row.description,
    staffNote: row.staffNote,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    user: {
      id: row.userId,
      username: row.username,
      fullName: row.fullName,
      email: row.email,
      level: row.level,
    },
    photos: photoMap.get(row.id) ?? [],
  }));
}

/**
 * Staff grant a level 1–6 (by default the one asked for; the profile's qualification level
 * becomes it, the profile created if missing) or reject (a note is required) a pending request.
 * The status, the profile, the audit row and the queued email are one transaction.
 */
export async function decideQualificationRequest(
  deps: DecisionDeps,
  staff: Staff,
  input: Pick<DecisionInput, "id" | "intent" | "note"> & { level?: number | null },
): Promise<DecisionResult> {
  if (!staff.isStaff) return decisionRefused("forbidden", { form: "admin.applications.errors.staffOnly" });
  const note = input.note.trim();
  if (input.intent === "reject" && !note)
    return decisionRefused("invalid", { note: "A note is required when rejecting: tell the applicant why." });
  if (
    input.level !== undefined &&
    input.level !== null &&
    !(Number.isInteger(input.level) && input.level >= 1 && input.level <= 6)
  )
    return decisionRefused("invalid", { level: "admin.applications.errors.chooseLevel" });
  const { db } = deps;
  const [current] = await db
    .select({
      status: qualificationRequests.status,
      userId: qualificationRequests.userId,
      requestedLevel: qualificationRequests.requestedLevel,
    })
    .from(qualificationRequests)
    .where(eq(qualificationRequests.id, input.id));
  const refusal = pendingOnly(current);
  if (refusal || !current) return refusal ?? decisionRefused("notFound");
  const recipient = await recipientOf(db, current.userId);
  if (!recipient) return decisionRefused("notFound", { form: "admin.applications.errors.applicantGone" });

  const approved = input.intent === "approve";
  const level = approved ? (input.level ?? current.requestedLevel) : null;
  const saved = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(qualificationRequests)
      .set({
        status: approved ? "approved" : "rejected",
        grantedLevel: level,
        staffNote: note,
        decidedBy: staff.id,
        decidedAt: new Date(),
      })
      .where(and(eq(qualificationRequests.id, input.id), eq(qualificationRequests.status, "pending")))
      .returning({ id: qualificationRequests.id });
    if (!row) throw new Refusal({ form: "admin.applications.errors.alreadyDecided" });
    if (level !== null) {
      await ensureProfile(tx as unknown as Database, current.userId);
      await tx
        .update(profiles)
        .set({ qualificationLevel: level, updatedAt: new Date() })
        .where(eq(profiles.userId, current.userId));
    }
    await recordAudit(tx as unknown as Database, {
      staffId: staff.id,
      action: `qualification_request.${input.intent}`,
      subject: `qualification_request:${input.id}`,
      detail: approved
        ? storedText(note ? "admin.audit.details.levelGrantedNote" : "admin.audit.details.levelGranted", {
            username: recipient.username,
            level: level ?? current.requestedLevel,
            requested: current.requestedLevel,
            ...(note ? { note } : {}),
          })
        : storedText("admin.audit.details.rejected", { username: recipient.username, note }),
    });
    const email = qualificationDecisionEmail({
      locale: recipient.locale,
      name: recipient.fullName,
      approved,
      level,
      note,
      link: approved
        ? absoluteLink(deps.origin, recipient.locale, `/masters/${recipient.username}`)
        : absoluteLink(deps.origin, recipient.locale, "/proof-of-qualification"),
    });
    return queueMail(tx as unknown as Database, { to: recipient.email, ...email });
  });
  if (!saved.ok) return decisionRefused("decided", saved.errors);
  await sendDecisionMail(deps, saved.value);
  return { ok: true, mailId: saved.value };
}
