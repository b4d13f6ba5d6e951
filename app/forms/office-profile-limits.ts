/**
 * The office profile forms' limits and choices, apart from their schemas (office-profile.ts) so the
 * office pages draw the forms without loading zod (the schemas are imported when the page runs:
 * use-validated-form.ts).
 */

import type { ActivityKindName } from "~/catalog/types";

export const SHORT_DESCRIPTION_MAX = 1000;
export const SOCIAL_URL_MAX = 300;
export const MAX_PROFILE_BRANDS = 30;
export const ACTIVITY_TEXT_MAX = 200;
export const ACTIVITY_DESCRIPTION_MAX = 2000;
export const ACTIVITY_YEAR_MIN = 1950;

export const SOCIAL_NETWORKS = ["instagram", "facebook", "tiktok", "youtube", "website"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The kinds of SPEC §3, in the order the office and the master page show them. */
export const ACTIVITY_KIND_NAMES = [
  "basic_course",
  "certification_training",
  "coaching",
  "judging",
  "publication",
] as const satisfies readonly ActivityKindName[];
