/**
 * The first staff account (and any later one) from the command line: `npm run admin:create --
 * --email someone@example.com`. An existing user becomes staff (and active); a new one is created
 * active and staff with a password that passes the app's password rules. See scripts/admin-create.ts.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { storedText } from "~/admin/stored-text";
import { recordAudit } from "../audit/audit.server";
import { type PasswordProblem, validatePassword } from "../auth/password-validation.server";
import {
  createUser,
  findUserByEmail,
  findUserByUsername,
  isDeactivatedByStaff,
  type User,
} from "../auth/users.server";
import type { Database } from "../db/client.server";
import { users } from "../db/schema";

export interface StaffAccountInput {
  email: string;
  /** Only for a new account. */
  fullName?: string;
  username?: string;
}

export type StaffAccountOutcome =
  | { status: "promoted"; user: User; wasStaff: boolean; reactivated: boolean }
  | { status: "created"; user: User }
  | { status: "invalid"; message: string };

const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  passwordTooShort: "The password must be at least 8 characters long.",
  passwordTooSimilar: "The password is too similar to the email, username or name.",
  passwordTooCommon: "This password is too common.",
  passwordEntirelyNumeric: "The password cannot be entirely numeric.",
};

const emailSchema = z.email();

export function isValidEmail(email: string): boolean {
  return emailSchema.safeParse(email.trim()).success;
}

/** A default username from the email's local part: letters, digits, `_` (at least 3 characters). */
export function usernameFromEmail(email: string): string {
  const local = email.trim().split("@")[0] ?? "";
  const cleaned = local
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 40);
  return cleaned.length >= 3 ? cleaned : `staff_${cleaned || "user"}`;
}

/** A default name from the email's local part: `anna.kovalenko` → `Anna Kovalenko`. */
export function nameFromEmail(email: string): string {
  const words = (email.trim().split("@")[0] ?? "")
    .split(/[._+-]+/)
    .filter((word) => /\p{L}/u.test(word))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const name = words.join(" ");
  return (name.match(/\p{L}/gu) ?? []).length >= 3 ? name : "Staff Member";
}

/** The first free username starting with `base` (`anna`, `anna_2`, `anna_3`…). */
async function freeUsername(db: Database, base: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}_${n}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
}

/** Why this password would be refused for a new account with these details; null when it is fine. */
export async function passwordProblem(
  password: string,
  who: { email: string; username: string; fullName: string },
): Promise<string | null> {
  const [problem] = await validatePassword(password, who);
  return problem ? PASSWORD_MESSAGES[problem] : null;
}

/** What a new account would be called (the options, or defaults from the email). */
export async function newAccountDetails(db: Database, input: StaffAccountInput) {
  const email = input.email.trim();
  const username = input.username?.trim() || (await freeUsername(db, usernameFromEmail(email)));
  const fullName = input.fullName?.trim() || nameFromEmail(email);
  return { email, username, fullName };
}

/** The user with this email, if any (the command asks for a password only when there is none). */
export function existingAccount(db: Database, email: string) {
  return findUserByEmail(db, email);
}

/**
 * Makes the user with `email` staff (and active), or creates them as an active staff account
 * with `password` when there is none (`password` is then required and checked).
 */
export async function createOrPromoteStaff(
  db: Database,
  input: StaffAccountInput,
  password?: string | null,
): Promise<StaffAccountOutcome> {
  if (!isValidEmail(input.email)) return { status: "invalid", message: "Enter a valid email address." };
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    const reactivated = !existing.isActive;
    const deactivated = isDeactivatedByStaff(existing);
    const user = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ isStaff: true, isActive: true, deactivatedAt: null })
        .where(eq(users.id, existing.id))
        .returning();
      // The command acts as the account itself: the log shows who became staff, and when.
      if (deactivated)
        await recordAudit(tx, {
          staffId: existing.id,
          action: "user.activate",
          subject: `user:${existing.id}`,
          detail: storedText("admin.audit.details.bySetupCommand"),
        });
      if (!existing.isStaff)
        await recordAudit(tx, {
          staffId: existing.id,
          action: "user.grant_staff",
          subject: `user:${existing.id}`,
          detail: storedText("admin.audit.details.bySetupCommand"),
        });
      return updated ?? existing;
    });
    return { status: "promoted", user, wasStaff: existing.isStaff, reactivated };
  }

  const details = await newAccountDetails(db, input);
  if (
    details.username.length < 3 ||
    !/^[\p{L}\p{N}@.+_-]+$/u.test(details.username) ||
    details.username.length > 64
  )
    return { status: "invalid", message: "The username needs 3 to 64 letters, digits or @ . + _ -" };
  if ((details.fullName.match(/\p{L}/gu) ?? []).length < 3)
    return { status: "invalid", message: "The name needs at least 3 letters." };
  if (await findUserByUsername(db, details.username))
    return { status: "invalid", message: `The username ${details.username} is taken.` };
  if (!password) return { status: "invalid", message: "A new account needs a password." };
  const weak = await passwordProblem(password, details);
  if (weak) return { status: "invalid", message: weak };
  const user = await db.transaction(async (tx) => {
    const created = await createUser(tx, {
      ...details,
      phone: "",
      country: "",
      city: "",
      password,
      locale: "en",
    });
    const [updated] = await tx
      .update(users)
      .set({ isStaff: true, isActive: true })
      .where(eq(users.id, created.id))
      .returning();
    await recordAudit(tx, {
      staffId: created.id,
      action: "user.grant_staff",
      subject: `user:${created.id}`,
      detail: storedText("admin.audit.details.newAccountBySetupCommand"),
    });
    return updated ?? created;
  });
  return { status: "created", user };
}
