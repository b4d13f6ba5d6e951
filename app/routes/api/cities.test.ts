import { describe, expect, it } from "vitest";
import { loader } from "./cities";

const suggestions = async (query: string) => {
  const response = loader({ request: new Request(`http://localhost/api/cities?${query}`) } as never);
  return (await response.json()) as string[];
};

describe("GET /api/cities", () => {
  it("names the suggestions in the page's language", async () => {
    expect(await suggestions("country=UA&q=Оде&lang=uk")).toContain("Одеса");
    expect(await suggestions("country=UA&q=Ode&lang=en")).toContain("Odesa");
    expect(await suggestions("country=UA&q=Kie&lang=de")).toContain("Kiew");
  });

  it("keeps the data set's names without a known language", async () => {
    expect(await suggestions("country=UA&q=Ode")).toContain("Odessa");
    expect(await suggestions("country=UA&q=Ode&lang=xx")).toContain("Odessa");
  });

  it("answers an unknown country or an empty query with nothing", async () => {
    expect(await suggestions("country=ZZ&q=Ode&lang=uk")).toEqual([]);
    expect(await suggestions("country=UA&q=&lang=uk")).toEqual([]);
  });
});
