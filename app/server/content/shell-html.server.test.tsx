import { describe, expect, it } from "vitest";
import type { ShellCategory } from "~/components/layout/site-data";
import { shellLists } from "./shell-html.server";

const categories: ShellCategory[] = [
  {
    id: 3,
    icon: "nails",
    title: "Manicure",
    subCategories: [{ id: 31, icon: "nails", title: "Gel & polish" }],
  },
];

describe("shellLists", () => {
  it("renders the category menus and the footer column with the locale's links, escaped", () => {
    const lists = shellLists("de", categories);
    expect(lists["mega-lessons"]).toContain('href="/de/lessons?ordering=level&amp;category=3"');
    expect(lists["mega-lessons"]).toContain('href="/de/lessons?ordering=level&amp;subcategory=31"');
    expect(lists["mega-lessons"]).toContain("Gel &amp; polish");
    expect(lists["mega-masters"]).toContain('href="/de/masters?ordering=master&amp;subcategory=31"');
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
