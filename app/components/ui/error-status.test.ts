import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { errorKind, shownStatus } from "./error-status";

/** What a loader's `throw data(null, { status })` reaches an error boundary as. */
const thrown = (status: number) => new ErrorResponse(status, "", null);

describe("the page an error shows", () => {
  it("keeps the status a route threw on purpose, and makes anything else a 500", () => {
    expect(shownStatus(thrown(404))).toBe(404);
    expect(shownStatus(thrown(400))).toBe(400);
    expect(shownStatus(thrown(503))).toBe(503);
    expect(shownStatus(thrown(502))).toBe(500);
    expect(shownStatus(new Error("boom"))).toBe(500);
  });

  it("names the page of each status", () => {
    expect([404, 403, 429, 503, 400, 405, 413, 500].map(errorKind)).toEqual([
      "notFound",
      "forbidden",
      "tooManyRequests",
      "unavailable",
      "badRequest",
      "badRequest",
      "badRequest",
      "error",
    ]);
  });
});
