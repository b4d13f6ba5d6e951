import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { makeUser } from "../../../tests/support/office";
import { authenticate, findUserByEmail } from "../auth/users.server";
import { auditLog } from "../db/schema";
import {
  createOrPromoteStaff,
  nameFromEmail,
  passwordProblem,
  usernameFromEmail,
} from "./staff-accounts.server";
import { changeUser } from "./users.server";

describe("defaults from the email", () => {
  it("derives a username and a name", () => {
    expect(usernameFromEmail("Anna.Kovalenko+staff@example.com")).toBe("anna_kovalenko_staff");
    expect(usernameFromEmail("bo@example.com")).toBe("staff_bo");
    expect(nameFromEmail("anna.kovalenko@example.com")).toBe("Anna Kovalenko");
    expect(nameFromEmail("a1@example.com")).toBe("Staff Member");
  });

  it("checks passwords with the app's rules", async () => {
    const who = { email: "anna@example.com", username: "anna", fullName: "Anna K" };
    expect(await passwordProblem("short", who)).toMatch(/at least 8/);
    expect(await passwordProblem("12345678901", who)).toBeTruthy();
    expect(await passwordProblem("password123", who)).toMatch(/common/);
    expect(await passwordProblem("Velvet-Orchid-92!", who)).toBeNull();
  });
});

describe.each(testDatabases())("admin:create on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => database.dispose());

  it("creates an active staff account that can log in, with a checked password", async () => {
    const input = { email: "anna.kovalenko@example.com" };
    expect(await createOrPromoteStaff(database.db, input, null)).toEqual({
      status: "invalid",
      message: "A new account needs a password.",
    });
    expect(await createOrPromoteStaff(database.db, input, "qwerty")).toMatchObject({ status: "invalid" });
    const created = await createOrPromoteStaff(database.db, input, "Velvet-Orchid-92!");
    expect(created).toMatchObject({
      status: "created",
      user: { username: "anna_kovalenko", fullName: "Anna Kovalenko", isStaff: true, isActive: true },
    });
    const login = await authenticate(database.db, "anna.kovalenko@example.com", "Velvet-Orchid-92!");
    expect(login.status).toBe("ok");
  });

  it("takes --name and --username, and refuses a taken username", async () => {
    const created = await createOrPromoteStaff(
      database.db,
      { email: "b@example.com", fullName: "Bohdana Li", username: "bohdana" },
      "Velvet-Orchid-92!",
    );
    expect(created).toMatchObject({
      status: "created",
      user: { username: "bohdana", fullName: "Bohdana Li" },
    });
    expect(
      await createOrPromoteStaff(
        database.db,
        { email: "c@example.com", username: "BOHDANA" },
        "Velvet-Orchid-92!",
      ),
    ).toMatchObject({ status: "invalid", message: "The username BOHDANA is taken." });
    expect(await createOrPromoteStaff(database.db, { email: "not-an-email" }, "x")).toMatchObject({
      status: "invalid",
    });
  });

  it("promotes an existing user (any case of the email), reactivating one staff switched off", async () => {
    const staff = await makeUser(database.db, { staff: true });
    const user = await makeUser(database.db);
    await changeUser(database.db, staff, user.id, "deactivate");
    expect((await authenticate(database.db, user.email, "whatever")).status).toBe("invalid");
    const outcome = await createOrPromoteStaff(database.db, { email: user.email.toUpperCase() });
    expect(outcome).toMatchObject({ status: "promoted", wasStaff: false, reactivated: true });
    expect(await findUserByEmail(database.db, user.email)).toMatchObject({ isStaff: true, isActive: true });
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subject, `user:${user.id}`))
      .orderBy(auditLog.id);
    expect(actions.map((row) => row.action)).toEqual([
      "user.deactivate",
      "user.activate",
      "user.grant_staff",
    ]);
    // Running it again changes nothing.
    expect(await createOrPromoteStaff(database.db, { email: user.email })).toMatchObject({
      status: "promoted",
      wasStaff: true,
      reactivated: false,
    });
  });
});
