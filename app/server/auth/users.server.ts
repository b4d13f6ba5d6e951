import { and, eq, isNull, sql } from "drizzle-orm";
import type { Role } from "~/forms/account-limits";
import { hasControlCharacters } from "~/forms/control-characters";
import type { Locale } from "~/i18n/locales";
import type { Database } from "../db/client.server";
import { users } from "../db/schema";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./passwords.server";

export type User = typeof users.$inferSelect;

/** The person's answer to "learner or master?" (decision 037) as the forms and the API spell it. */
export const roleOf = (user: Pick<User, "isMaster">): Role => (user.isMaster ? "master" : "learner");

/** What the API shows of a user (Djoser's `users/me/` shape). */
export function publicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    full_name: user.fullName,
    phone: user.phone,
    country: user.country,
    city: user.city,
    /** Added by issue 16: "learner" or "master" (decision 037). */
    role: roleOf(user),
  };
}

export async function findUserById(db: Database, id: number): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user ?? null;
}

export async function findUserByUsername(db: Database, username: string): Promise<User | null> {
  // No username holds a control character, and PostgreSQL refuses NUL: an unknown page, not a 500.
  if (hasControlCharacters(username)) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
  return user ?? null;
}

export interface NewUser {
  email: string;
  username: string;
  fullName: string;
  phone: string;
  country: string;
  city: string;
  password: string;
  locale: Locale;
  /** Works as a master or teaches (decision 037); a learner when left out. */
  isMaster?: boolean;
}

/** Creates an inactive account (activated from the emailed link). */
export async function createUser(db: Database, input: NewUser): Promise<User> {
  const { password, ...fields } = input;
  const [user] = await db
    .insert(users)
    .values({
      ...fields,
      email: fields.email.trim(),
      username: fields.username.trim(),
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!user) throw new Error("user was not created");
  return user;
}

export type Authentication =
  | { status: "ok"; user: User }
  | { status: "invalid" }
  | { status: "inactive"; user: User }
  /** Staff deactivated the account: refused like wrong credentials, and no activation email helps. */
  | { status: "deactivated" };

export async function authenticate(db: Database, email: string, password: string): Promise<Authentication> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await verifyAgainstNothing(password);
    return { status: "invalid" };
  }
  if (!(await verifyPassword(user.passwordHash, password))) return { status: "invalid" };
  if (user.isActive) return { status: "ok", user };
  return isDeactivatedByStaff(user) ? { status: "deactivated" } : { status: "inactive", user };
}

/** Whether staff switched the account off (as opposed to one not yet activated from its email). */
export const isDeactivatedByStaff = (user: Pick<User, "deactivatedAt">) => user.deactivatedAt !== null;

/** Activates an account from its email link; false when staff switched it off (no link undoes that). */
export async function activateUser(db: Database, id: number): Promise<boolean> {
  const activated = await db
    .update(users)
    .set({ isActive: true })
    .where(and(eq(users.id, id), isNull(users.deactivatedAt)))
    .returning({ id: users.id });
  return activated.length > 0;
}

export async function setPassword(
  db: Database,
  id: number,
  password: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: now })
    .where(eq(users.id, id));
}
