import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualificationRequestSchema } from "~/forms/applications";
import { testDatabases } from "../../../tests/databases";
import { makeUser, someSpecializations, testUploadDeps, uploadImage } from "../../../tests/support/office";
import { auditLog, mailOutbox, photos, qualificationRequests } from "../db/schema";
import type { MailMessage } from "../mail/transport.server";
import type { UploadDeps } from "../media/uploads.server";
import { seedReferenceContent } from "../seed/reference.server";
import {
  decideQualificationRequest,
  latestQualificationRequest,
  listQualificationRequests,
  qualificationProfile,
  submitQualificationRequest,
} from "./qualification.server";

describe("the qualification request form", () => {
  const base = {
    category: "1",
    specialization: "2",
    level: "4",
    description: "Diploma of the 2024 cup.",
    photos: "7",
  };
  const errorOf = (values: Record<string, unknown>, field: string) => {
    const result = qualificationRequestSchema.safeParse({ ...base, ...values });
    return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
  };

  it("wants a level 1–6, a description up to 3000 characters and 1–10 certificate photos", () => {
    expect(qualificationRequestSchema.parse(base)).toMatchObject({ level: 4, photos: [7] });
    expect(errorOf({ level: "7" }, "level")).toBe("applications.errors.levelRequired");
    expect(errorOf({ level: "" }, "level")).toBe("applications.errors.levelRequired");
    expect(errorOf({ description: "" }, "description")).toBe("applications.errors.descriptionRequired");
    expect(errorOf({ description: "x".repeat(3001) }, "description")).toBe(
      "applications.errors.descriptionLong",
    );
    expect(errorOf({ photos: undefined }, "photos")).toBe("applications.errors.certificateRequired");
    const eleven = Array.from({ length: 11 }, (_, index) => String(index + 1));
    expect(errorOf({ photos: eleven }, "photos")).toBe("applications.errors.tooManyPhotos");
  });
});

describe.each(testDatabases())("qualification requests on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let deps: UploadDeps & { root: string };
  let staff: Awaited<ReturnType<typeof makeUser>>;
  let subs: Awaited<ReturnType<typeof someSpecializations>>;
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
    subs = await someSpecializations(database.db);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(deps.root, { recursive: true, force: true });
  });

  const submit = async (userId: number, level = 4, specialization = subs.manicureClassic) => {
    const upload = await uploadImage(deps, userId);
    return submitQualificationRequest(
      deps,
      { id: userId },
      {
        category: specialization.categoryId,
        specialization: specialization.id,
        level,
        description: "Winner of the 2024 regional nail cup.",
        photos: [upload.id],
      },
    );
  };

  it("saves a request with its certificates; one pending at a time", async () => {
    const user = await makeUser(database.db);
    expect((await submit(user.id)).ok).toBe(true);
    const latest = await latestQualificationRequest(database.db, user.id);
    expect(latest).toMatchObject({ status: "pending", requestedLevel: 4 });
    const attached = await database.db
      .select()
      .from(photos)
      .where(eq(photos.qualificationRequestId, latest?.id ?? 0));
    expect(attached).toHaveLength(1);
    expect(await submit(user.id)).toEqual({
      ok: false,
      errors: { form: "applications.errors.qualificationPending" },
    });
  });

  it("refuses a request without certificates or with a specialization of another category", async () => {
    const user = await makeUser(database.db);
    const none = await submitQualificationRequest(deps, user, {
      category: subs.manicureClassic.categoryId,
      specialization: subs.manicureClassic.id,
      level: 2,
      description: "A course.",
      photos: [],
    });
    expect(none).toEqual({ ok: false, errors: { photos: "applications.errors.certificateRequired" } });
    const upload = await uploadImage(deps, user.id);
    const mismatch = await submitQualificationRequest(deps, user, {
      category: subs.manicureClassic.categoryId,
      specialization: subs.pedicureClassic.id,
      level: 2,
      description: "A course.",
      photos: [upload.id],
    });
    expect(mismatch).toEqual({
      ok: false,
      errors: { specialization: "applications.errors.specializationMismatch" },
    });
    expect(await latestQualificationRequest(database.db, user.id)).toBeNull();
  });

  it("grants the level asked for by default, or another; the profile's level follows", async () => {
    const user = await makeUser(database.db);
    await submit(user.id, 4);
    const first = (await latestQualificationRequest(database.db, user.id))?.id ?? 0;
    expect(
      (await decideQualificationRequest(decisionDeps(), staff, { id: first, intent: "approve", note: "" }))
        .ok,
    ).toBe(true);
    expect((await qualificationProfile(database.db, user.id))?.level).toBe(4);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `qualification_request:${first}`));
    expect(audit).toMatchObject({ action: "qualification_request.approve", staffId: staff.id });
    const mail = sent.find((message) => message.to === user.email);
    expect(mail?.subject).toBe("Ваш рівень кваліфікації: 4");
    expect(mail?.html).toContain(`https://maistry.test/masters/${user.username}`);

    await submit(user.id, 6);
    const second = (await latestQualificationRequest(database.db, user.id))?.id ?? 0;
    const granted = await decideQualificationRequest(decisionDeps(), staff, {
      id: second,
      intent: "approve",
      note: "Level 5 for now: judging needs a certificate.",
      level: 5,
    });
    expect(granted.ok).toBe(true);
    expect(await latestQualificationRequest(database.db, user.id)).toMatchObject({
      requestedLevel: 6,
      grantedLevel: 5,
    });
    expect((await qualificationProfile(database.db, user.id))?.level).toBe(5);
  });

  it("refuses a level outside 1–6 and a rejection without a note; rejects with one", async () => {
    const user = await makeUser(database.db);
    await submit(user.id, 3);
    const id = (await latestQualificationRequest(database.db, user.id))?.id ?? 0;
    expect(
      await decideQualificationRequest(decisionDeps(), staff, { id, intent: "approve", note: "", level: 7 }),
    ).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(
      await decideQualificationRequest(decisionDeps(), staff, { id, intent: "reject", note: "" }),
    ).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    const rejected = await decideQualificationRequest(decisionDeps(), staff, {
      id,
      intent: "reject",
      note: "The certificate photo is unreadable.",
    });
    expect(rejected.ok).toBe(true);
    expect(await latestQualificationRequest(database.db, user.id)).toMatchObject({
      status: "rejected",
      grantedLevel: null,
      staffNote: "The certificate photo is unreadable.",
    });
    expect((await qualificationProfile(database.db, user.id))?.level ?? null).toBeNull();
    const [outbox] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(outbox?.text).toContain("The certificate photo is unreadable.");
  });

  it("writes nothing when the transaction fails, and lets only staff decide", async () => {
    const user = await makeUser(database.db);
    const notStaff = await makeUser(database.db);
    await submit(user.id, 2);
    const id = (await latestQualificationRequest(database.db, user.id))?.id ?? 0;
    expect(
      await decideQualificationRequest(decisionDeps(), notStaff, { id, intent: "approve", note: "" }),
    ).toMatchObject({
      ok: false,
      reason: "forbidden",
    });
    await expect(
      decideQualificationRequest({ ...decisionDeps(), origin: "nope" }, staff, {
        id,
        intent: "approve",
        note: "",
      }),
    ).rejects.toThrow();
    expect((await latestQualificationRequest(database.db, user.id))?.status).toBe("pending");
    expect((await qualificationProfile(database.db, user.id))?.level ?? null).toBeNull();
    expect(
      await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `qualification_request:${id}`)),
    ).toEqual([]);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email))).toEqual(
      [],
    );
  });

  it("lists pending requests first with the specialization's title and the photos", async () => {
    const items = await listQualificationRequests(database.db, "en");
    expect(items[0]?.status).toBe("pending");
    expect(items.some((item) => item.status !== "pending")).toBe(true);
    expect(items[0]?.specialization).toBeTruthy();
    expect(items[0]?.photos).toHaveLength(1);
    const rows = await database.db.select({ id: qualificationRequests.id }).from(qualificationRequests);
    expect(items.length).toBe(rows.length);
  });
});
