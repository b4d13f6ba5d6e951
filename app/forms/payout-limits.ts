/** The payout form's limits (decision 048), shared by the pages and the server. */

/** The smallest payout a master may ask for. */
export const PAYOUT_MINIMUM_CENTS = 2000;
/** The longest payout details, a staff reference and a rejection reason; the shortest of each. */
export const PAYOUT_LIMITS = { details: 500, reference: 200, reason: 500, minText: 3 } as const;
