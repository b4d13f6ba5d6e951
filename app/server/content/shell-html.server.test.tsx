import { describe, expect, it } from "vitest";
import type { ShellCategory } from "~/components/layout/site-data";
import { shellLists } from "./shell-html.server";

const categories: ShellCategory[] = [
  {
    id: 3,
    icon: "nails",
    title: "Nails & polish",
    subCategories: [{ id: 31, icon: "nails", title: "Gel & polish" }],
  },
];

describe("shellLists", () => {
  it("renders the footer's masters column with the locale's links, escaped", () => {
    const lists = shellLists("de", categories);
    expect(lists["footer-masters-list"]).toContain("Nails &amp; polish");
    expect(lists["footer-masters-list"]).toMatch(
      /^<li><a href="\/de\/masters\?ordering=master"[^>]*>[^<]+<\/a><\/li>/,
    );
    expect(lists["footer-masters-list"]).toContain('href="/de/masters?ordering=master&amp;category=3"');
  });

  it("renders a list of categories once", () => {
    expect(shellLists("de", categories)).toBe(shellLists("de", categories));
    expect(shellLists("de", [...categories])).not.toBe(shellLists("de", categories));
  });
});
