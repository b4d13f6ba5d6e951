/**
 * The back-office people pages' limits and list search, apart from their schemas (admin-people.ts)
 * so the pages draw without loading zod (the schemas are imported when the page runs:
 * use-validated-form.ts).
 */

import { withoutControlCharacters } from "./control-characters";

export const UNPUBLISH_REASON_MAX = 1000;

/** The list pages' search: a query and a page number (bad values fall back to the defaults). */
export function listQuery(url: URL) {
  const page = Number(url.searchParams.get("page"));
  return {
    q: withoutControlCharacters(url.searchParams.get("q") ?? "")
      .trim()
      .slice(0, 200),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}
