import { describe, expect, it } from "vitest";
import { aggregateRating, scriptJson } from "./json-ld";

describe("JSON-LD helpers", () => {
  it("escape every '<', so that a text cannot close the script, and read back the same", () => {
    const value = { name: "</script><script>alert(1)</script>" };
    const text = scriptJson(value);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(value);
  });

  it("round the average to one decimal on a 1–5 scale", () => {
    expect(aggregateRating(4.6666, 3)).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
