/**
 * Become-teacher applications (issue 7): a user applies (experience, motivation, up to five links,
 * up to ten photos), one pending at a time; staff approve (the profile becomes a teacher's) or
 * reject with a note. A decision, its profile change, its audit row and its email (queued in the
 * outbox) are one transaction; the email is sent after the commit.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { storedText } from "~/admin/stored-text";
import type { DecisionInput, TeacherApplicationInput } from "~/forms/applications";
import type { FieldErrors } from "~/forms/form-data";
import { recordAudit } from "../audit/audit.server";
import { type Database, isUniqueViolation } from "../db/client.server";
import { profiles, teacherApplications, users } from "../db/schema";
import { inTransaction, notSaved, Refusal, type Saved } from "../db/transaction.server";
import { teacherDecisionEmail } from "../mail/decision-templates.server";
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

const ALREADY_PENDING: FieldErrors = { form: "applications.errors.teacherPending" };

/** The user's application with the newest first: what the page shows as its status. */
export interface TeacherApplicationStatus {
  id: number;
  status: ReviewStatus;
  staffNote: string;
  createdAt: string;
  decidedAt: string | null;
}

export async function latestTeacherApplication(
  db: Database,
  userId: number,
): Promise<TeacherApplicationStatus | null> {
  const [row] = await db
    .select({
      id: teacherApplications.id,
      status: teacherApplications.status,
      staffNote: teacherApplications.staffNote,
      createdAt: teacherApplications.createdAt,
      decidedAt: teacherApplications.decidedAt,
    })
    .from(teacherApplications)
    .where(eq(teacherApplications.userId, userId))
    .orderBy(desc(teacherApplications.createdAt), desc(teacherApplications.id))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Whether the user is a teacher already (their profile says so). */
export async function isTeacher(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ isTeacher: profiles.isTeacher })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.isTeacher ?? false;
}

async function hasPending(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teacherApplications.id })
    .from(teacherApplications)
    .where(and(eq(teacherApplications.userId, userId), eq(teacherApplications.status, "pending")))
    .limit(1);
  return Boolean(row);
}

/**
 * A new application of the user with its photos (pending uploads, in the order given). Refused
 * with a message while another one waits (the unique index decides when two race).
 */
export async function submitTeacherApplication(
  deps: UploadDeps,
  user: Applicant,
  input: TeacherApplicationInput,
): Promise<Saved<{ id: number }>> {
  const { db } = deps;
  if (await hasPending(db, user.id)) return notSaved(ALREADY_PENDING);
  const errors = await checkPhotos(db, user.id, input.photos, { required: false });
  if (Object.keys(errors).length > 0) return notSaved(errors);
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(teacherApplications)
        .values({
          userId: user.id,
          experience: input.experience,
          motivation: input.motivation,
          links: input.links.join("\n"),
        })
        .returning({ id: teacherApplications.id });
      if (!row) throw new Error("insert returned no row");
      await attachPhotos(tx, user.id, "teacherApplicationId", row.id, input.photos);
      return { id: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return notSaved(ALREADY_PENDING);
    throw error;
  }
}

/** One application as the staff queue shows it. */
export interface TeacherApplicationItem {
  id: number;
  status: ReviewStatus;
  experience: string;
  motivation: string;
  links: string[];
  staffNote: string;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  user: { id: number; username: string; fullName: string; email: string; isTeacher: boolean };
  photos: ApplicationPhoto[];
}

/** The staff queue: every pending application (oldest first), then the latest decided ones. */
export async function listTeacherApplications(
  db: Database,
  decidedLimit = 50,
): Promise<TeacherApplicationItem[]> {
  const decider = sql<
    string | null
  >`(select username from users d where d.id = ${teacherApplications.decidedBy})`;
  const columns = {
    id: teacherApplications.id,
    status: teacherApplications.status,
    experience: teacherApplications.experience,
    motivation: teacherApplications.motivation,
    links: teacherApplications.links,
    staffNote: teacherApplications.staffNote,
    createdAt: teacherApplications.createdAt,
    decidedAt: teacherApplications.decidedAt,
    decidedBy: decider,
    userId: users.id,
    username: users.username,
    fullName: users.fullName,
    email: users.email,
    isTeacher: sql<boolean>`coalesce(${profiles.isTeacher}, false)`,
  };
  const base = () =>
    db
      .select(columns)
      .from(teacherApplications)
      .innerJoin(users, eq(users.id, teacherApplications.userId))
      .leftJoin(profiles, eq(profiles.userId, users.id));
  const [pending, decided] = await Promise.all([
    base()
      .where(eq(teacherApplications.status, "pending"))
      .orderBy(teacherApplications.createdAt, teacherApplications.id),
    base()
      .where(sql`${teacherApplications.status} <> 'pending'`)
      .orderBy(desc(teacherApplications.decidedAt), desc(teacherApplications.id))
      .limit(decidedLimit),
  ]);
  const rows = [...pending, ...decided];
  const photoMap = await photosOf(
    db,
    "teacherApplicationId",
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    experience: row.experience,
    motivation: row.motivation,
    links: row.links.split("\n").filter(Boolean),
    staffNote: row.staffNote,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    user: {
      id: row.userId,
      username: row.username,
      fullName: row.fullName,
      email: row.email,
      isTeacher: row.isTeacher,
    },
    photos: photoMap.get(row.id) ?? [],
  }));
}

/**
 * Staff approve (the user's profile becomes a teacher's, created if missing) or reject (a note is
 * required) a pending application. The status, the profile, the audit row and the queued email
 * are one transaction; the email is sent after it.
 */
export async function decideTeacherApplication(
  deps: DecisionDeps,
  staff: Staff,
  input: Pick<DecisionInput, "id" | "intent" | "note">,
): Promise<DecisionResult> {
  if (!staff.isStaff) return decisionRefused("forbidden", { form: "admin.applications.errors.staffOnly" });
  const note = input.note.trim();
  if (input.intent === "reject" && !note)
    return decisionRefused("invalid", { note: "A note is required when rejecting: tell the applicant why." });
  const { db } = deps;
  const [current] = await db
    .select({ status: teacherApplications.status, userId: teacherApplications.userId })
    .from(teacherApplications)
    .where(eq(teacherApplications.id, input.id));
  const refusal = pendingOnly(current);
  if (refusal || !current) return refusal ?? decisionRefused("notFound");
  const recipient = await recipientOf(db, current.userId);
  if (!recipient) return decisionRefused("notFound", { form: "admin.applications.errors.applicantGone" });

  const approved = input.intent === "approve";
  const saved = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(teacherApplications)
      .set({
        status: approved ? "approved" : "rejected",
        staffNote: note,
        decidedBy: staff.id,
        decidedAt: new Date(),
      })
      .where(and(eq(teacherApplications.id, input.id), eq(teacherApplications.status, "pending")))
      .returning({ id: teacherApplications.id });
    // Someone else decided it meanwhile.
    if (!row) throw new Refusal({ form: "admin.applications.errors.alreadyDecided" });
    if (approved) {
      await ensureProfile(tx as unknown as Database, current.userId);
      await tx
        .update(profiles)
        .set({ isTeacher: true, updatedAt: new Date() })
        .where(eq(profiles.userId, current.userId));
    }
    await recordAudit(tx as unknown as Database, {
      staffId: staff.id,
      action: `teacher_application.${input.intent}`,
      subject: `teacher_application:${input.id}`,
      detail: approved
        ? storedText(
            note ? "admin.audit.details.teacherApprovedNote" : "admin.audit.details.teacherApproved",
            {
              username: recipient.username,
              ...(note ? { note } : {}),
            },
          )
        : storedText("admin.audit.details.rejected", { username: recipient.username, note }),
    });
    const email = teacherDecisionEmail({
      locale: recipient.locale,
      name: recipient.fullName,
      approved,
      note,
      link: approved
        ? absoluteLink(deps.origin, recipient.locale, `/masters/${recipient.username}`)
        : absoluteLink(deps.origin, recipient.locale, "/become-teacher"),
    });
    return queueMail(tx as unknown as Database, { to: recipient.email, ...email });
  });
  if (!saved.ok) return decisionRefused("decided", saved.errors);
  await sendDecisionMail(deps, saved.value);
  return { ok: true, mailId: saved.value };
}
