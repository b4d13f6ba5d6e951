import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { makeUser, someSpecializations, testUploadDeps, uploadVideo } from "../../../tests/support/office";
import type { User } from "../auth/users.server";
import { lessonSteps, media } from "../db/schema";
import type { UploadDeps } from "../media/uploads.server";
import { getOfficeLesson, type LessonSave, lessonFormValues, saveLesson } from "../office/lessons.server";
import { seedReferenceContent } from "../seed/reference.server";
import { getLesson } from "./lessons.server";

describe.each(testDatabases())("lesson steps on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let deps: UploadDeps & { root: string };
  let author: User;
  let specialization: number;

  beforeAll(async () => {
    database = await engine.open();
    await seedReferenceContent(database.db);
    deps = await testUploadDeps(database.db);
    author = await makeUser(database.db);
    specialization = (await someSpecializations(database.db)).manicureClassic.id;
  });
  afterAll(async () => {
    await database.dispose();
    await rm(deps.root, { recursive: true, force: true });
  });

  const input = (overrides: Partial<LessonSave> = {}): LessonSave => ({
    title: "Gel polish that lasts",
    about: "Preparation, shaping and finish.",
    level: "beginner",
    price: 900,
    specialization,
    brands: [],
    poster: null,
    trailer: null,
    full: null,
    tips: null,
    remove_poster: false,
    remove_tips: false,
    intent: "draft",
    ...overrides,
  });
  const steps = [
    { row: 0, title: "Preparation", startMs: 0 },
    { row: 1, title: "Shaping", startMs: 3_000 },
    { row: 3, title: "Finish", startMs: 6_500 },
  ];
  /** A full video upload whose length is known to be 9 s. */
  const nineSecondVideo = async () => {
    const { id } = await uploadVideo(deps, author.id, "full");
    await database.db.update(media).set({ durationMs: 9_000 }).where(eq(media.id, id));
    return id;
  };
  const saved = async (result: Awaited<ReturnType<typeof saveLesson>>) => {
    if (!result?.ok) throw new Error(`not saved: ${JSON.stringify(result)}`);
    return result.value;
  };

  it("saves steps with the lesson, in order and numbered densely, and reads them back everywhere", async () => {
    const full = await nineSecondVideo();
    const lesson = await saved(await saveLesson(deps, author, null, input({ full, steps })));
    const rows = await database.db
      .select()
      .from(lessonSteps)
      .where(eq(lessonSteps.lessonId, lesson.id))
      .orderBy(lessonSteps.position);
    expect(rows.map((row) => [row.position, row.title, row.startMs])).toEqual([
      [0, "Preparation", 0],
      [1, "Shaping", 3_000],
      [2, "Finish", 6_500],
    ]);
    const expected = [
      { title: "Preparation", startMs: 0 },
      { title: "Shaping", startMs: 3_000 },
      { title: "Finish", startMs: 6_500 },
    ];
    const office = await getOfficeLesson(database.db, "en", author, lesson.id);
    expect(office?.steps).toEqual(expected);
    expect(office && lessonFormValues(office)).toMatchObject({
      step_title_0: "Preparation",
      step_start_0: "0:00",
      step_title_2: "Finish",
      step_start_2: "0:06.5",
    });
    const page = await getLesson(database.db, "en", lesson.slug);
    expect(page?.steps).toEqual(expected);
    expect(page?.fullVideoDurationMs).toBe(9_000);
  });

  it("replaces the steps on save, keeps them when a caller does not send them, and clears them", async () => {
    const lesson = await saved(await saveLesson(deps, author, null, input({ steps })));
    await saved(
      await saveLesson(
        deps,
        author,
        lesson.id,
        input({ steps: [{ row: 0, title: "Only one", startMs: 1_000 }] }),
      ),
    );
    const read = async () => (await getOfficeLesson(database.db, "en", author, lesson.id))?.steps;
    expect(await read()).toEqual([{ title: "Only one", startMs: 1_000 }]);
    await saved(await saveLesson(deps, author, lesson.id, input({ title: "Renamed" })));
    expect(await read()).toEqual([{ title: "Only one", startMs: 1_000 }]);
    await saved(await saveLesson(deps, author, lesson.id, input({ steps: [] })));
    expect(await read()).toEqual([]);
  });

  it("refuses a step at or past the end of the full video, and changes nothing", async () => {
    const full = await nineSecondVideo();
    const lesson = await saved(await saveLesson(deps, author, null, input({ full, steps })));
    const refused = await saveLesson(
      deps,
      author,
      lesson.id,
      input({
        full,
        title: "Changed",
        steps: [
          { row: 0, title: "Preparation", startMs: 0 },
          { row: 1, title: "Too late", startMs: 9_000 },
        ],
      }),
    );
    expect(refused).toEqual({ ok: false, errors: { step_start_1: "officeItems.steps.errors.pastVideo" } });
    const office = await getOfficeLesson(database.db, "en", author, lesson.id);
    expect(office?.title).toBe("Gel polish that lasts");
    expect(office?.steps.map((step) => step.title)).toEqual(["Preparation", "Shaping", "Finish"]);
    // A video of unknown length limits nothing.
    await database.db.update(media).set({ durationMs: null }).where(eq(media.id, full));
    await saved(
      await saveLesson(
        deps,
        author,
        lesson.id,
        input({ full, steps: [{ row: 0, title: "Late", startMs: 60_000 }] }),
      ),
    );
  });

  it("deletes the steps with their lesson", async () => {
    const lesson = await saved(await saveLesson(deps, author, null, input({ steps })));
    const { deleteLesson } = await import("../office/lessons.server");
    expect(await deleteLesson(deps, author, lesson.id)).toBe(true);
    expect(await database.db.select().from(lessonSteps).where(eq(lessonSteps.lessonId, lesson.id))).toEqual(
      [],
    );
  });
});
