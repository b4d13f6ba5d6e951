/**
 * The top-up form's amounts, apart from its schema (top-up.ts) so the page draws the form without
 * loading zod (the schema is imported when the page runs: use-validated-form.ts).
 */

export const TOP_UP_PRESETS = [10, 25, 50, 100] as const;
export const TOP_UP_DEFAULT = 25;
export const TOP_UP_MIN_DOLLARS = 5;
export const TOP_UP_MAX_DOLLARS = 1000;
