import { describe, expect, it } from "vitest";
import { formatStepTime, isoDuration, parseStepTime } from "~/catalog/step-time";
import { fieldErrors } from "./form-data";
import { checkStepRows, LESSON_STEPS_MAX, stepRows, stepsPastVideo } from "./lesson-steps";
import { lessonSchema } from "./office-items";
import { safeParseText } from "./safe-parse-text";

describe("step times", () => {
  it("reads seconds, m:ss and h:mm:ss, with up to three decimals", () => {
    expect(parseStepTime("0")).toBe(0);
    expect(parseStepTime("0:00")).toBe(0);
    expect(parseStepTime(" 75 ")).toBe(75_000);
    expect(parseStepTime("1:05")).toBe(65_000);
    expect(parseStepTime("12:30.5")).toBe(750_500);
    expect(parseStepTime("0:03,25")).toBe(3_250);
    expect(parseStepTime("90:00")).toBe(5_400_000);
    expect(parseStepTime("1:02:03")).toBe(3_723_000);
    expect(parseStepTime("24:00:00")).toBe(86_400_000);
  });

  it("refuses anything else", () => {
    for (const bad of [
      "",
      " ",
      "1:5",
      "1:75",
      "1:60:00",
      "1:2:03",
      "-1",
      "1e3",
      "abc",
      "1:",
      ":30",
      "0:03.1234",
      "24:00:01",
      "1:02:03:04",
    ]) {
      expect(parseStepTime(bad), bad).toBeNull();
    }
  });

  it("writes times back as the editor and the page show them", () => {
    expect(formatStepTime(0)).toBe("0:00");
    expect(formatStepTime(65_000)).toBe("1:05");
    expect(formatStepTime(750_500)).toBe("12:30.5");
    expect(formatStepTime(3_723_040)).toBe("1:02:03.04");
    for (const ms of [0, 3_250, 65_000, 750_500, 3_723_000])
      expect(parseStepTime(formatStepTime(ms))).toBe(ms);
    expect(isoDuration(9_000)).toBe("PT9S");
    expect(isoDuration(3_723_000)).toBe("PT1H2M3S");
    expect(isoDuration(0)).toBe("PT0S");
  });
});

describe("step rows", () => {
  it("gathers rows by number, trimmed, without the blank ones", () => {
    expect(
      stepRows({
        title: "Lesson",
        step_title_10: "Finish",
        step_start_10: "0:06",
        step_title_2: " Preparation ",
        step_start_2: "0",
        step_title_3: "",
        step_start_3: " ",
        step_start_4: "0:03",
        step_title_x: "ignored",
      }),
    ).toEqual([
      { row: 2, title: "Preparation", start: "0" },
      { row: 4, title: "", start: "0:03" },
      { row: 10, title: "Finish", start: "0:06" },
    ]);
  });

  it("needs a title and a time on each row, times increasing, at most 30 steps", () => {
    expect(
      checkStepRows([
        { row: 0, title: "Preparation", start: "0:00" },
        { row: 1, title: "Shaping", start: "0:03" },
        { row: 2, title: "Finish", start: "0:06.5" },
      ]),
    ).toEqual({
      steps: [
        { row: 0, title: "Preparation", startMs: 0 },
        { row: 1, title: "Shaping", startMs: 3_000 },
        { row: 2, title: "Finish", startMs: 6_500 },
      ],
      errors: {},
    });
    expect(
      checkStepRows([
        { row: 0, title: "", start: "0:10" },
        { row: 1, title: "Shaping", start: "" },
        { row: 2, title: "x".repeat(121), start: "0:05" },
        { row: 3, title: "Same time", start: "0:05" },
        { row: 4, title: "Typo", start: "1:5" },
      ]).errors,
    ).toEqual({
      step_title_0: "officeItems.steps.errors.titleRequired",
      step_start_1: "officeItems.steps.errors.startRequired",
      step_title_2: "officeItems.steps.errors.titleMax",
      step_start_2: "officeItems.steps.errors.startOrder",
      step_start_3: "officeItems.steps.errors.startOrder",
      step_start_4: "officeItems.steps.errors.startInvalid",
    });
    // 120 characters are 120 letters, whatever their UTF-16 length.
    expect(checkStepRows([{ row: 0, title: "💅".repeat(120), start: "0" }]).errors).toEqual({});
    const many = Array.from({ length: LESSON_STEPS_MAX + 1 }, (_, row) => ({
      row,
      title: `Step ${row + 1}`,
      start: String(row),
    }));
    expect(checkStepRows(many).errors).toEqual({ steps: "officeItems.steps.errors.tooMany" });
    expect(checkStepRows(many.slice(0, LESSON_STEPS_MAX)).errors).toEqual({});
  });

  it("refuses steps that start at or past the end of the video, when its length is known", () => {
    const steps = [
      { row: 0, title: "A", startMs: 0 },
      { row: 1, title: "B", startMs: 8_999 },
      { row: 2, title: "C", startMs: 9_000 },
    ];
    expect(stepsPastVideo(steps, 9_000)).toEqual({ step_start_2: "officeItems.steps.errors.pastVideo" });
    expect(stepsPastVideo(steps, null)).toEqual({});
  });
});

describe("the lesson form's steps", () => {
  const lesson = {
    title: "Gel polish",
    about: "About",
    level: "none",
    price: "10",
    specialization: "3",
  };

  it("come out as checked steps in order", () => {
    const parsed = lessonSchema.parse({
      ...lesson,
      step_title_1: "Shaping",
      step_start_1: "0:03",
      step_title_0: "Preparation",
      step_start_0: "0",
      step_title_2: "",
      step_start_2: "",
    });
    expect(parsed.steps).toEqual([
      { row: 0, title: "Preparation", startMs: 0 },
      { row: 1, title: "Shaping", startMs: 3_000 },
    ]);
    expect(lessonSchema.parse(lesson).steps).toEqual([]);
  });

  it("report each problem on the row's field, together with the other fields' messages", () => {
    const result = safeParseText(lessonSchema, {
      ...lesson,
      title: "",
      step_title_0: "Preparation",
      step_start_0: "0:05",
      step_title_1: "Shaping",
      step_start_1: "0:02",
    });
    expect(result.success).toBe(false);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      title: "officeItems.errors.titleRequired",
      step_start_1: "officeItems.steps.errors.startOrder",
    });
    const control = safeParseText(lessonSchema, { ...lesson, step_title_0: "Prep\u0000", step_start_0: "0" });
    expect(control.success ? {} : fieldErrors(control.error)).toEqual({
      step_title_0: "validation.controlCharacters",
    });
  });
});
