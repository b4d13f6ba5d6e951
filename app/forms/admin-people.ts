import { UNPUBLISH_REASON_MAX } from "./admin-people-limits";
import { ADMIN_CONTROL_CHARACTERS_MESSAGE, textRules } from "./control-characters";
import { z } from "./zod";

/**
 * The back-office's people forms (users, lessons). English-only like the rest of the back-office:
 * messages are plain English shown through `t()`, which returns a string that is not a key
 * unchanged.
 */

const id = z.coerce.number().int().positive("Unknown item");

/** One of the buttons in a user's row: deactivate, reactivate, make staff, remove staff. */
export const userChangeSchema = z.object({
  userId: id,
  intent: z.enum(["deactivate", "activate", "grant_staff", "revoke_staff"], { message: "Unknown action" }),
});

/** Unpublishing a lesson needs a reason: its master reads it in the lesson editor. */
export const unpublishSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(10, "Give the master a reason of at least 10 characters")
    .max(UNPUBLISH_REASON_MAX, `At most ${UNPUBLISH_REASON_MAX} characters`),
});

// Control characters get the back-office's plain-English message (safeParseText).
textRules(userChangeSchema, { message: ADMIN_CONTROL_CHARACTERS_MESSAGE });
textRules(unpublishSchema, { multiline: ["reason"], message: ADMIN_CONTROL_CHARACTERS_MESSAGE });
