/**
 * What the account forms draw without their schema (which brings zod, loaded after the page runs).
 *
 * What the person does on Maistry (decision 037): a learner buys lessons; a master works with
 * clients or teaches and is asked to fill the master profile. Asked at registration, changed in
 * the office.
 */
export const ROLES = ["learner", "master"] as const;
export type Role = (typeof ROLES)[number];
