/** The content pages: URL segment → page slug in the database (SPEC §2 routes). */
export const CONTENT_PAGE_ROUTES = {
  "about-us": "about",
  "become-teacher": "become-teacher",
  "proof-of-qualification": "qualification-training",
  publicOffer: "public-offer",
} as const;

export type ContentPath = keyof typeof CONTENT_PAGE_ROUTES;

/** Content pages rendered by a route module of their own (the page text plus an application form). */
export const APPLICATION_PAGE_MODULES: Partial<Record<ContentPath, string>> = {
  "become-teacher": "routes/become-teacher.tsx",
  "proof-of-qualification": "routes/proof-of-qualification.tsx",
};
