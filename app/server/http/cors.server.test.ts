import { describe, expect, it } from "vitest";
import { corsHeaders } from "./cors.server";

describe("corsHeaders", () => {
  const allowed = ["https://app.maistry.example"];
  it("allows only the listed origins", () => {
    expect(corsHeaders("https://app.maistry.example", allowed)["Access-Control-Allow-Origin"]).toBe(
      "https://app.maistry.example",
    );
    expect(corsHeaders("https://evil.example", allowed)).toEqual({});
    expect(corsHeaders(undefined, allowed)).toEqual({});
    expect(corsHeaders("https://app.maistry.example", [])).toEqual({});
  });
  it("lets callers send a bearer token", () => {
    expect(corsHeaders("https://app.maistry.example", allowed)["Access-Control-Allow-Headers"]).toContain(
      "Authorization",
    );
  });
});
