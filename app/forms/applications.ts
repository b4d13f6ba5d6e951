/**
 * The become-teacher application and the proof-of-qualification request (issue 7), and the
 * staff's decision on either. Shared by the pages (inline checks in the browser) and their
 * actions; every message is a translation key (`applications.errors.*`). The photo fields arrive
 * as an array on the server and as one string (or nothing) from the browser's inline check.
 */

import {
  APPLICATION_LINK_MAX,
  APPLICATION_MAX_LINKS,
  APPLICATION_MAX_PHOTOS,
  APPLICATION_TEXT_MAX,
  APPLICATION_TEXT_MIN,
  QUALIFICATION_DESCRIPTION_MAX,
  STAFF_NOTE_MAX,
} from "./applications-limits";
import { textRules } from "./control-characters";
import { z } from "./zod";

const ID = /^\d{1,9}$/;

/** Pending uploads (media ids) sent as repeated values, without repeats. */
const photoIds = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .transform((values) => values.map((value) => value.trim()).filter(Boolean))
  .refine(
    (values) => values.every((value) => ID.test(value) && Number(value) > 0),
    "applications.errors.uploadUnavailable",
  )
  .transform((values) => [...new Set(values.map(Number))])
  .refine((ids) => ids.length <= APPLICATION_MAX_PHOTOS, "applications.errors.tooManyPhotos");

/** A required text of `min`–`max` characters (trimmed). */
const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `applications.errors.${field}Required` })
    .trim()
    .min(1, `applications.errors.${field}Required`)
    .min(min, `applications.errors.${field}Short`)
    .max(max, `applications.errors.${field}Long`);

/** Whether a line is an absolute http(s) URL with a host. */
export function isWebLink(line: string): boolean {
  if (line.length > APPLICATION_LINK_MAX || /\s/.test(line)) return false;
  try {
    const url = new URL(line);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Links, one per line: up to five http(s) URLs; empty lines are dropped. Stored one per line. */
const links = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .refine((lines) => lines.length <= APPLICATION_MAX_LINKS, "applications.errors.linksTooMany")
  .refine((lines) => lines.every(isWebLink), "applications.errors.linkInvalid");

export const teacherApplicationSchema = textRules(
  z.object({
    experience: text("experience", APPLICATION_TEXT_MIN, APPLICATION_TEXT_MAX),
    motivation: text("motivation", APPLICATION_TEXT_MIN, APPLICATION_TEXT_MAX),
    links,
    photos: photoIds,
  }),
  { multiline: ["experience", "motivation", "links"] },
);
export type TeacherApplicationInput = z.output<typeof teacherApplicationSchema>;

const requiredId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => ID.test(value) && Number(value) > 0, message)
    .transform(Number);

const level = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => /^[1-6]$/.test(value), message)
    .transform(Number);

export const qualificationRequestSchema = textRules(
  z
    .object({
      category: requiredId("applications.errors.categoryRequired"),
      specialization: requiredId("applications.errors.specializationRequired"),
      level: level("applications.errors.levelRequired"),
      description: z
        .string({ error: "applications.errors.descriptionRequired" })
        .trim()
        .min(1, "applications.errors.descriptionRequired")
        .max(QUALIFICATION_DESCRIPTION_MAX, "applications.errors.descriptionLong"),
      photos: photoIds,
    })
    // Checked even when another field is wrong, so that every message shows at once.
    .refine((value) => Array.isArray(value.photos) && value.photos.length > 0, {
      path: ["photos"],
      message: "applications.errors.certificateRequired",
      when: () => true,
    }),
  { multiline: ["description"] },
);
export type QualificationRequestInput = z.output<typeof qualificationRequestSchema>;

// ---- The staff's decision (back-office; messages `admin.applications.errors.*`) -------------------

export const DECISIONS = ["approve", "reject"] as const;
export type Decision = (typeof DECISIONS)[number];

export const decisionSchema = textRules(
  z
    .object({
      id: requiredId("admin.applications.errors.unknownItem"),
      intent: z.enum(DECISIONS, { error: "admin.applications.errors.chooseDecision" }),
      note: z
        .string()
        .optional()
        .default("")
        .transform((value) => value.trim()),
      level: z.string().optional(),
    })
    .refine((value) => value.intent !== "reject" || value.note.length > 0, {
      path: ["note"],
      message: "admin.applications.errors.noteRequired",
    })
    .refine((value) => value.note.length <= STAFF_NOTE_MAX, {
      path: ["note"],
      message: "admin.applications.errors.noteTooLong",
    }),
  { multiline: ["note"] },
);
export type DecisionInput = z.output<typeof decisionSchema>;

/** The level staff grant: one of 1–6, or null when the form did not give a valid one. */
export function grantedLevel(value: string | undefined): number | null {
  return value && /^[1-6]$/.test(value.trim()) ? Number(value.trim()) : null;
}
