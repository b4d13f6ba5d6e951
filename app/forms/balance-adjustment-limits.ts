/**
 * The staff's balance adjustment's limit, apart from its schema (balance-adjustment.ts) so the page
 * draws the form without loading zod (the schema is imported when the page runs:
 * use-validated-form.ts).
 */

/** At most this much moves in one adjustment, either way. */
export const MAX_ADJUSTMENT_CENTS = 1_000_000;
