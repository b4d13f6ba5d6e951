import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teacherApplicationSchema } from "~/forms/applications";
import deEmails from "../../../locales/de/emails.json" with { type: "json" };
import { testDatabases } from "../../../tests/databases";
import {
  makeUser,
  multipart,
  officeContext,
  pngBytes,
  testUploadDeps,
  uploadImage,
} from "../../../tests/support/office";
import { auditLog, mailOutbox, photos, profiles, teacherApplications, users } from "../db/schema";
import type { MailMessage } from "../mail/transport.server";
import type { UploadDeps } from "../media/uploads.server";
import { seedReferenceContent } from "../seed/reference.server";
import {
  decideTeacherApplication,
  isTeacher,
  latestTeacherApplication,
  listTeacherApplications,
  submitTeacherApplication,
} from "./teacher.server";

const EXPERIENCE = "Eight years of nail art, two salons, courses in gel and hardware manicure.";
const MOTIVATION = "I want to share what I learned with beginners and help them avoid my mistakes.";

const input = (photoIds: number[] = [], links: string[] = []) =>
  teacherApplicationSchema.parse({
    experience: EXPERIENCE,
    motivation: MOTIVATION,
    links: links.join("\n"),
    photos: photoIds.map(String),
  });

describe("the teacher application form", () => {
  const base = { experience: EXPERIENCE, motivation: MOTIVATION };
  const errorOf = (values: Record<string, unknown>, field: string) => {
    const result = teacherApplicationSchema.safeParse({ ...base, ...values });
    return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
  };

  it("wants 20–3000 characters of experience and motivation", () => {
    expect(errorOf({ experience: "" }, "experience")).toBe("applications.errors.experienceRequired");
    expect(errorOf({ experience: "too short" }, "experience")).toBe("applications.errors.experienceShort");
    expect(errorOf({ motivation: "x".repeat(3001) }, "motivation")).toBe(
      "applications.errors.motivationLong",
    );
    expect(teacherApplicationSchema.safeParse(base).success).toBe(true);
  });

  it("takes up to five http(s) links, one per line", () => {
    const five = Array.from({ length: 5 }, (_, index) => `https://example.com/${index}`).join("\n");
    expect(teacherApplicationSchema.parse({ ...base, links: `${five}\n\n` }).links).toHaveLength(5);
    expect(errorOf({ links: `${five}\nhttps://example.com/6` }, "links")).toBe(
      "applications.errors.linksTooMany",
    );
    expect(errorOf({ links: "javascript:alert(1)" }, "links")).toBe("applications.errors.linkInvalid");
    expect(errorOf({ links: "instagram.com/me" }, "links")).toBe("applications.errors.linkInvalid");
  });

  it("takes at most ten photos", () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));
    expect(errorOf({ photos: ids(10) }, "photos")).toBeUndefined();
    expect(errorOf({ photos: ids(11) }, "photos")).toBe("applications.errors.tooManyPhotos");
  });
});

describe.each(testDatabases())("teacher applications on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let deps: UploadDeps & { root: string };
  let staff: Awaited<ReturnType<typeof makeUser>>;
  const sent: MailMessage[] = [];
  const decisionDeps = () => ({
    db: database.db,
    mailer: { send: async (message: MailMessage) => void sent.push(message) },
    logger: pino({ level: "silent" }),
    origin: "https://maistry.test",
  });

  beforeAll(async () => {
    database = await engine.open();
    await seedReferenceContent(database.db);
    deps = await testUploadDeps(database.db);
    staff = await makeUser(database.db, { staff: true });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(deps.root, { recursive: true, force: true });
  });

  it("saves an application with its photos and links, and shows it as pending", async () => {
    const user = await makeUser(database.db);
    const upload = await uploadImage(deps, user.id);
    const saved = await submitTeacherApplication(deps, user, input([upload.id], ["https://example.com/me"]));
    expect(saved.ok).toBe(true);
    const latest = await latestTeacherApplication(database.db, user.id);
    expect(latest?.status).toBe("pending");
    const [row] = await database.db
      .select()
      .from(teacherApplications)
      .where(eq(teacherApplications.userId, user.id));
    expect(row?.links).toBe("https://example.com/me");
    const attached = await database.db
      .select()
      .from(photos)
      .where(eq(photos.teacherApplicationId, row?.id ?? 0));
    expect(attached.map((photo) => photo.mediaId)).toEqual([upload.id]);
  });

  it("keeps one pending application per user (a translated message, not an error)", async () => {
    const user = await makeUser(database.db);
    expect((await submitTeacherApplication(deps, user, input())).ok).toBe(true);
    const again = await submitTeacherApplication(deps, user, input());
    expect(again).toEqual({ ok: false, errors: { form: "applications.errors.teacherPending" } });
    // Two at once: the unique index decides, and the loser gets the same message.
    const other = await makeUser(database.db);
    const both = await Promise.all([
      submitTeacherApplication(deps, other, input()),
      submitTeacherApplication(deps, other, input()),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(both.find((result) => !result.ok)).toEqual({
      ok: false,
      errors: { form: "applications.errors.teacherPending" },
    });
  });

  it("refuses someone else's upload and more than ten photos, saving nothing", async () => {
    const user = await makeUser(database.db);
    const stranger = await makeUser(database.db);
    const theirs = await uploadImage(deps, stranger.id);
    expect(await submitTeacherApplication(deps, user, { ...input(), photos: [theirs.id] })).toEqual({
      ok: false,
      errors: { photos: "applications.errors.uploadUnavailable" },
    });
    const many = Array.from({ length: 11 }, (_, index) => index + 1);
    expect(await submitTeacherApplication(deps, user, { ...input(), photos: many })).toEqual({
      ok: false,
      errors: { photos: "applications.errors.tooManyPhotos" },
    });
    expect(await latestTeacherApplication(database.db, user.id)).toBeNull();
  });

  it("approves: the user becomes a teacher (profile created), with an audit row and an email", async () => {
    const user = await makeUser(database.db);
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, user.id));
    await submitTeacherApplication(deps, user, input());
    const application = await latestTeacherApplication(database.db, user.id);
    const result = await decideTeacherApplication(decisionDeps(), staff, {
      id: application?.id ?? 0,
      intent: "approve",
      note: "",
    });
    expect(result.ok).toBe(true);
    expect(await isTeacher(database.db, user.id)).toBe(true);
    expect((await latestTeacherApplication(database.db, user.id))?.status).toBe("approved");
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `teacher_application:${application?.id}`));
    expect(audit).toMatchObject([{ staffId: staff.id, action: "teacher_application.approve" }]);
    const mail = sent.find((message) => message.to === user.email);
    expect(mail?.subject).toBe(deEmails.emails.decisions.teacherApproved.subject);
    expect(mail?.html).toContain(`https://maistry.test/de/masters/${user.username}`);
    const [outbox] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(outbox?.sentAt).not.toBeNull();
    // Decided once: a second decision is refused.
    const again = await decideTeacherApplication(decisionDeps(), staff, {
      id: application?.id ?? 0,
      intent: "reject",
      note: "No.",
    });
    expect(again).toMatchObject({ ok: false, reason: "decided" });
  });

  it("rejects only with a note, which the email carries escaped; the user may apply again", async () => {
    const user = await makeUser(database.db);
    await submitTeacherApplication(deps, user, input());
    const id = (await latestTeacherApplication(database.db, user.id))?.id ?? 0;
    expect(
      await decideTeacherApplication(decisionDeps(), staff, { id, intent: "reject", note: "  " }),
    ).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect((await latestTeacherApplication(database.db, user.id))?.status).toBe("pending");
    const result = await decideTeacherApplication(decisionDeps(), staff, {
      id,
      intent: "reject",
      note: "Please add <b>photos</b> of your work.",
    });
    expect(result.ok).toBe(true);
    const latest = await latestTeacherApplication(database.db, user.id);
    expect(latest).toMatchObject({ status: "rejected", staffNote: "Please add <b>photos</b> of your work." });
    expect(await isTeacher(database.db, user.id)).toBe(false);
    const mail = sent.find((message) => message.to === user.email);
    expect(mail?.html).toContain("Please add &lt;b&gt;photos&lt;/b&gt; of your work.");
    expect(mail?.html).toContain("https://maistry.test/become-teacher");
    expect((await submitTeacherApplication(deps, user, input())).ok).toBe(true);
  });

  it("writes the decision, the profile, the audit row and the email together or not at all", async () => {
    const user = await makeUser(database.db);
    await submitTeacherApplication(deps, user, input());
    const id = (await latestTeacherApplication(database.db, user.id))?.id ?? 0;
    // A bad link makes the email's rendering throw inside the transaction.
    await expect(
      decideTeacherApplication({ ...decisionDeps(), origin: "not a url" }, staff, {
        id,
        intent: "approve",
        note: "",
      }),
    ).rejects.toThrow();
    expect((await latestTeacherApplication(database.db, user.id))?.status).toBe("pending");
    expect(await isTeacher(database.db, user.id)).toBe(false);
    expect(
      await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `teacher_application:${id}`)),
    ).toEqual([]);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email))).toEqual(
      [],
    );
  });

  it("lets only staff decide", async () => {
    const user = await makeUser(database.db);
    const notStaff = await makeUser(database.db);
    await submitTeacherApplication(deps, user, input());
    const id = (await latestTeacherApplication(database.db, user.id))?.id ?? 0;
    expect(
      await decideTeacherApplication(decisionDeps(), notStaff, { id, intent: "approve", note: "" }),
    ).toMatchObject({
      ok: false,
      reason: "forbidden",
    });
    expect(await isTeacher(database.db, user.id)).toBe(false);
  });

  it("lists pending applications first, then decided ones, with the user and photos", async () => {
    const items = await listTeacherApplications(database.db);
    const firstDecided = items.findIndex((item) => item.status !== "pending");
    expect(firstDecided).toBeGreaterThan(0);
    expect(items.slice(firstDecided).every((item) => item.status !== "pending")).toBe(true);
    const withPhoto = items.find((item) => item.photos.length > 0);
    expect(withPhoto?.photos[0]?.image?.key).toMatch(/^images\//);
    expect(withPhoto?.user.username).toMatch(/^office_/);
  });

  it("the page's action refuses bad input with messages and keeps the uploads", async () => {
    const user = await makeUser(database.db);
    const { action } = await import("../../routes/become-teacher");
    const { context } = officeContext(database, deps.root, user);
    const request = multipart(
      "http://localhost/en/become-teacher",
      [
        ["experience", "short"],
        ["motivation", MOTIVATION],
        ["links", "not a link"],
      ],
      [["photos", "work.png", await pngBytes(3), "image/png"]],
    );
    const response = (await action({ request, context, params: {} } as never)) as unknown as {
      init: { status: number };
      data: { errors: Record<string, string>; kept: { photos: unknown[] } };
    };
    expect(response.init.status).toBe(400);
    expect(response.data.errors).toEqual({
      experience: "applications.errors.experienceShort",
      links: "applications.errors.linkInvalid",
    });
    expect(response.data.kept.photos).toHaveLength(1);
    expect(await latestTeacherApplication(database.db, user.id)).toBeNull();
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.isTeacher ?? false).toBe(false);
  });
});
