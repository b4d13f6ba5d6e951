import { UNPUBLISH_REASON_MAX } from "./admin-people-limits";
import { textRules } from "./control-characters";
import { z } from "./zod";

/**
 * The back-office's people forms (users, lessons); messages are keys (`admin.errors.*`), a length
 * limit's shown with the limit as `count`.
 */

const id = z.coerce.number().int().positive("admin.errors.unknownItem");

/** One of the buttons in a user's row: deactivate, reactivate, make staff, remove staff. */
export const userChangeSchema = z.object({
  userId: id,
  intent: z.enum(["deactivate", "activate", "grant_staff", "revoke_staff"], {
    message: "admin.errors.unknownAction",
  }),
});

/** Unpublishing a lesson needs a reason: its master reads it in the lesson editor. */
export const unpublishSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(10, "admin.errors.reasonTooShort")
    .max(UNPUBLISH_REASON_MAX, "admin.errors.tooLong"),
});

textRules(unpublishSchema, { multiline: ["reason"] });
