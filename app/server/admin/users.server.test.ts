import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStoredText } from "~/admin/stored-text";
import { serverI18n } from "~/i18n/messages.server";
import { testDatabases } from "../../../tests/databases";
import { recordingMailer, routerContext } from "../../../tests/router-context";
import { makeLesson, topUp } from "../../../tests/support/commerce";
import { makeUser } from "../../../tests/support/office";
import { activateAccount, sendActivation } from "../auth/accounts.server";
import { createOneTimeToken } from "../auth/one-time-tokens.server";
import { resolveSession, startSession } from "../auth/session.server";
import { authenticate, createUser, findUserById, type User } from "../auth/users.server";
import { adjustBalance } from "../commerce/adjustments.server";
import { getServices } from "../context.server";
import { auditLog, lessons, refreshTokens, users } from "../db/schema";
import { changeUser, DEACTIVATION_NOTE, searchUsers, USERS_PAGE_SIZE } from "./users.server";

describe.each(testDatabases())("back-office users on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let staff: User;
  let mila: User;

  beforeAll(async () => {
    database = await engine.open();
    staff = await makeUser(database.db, { staff: true });
    mila = await createUser(database.db, {
      email: "Mila.Brow@Example.com",
      username: "mila_brows",
      fullName: "Mila Brovko",
      phone: "+380441234567",
      country: "UA",
      city: "Kyiv",
      password: "Velvet-Orchid-92!",
      locale: "en",
    });
    await database.db.update(users).set({ isActive: true }).where(eq(users.id, mila.id));
    mila = { ...mila, isActive: true };
  });
  afterAll(() => database.dispose());

  const audit = (subject: string) =>
    database.db
      .select({ action: auditLog.action, staffId: auditLog.staffId, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.subject, subject))
      .orderBy(auditLog.id);

  it("finds users by name, username or email in any case, with balance and flags", async () => {
    await topUp(database.db, mila.id, 2500);
    for (const q of ["brovko", "MILA_BR", "mila.brow@example"]) {
      const found = await searchUsers(database.db, { q });
      expect(
        found.users.map((user) => user.id),
        q,
      ).toEqual([mila.id]);
    }
    const [row] = (await searchUsers(database.db, { q: "mila" })).users;
    expect(row).toMatchObject({
      isActive: true,
      isStaff: false,
      isTeacher: false,
      level: null,
      balanceCents: 2500,
    });
    expect((await searchUsers(database.db, { q: "100%_" })).total).toBe(0);
  });

  it("pages by 25", async () => {
    for (let i = 0; i < USERS_PAGE_SIZE; i += 1) await makeUser(database.db);
    const first = await searchUsers(database.db, { q: "office user" });
    expect(first.users).toHaveLength(USERS_PAGE_SIZE);
    expect(first.pages).toBe(2);
    const second = await searchUsers(database.db, { q: "office user", page: 2 });
    expect(second.users.length).toBeGreaterThan(0);
    expect(second.users.map((u) => u.id)).not.toContain(first.users[0]?.id);
  });

  it("deactivates: sessions end, login is refused, no activation link helps, lessons leave the site", async () => {
    const { db } = database;
    const context = routerContext(database);
    const services = getServices(context);
    const cookie = await startSession(db, mila, services, new Request("http://localhost/"));
    const request = new Request("http://localhost/en", { headers: { Cookie: cookie.split(";")[0] ?? "" } });
    expect((await resolveSession(request, services)).user?.id).toBe(mila.id);
    const lessonId = await makeLesson(db, mila.id);
    const oldLink = await createOneTimeToken(db, mila.id, "activation");

    const outcome = await changeUser(db, staff, mila.id, "deactivate");
    expect(outcome).toMatchObject({ ok: true, unpublished: 1 });

    expect((await findUserById(db, mila.id))?.isActive).toBe(false);
    expect((await resolveSession(request, services)).user).toBeNull();
    const live = await db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, mila.id)));
    expect(live.every((token) => token.revokedAt !== null)).toBe(true);
    expect(await authenticate(db, "mila.brow@example.com", "Velvet-Orchid-92!")).toEqual({
      status: "deactivated",
    });
    const mailer = recordingMailer();
    await sendActivation(
      { db, mailer, logger: services.logger, origin: "http://localhost" },
      (await findUserById(db, mila.id)) as User,
    );
    expect(mailer.sent).toHaveLength(0);
    expect(await activateAccount(db, oldLink)).toEqual({ ok: false, reason: "invalid" });
    expect((await findUserById(db, mila.id))?.isActive).toBe(false);
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
    expect(lesson).toMatchObject({ published: false, moderationNote: DEACTIVATION_NOTE });
    expect(await audit(`user:${mila.id}`)).toEqual([
      expect.objectContaining({ action: "user.deactivate", staffId: staff.id }),
    ]);
  });

  it("reactivates: the user logs in again (the lessons stay for the master to publish)", async () => {
    expect(await changeUser(database.db, staff, mila.id, "activate")).toMatchObject({ ok: true });
    const result = await authenticate(database.db, "mila.brow@example.com", "Velvet-Orchid-92!");
    expect(result.status).toBe("ok");
    expect((await audit(`user:${mila.id}`)).map((entry) => entry.action)).toEqual([
      "user.deactivate",
      "user.activate",
    ]);
  });

  it("a never-activated account is still 'inactive' (it may ask for its activation link)", async () => {
    const fresh = await createUser(database.db, {
      email: "new@example.com",
      username: "newcomer",
      fullName: "New Comer",
      phone: "+380441234567",
      country: "UA",
      city: "Kyiv",
      password: "Velvet-Orchid-92!",
      locale: "en",
    });
    expect((await authenticate(database.db, "new@example.com", "Velvet-Orchid-92!")).status).toBe("inactive");
    const mailer = recordingMailer();
    await sendActivation(
      { db: database.db, mailer, logger: getServices(routerContext(database)).logger, origin: "http://x" },
      fresh,
    );
    expect(mailer.sent).toHaveLength(1);
  });

  it("gives and takes staff access, and audits it", async () => {
    expect(await changeUser(database.db, staff, mila.id, "grant_staff")).toMatchObject({ ok: true });
    expect((await findUserById(database.db, mila.id))?.isStaff).toBe(true);
    expect(await changeUser(database.db, staff, mila.id, "revoke_staff")).toMatchObject({ ok: true });
    expect((await findUserById(database.db, mila.id))?.isStaff).toBe(false);
    expect((await audit(`user:${mila.id}`)).map((entry) => entry.action).slice(-2)).toEqual([
      "user.grant_staff",
      "user.revoke_staff",
    ]);
  });

  it("refuses a staff member's own deactivation or staff removal, and unknown users", async () => {
    expect(await changeUser(database.db, staff, staff.id, "deactivate")).toEqual({
      ok: false,
      reason: "self",
    });
    expect(await changeUser(database.db, staff, staff.id, "revoke_staff")).toEqual({
      ok: false,
      reason: "self",
    });
    expect(await changeUser(database.db, staff, 999_999, "activate")).toEqual({
      ok: false,
      reason: "not-found",
    });
    const me = await findUserById(database.db, staff.id);
    expect(me).toMatchObject({ isActive: true, isStaff: true });
    expect(await audit(`user:${staff.id}`)).toEqual([]);
  });

  it("writes a balance adjustment to the audit log with the ledger entry", async () => {
    const outcome = await adjustBalance(database.db, {
      staff,
      userId: mila.id,
      amountCents: -500,
      reason: "Refund of a double top-up",
    });
    expect(outcome).toEqual({ ok: true, balanceCents: 2000 });
    const [entry] = (await audit(`user:${mila.id}`)).filter((row) => row.action === "balance.adjust");
    expect(entry?.staffId).toBe(staff.id);
    // The amount in each reader's format, the reason as typed (decision 036).
    expect(readStoredText(serverI18n("en").t, "en", entry?.detail ?? "")).toBe(
      "−$5.00, reason: Refund of a double top-up",
    );
    expect(readStoredText(serverI18n("uk").t, "uk", entry?.detail ?? "")).toMatch(
      /^−5,00\s\$, причина: Refund of a double top-up$/,
    );
    // A refused debit writes nothing.
    await adjustBalance(database.db, { staff, userId: mila.id, amountCents: -1_000_000, reason: "Too much" });
    expect((await audit(`user:${mila.id}`)).filter((row) => row.action === "balance.adjust")).toHaveLength(1);
  });
});
