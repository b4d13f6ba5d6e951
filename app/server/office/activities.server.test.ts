import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { insertUser } from "../../../tests/support/office";
import { professionalActivities } from "../db/schema";
import {
  createActivity,
  deleteActivity,
  getActivity,
  listActivities,
  updateActivity,
} from "./activities.server";

describe.each(testDatabases())("professional activities on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => database.dispose());

  const db = () => database.db;
  const actorOf = (user: { id: number; isStaff: boolean }) => ({ id: user.id, isStaff: user.isStaff });
  const course = {
    kind: "basic_course",
    position: " Student ",
    organisation: "Kyiv Nail Academy",
    event: "",
    year: "2019",
    description: "Hardware manicure from scratch.",
  };

  it("adds, lists (latest year first), changes and deletes the owner's activities", async () => {
    const owner = actorOf(await insertUser(db()));
    const first = await createActivity(db(), owner, course);
    const second = await createActivity(db(), owner, { kind: "judging", event: "Kyiv Nail Cup", year: 2023 });
    const undated = await createActivity(db(), owner, { kind: "publication", position: "Author" });
    if (!first.ok || !second.ok || !undated.ok) throw new Error("not created");
    expect(first.activity).toEqual({
      id: expect.any(Number),
      kind: "basic_course",
      position: "Student",
      organisation: "Kyiv Nail Academy",
      event: "",
      year: 2019,
      description: "Hardware manicure from scratch.",
    });
    expect((await listActivities(db(), owner.id)).map((activity) => activity.id)).toEqual([
      second.activity.id,
      first.activity.id,
      undated.activity.id,
    ]);

    const changed = await updateActivity(db(), owner, first.activity.id, {
      ...course,
      year: "",
      position: "Graduate",
    });
    expect(changed).toMatchObject({ ok: true, activity: { position: "Graduate", year: null } });
    const patched = await updateActivity(
      db(),
      owner,
      first.activity.id,
      { event: "Graduation" },
      { partial: true },
    );
    expect(patched).toMatchObject({
      ok: true,
      activity: { position: "Graduate", event: "Graduation", kind: "basic_course" },
    });

    expect(await deleteActivity(db(), owner, second.activity.id)).toBe(true);
    expect(await getActivity(db(), owner, second.activity.id)).toBeNull();
    expect(await listActivities(db(), owner.id)).toHaveLength(2);
  });

  it("refuses bad input with a message per field and changes nothing", async () => {
    const owner = actorOf(await insertUser(db()));
    expect(
      await createActivity(db(), owner, { kind: "party", year: "1900", description: "x".repeat(2001) }),
    ).toEqual({
      ok: false,
      errors: {
        kind: "officeProfile.validation.kindRequired",
        position: "officeProfile.validation.activityEmpty",
        year: "officeProfile.validation.yearRange",
        description: "officeProfile.validation.activityDescriptionMax",
      },
    });
    const created = await createActivity(db(), owner, course);
    if (!created.ok) throw new Error("not created");
    // A PATCH that would leave nothing to say what or where is refused too.
    expect(
      await updateActivity(
        db(),
        owner,
        created.activity.id,
        { position: "", organisation: "" },
        { partial: true },
      ),
    ).toEqual({ ok: false, errors: { position: "officeProfile.validation.activityEmpty" } });
    expect(
      await updateActivity(
        db(),
        owner,
        created.activity.id,
        { organisation: "o".repeat(201) },
        { partial: true },
      ),
    ).toEqual({ ok: false, errors: { organisation: "officeProfile.validation.textMax" } });
    expect(await getActivity(db(), owner, created.activity.id)).toEqual(created.activity);
    expect(await listActivities(db(), owner.id)).toHaveLength(1);
  });

  it("finds nothing of anyone else's, except for staff", async () => {
    const owner = actorOf(await insertUser(db()));
    const stranger = actorOf(await insertUser(db()));
    const staff = actorOf(await insertUser(db(), { isStaff: true }));
    const created = await createActivity(db(), owner, course);
    if (!created.ok) throw new Error("not created");
    const id = created.activity.id;

    expect(await getActivity(db(), stranger, id)).toBeNull();
    expect(await updateActivity(db(), stranger, id, { ...course, position: "Hacked" })).toBeNull();
    expect(await updateActivity(db(), stranger, id, { position: "Hacked" }, { partial: true })).toBeNull();
    expect(await deleteActivity(db(), stranger, id)).toBe(false);
    expect(await getActivity(db(), owner, id)).toEqual(created.activity);
    for (const bad of [0, -1, 2 ** 40, Number.NaN]) expect(await getActivity(db(), owner, bad)).toBeNull();

    expect(
      await updateActivity(db(), staff, id, { position: "Checked by staff" }, { partial: true }),
    ).toMatchObject({
      ok: true,
    });
    const [row] = await db().select().from(professionalActivities).where(eq(professionalActivities.id, id));
    expect(row).toMatchObject({ userId: owner.id, position: "Checked by staff" });
    expect(await deleteActivity(db(), staff, id)).toBe(true);
  });
});
