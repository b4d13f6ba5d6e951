import type { Logger } from "pino";
import type { Role } from "~/forms/account-limits";
import type { FieldErrors } from "~/forms/form-data";
import { type Locale, localizePath } from "~/i18n/locales";
import { type Database, isUniqueViolation } from "../db/client.server";
import { findCity } from "../geo/cities.server";
import { isCountryCode } from "../geo/countries.server";
import { normalizePhone } from "../geo/phone.server";
import { activationEmail, passwordResetEmail } from "../mail/templates.server";
import type { Mailer } from "../mail/transport.server";
import { consumeOneTimeToken, createOneTimeToken, type TokenCheck } from "./one-time-tokens.server";
import { type PasswordContext, similarAttribute, validatePassword } from "./password-validation.server";
import { revokeAllRefreshTokens } from "./tokens.server";
import {
  activateUser,
  createUser,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  isDeactivatedByStaff,
  setPassword,
  type User,
} from "./users.server";

export interface AccountDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The public origin for links in emails, e.g. https://maistry.app */
  origin: string;
}

/** The translation key for the first thing wrong with a password (Django's validators). */
export async function passwordError(password: string, user: PasswordContext): Promise<string | null> {
  const [problem] = await validatePassword(password, user);
  switch (problem) {
    case "passwordTooSimilar": {
      const attribute = similarAttribute(password, user);
      return attribute === "email"
        ? "validation.passwordSimilarEmail"
        : attribute === "username"
          ? "validation.passwordSimilarNickname"
          : "validation.passwordSimilarName";
    }
    case "passwordTooShort":
      return "validation.passwordTooShort";
    case "passwordTooCommon":
      return "validation.passwordTooCommon";
    case "passwordEntirelyNumeric":
      return "validation.passwordNumeric";
    default:
      return null;
  }
}

export interface RegistrationInput {
  fullName: string;
  username: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  password: string;
  /** Learner or master (decision 037): only a master is asked to fill the master profile. */
  role: Role;
  locale: Locale;
  /** A lesson slug to come back to after activation and login. */
  next: string | null;
}

export type RegistrationResult = { ok: true; user: User } | { ok: false; errors: FieldErrors };

/**
 * Creates an inactive account and emails the activation link, after the checks only the server
 * can make: a real city of the chosen country, a valid phone, a free email and nickname, and a
 * password that is neither common nor too close to the person's own data.
 */
export async function registerAccount(
  deps: AccountDeps,
  input: RegistrationInput,
): Promise<RegistrationResult> {
  const errors: FieldErrors = {};
  const country = input.country.toUpperCase();
  if (!isCountryCode(country)) errors.country = "validation.countryRequired";
  const city = isCountryCode(country) ? findCity(country, input.city) : null;
  if (!city && !errors.country) errors.city = "validation.cityNotFound";
  const phone = normalizePhone(input.phone, isCountryCode(country) ? country : undefined);
  if (!phone) errors.phone = "validation.phoneInvalid";
  const [emailOwner, usernameOwner, weakPassword] = await Promise.all([
    findUserByEmail(deps.db, input.email),
    findUserByUsername(deps.db, input.username),
    passwordError(input.password, { email: input.email, username: input.username, fullName: input.fullName }),
  ]);
  if (emailOwner) errors.email = "validation.emailExists";
  if (usernameOwner) errors.username = "validation.nicknameExists";
  if (weakPassword) errors.password = weakPassword;
  if (Object.keys(errors).length > 0 || !city || !phone) return { ok: false, errors };

  let user: User;
  try {
    user = await createUser(deps.db, {
      email: input.email,
      username: input.username,
      fullName: input.fullName,
      phone: phone.e164,
      country,
      city: city.name,
      password: input.password,
      locale: input.locale,
      isMaster: input.role === "master",
    });
  } catch (error) {
    // Two registrations racing for the same email or nickname: the unique index decides.
    if (isUniqueViolation(error)) {
      const taken = String((error as { constraint?: string }).constraint ?? (error as Error).message);
      return {
        ok: false,
        errors: taken.includes("username")
          ? { username: "validation.nicknameExists" }
          : { email: "validation.emailExists" },
      };
    }
    throw error;
  }
  deps.logger.info({ userId: user.id }, "account registered");
  await sendActivation(deps, user, input.next);
  return { ok: true, user };
}

/** Emails (again) the activation link; a mail failure is logged, the visitor can ask again. */
export async function sendActivation(
  deps: AccountDeps,
  user: User,
  next: string | null = null,
): Promise<void> {
  // A link would let an account staff deactivated switch itself back on.
  if (isDeactivatedByStaff(user)) return;
  const token = await createOneTimeToken(deps.db, user.id, "activation", { next });
  const locale = user.locale as Locale;
  const link = `${deps.origin}${localizePath(locale, `/login/${token}`)}`;
  try {
    await deps.mailer.send({ to: user.email, ...activationEmail({ locale, name: user.fullName, link }) });
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, "activation email not sent");
  }
}

/** Opens the activation link: the account becomes active, once. */
export async function activateAccount(db: Database, token: string): Promise<TokenCheck> {
  const result = await consumeOneTimeToken(db, token, "activation");
  if (!result.ok) return result;
  // An old activation link does not undo a deactivation by staff.
  if (!(await activateUser(db, result.userId))) return { ok: false, reason: "invalid" };
  return result;
}

/** `/new-password/<caption>/<token>`: the caption is the user id, base64url-encoded (Djoser's uid). */
export const encodeUid = (id: number) => Buffer.from(String(id)).toString("base64url");
export function decodeUid(uid: string): number | null {
  const id = Number(Buffer.from(uid, "base64url").toString("utf8"));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Emails a reset link when the address belongs to an active account; says nothing either way. The
 * email and the page it links to are in the language the reset was asked in (`askedIn`: the page's,
 * or the API call's URL's), which is the one the person reads now; else the account's.
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  email: string,
  askedIn?: Locale,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) return;
  const token = await createOneTimeToken(deps.db, user.id, "password_reset");
  const locale = askedIn ?? (user.locale as Locale);
  const link = `${deps.origin}${localizePath(locale, `/new-password/${encodeUid(user.id)}/${token}`)}`;
  try {
    await deps.mailer.send({ to: user.email, ...passwordResetEmail({ locale, name: user.fullName, link }) });
    deps.logger.info({ userId: user.id }, "password reset requested");
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, "password reset email not sent");
  }
}

export type ResetResult =
  | { ok: true; user: User }
  | { ok: false; reason: "invalid" | "used" | "expired" }
  | { ok: false; errors: FieldErrors };

/**
 * Sets a new password from a reset link: same checks as registration, the token used once, and
 * every session of the user ended.
 */
export async function resetPassword(
  deps: Pick<AccountDeps, "db" | "logger">,
  uid: string,
  token: string,
  password: string,
): Promise<ResetResult> {
  const userId = decodeUid(uid);
  const user = userId ? await findUserById(deps.db, userId) : null;
  if (!user) return { ok: false, reason: "invalid" };
  const weak = await passwordError(password, {
    email: user.email,
    username: user.username,
    fullName: user.fullName,
  });
  if (weak) return { ok: false, errors: { password: weak } };
  const used = await consumeOneTimeToken(deps.db, token, "password_reset");
  if (!used.ok) return { ok: false, reason: used.reason };
  if (used.userId !== user.id) return { ok: false, reason: "invalid" };
  await setPassword(deps.db, user.id, password);
  await revokeAllRefreshTokens(deps.db, user.id);
  deps.logger.info({ userId: user.id }, "password changed; all sessions ended");
  return { ok: true, user };
}
