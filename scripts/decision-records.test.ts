import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// docs/decisions: each record says when it was taken and whether it still holds (issue 15).
const folder = new URL("../docs/decisions/", import.meta.url);
const files = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();
const STATUS = /^\*(\d{4}-\d{2}-\d{2}) · (accepted|superseded(?: in part)? by (\d{3}))\*$/;

describe("decision records", () => {
  it("are numbered one after another from 001", () => {
    expect(files.map((name) => name.slice(0, 3))).toEqual(
      files.map((_, index) => String(index + 1).padStart(3, "0")),
    );
  });

  it.each(files)("%s has its number in the title, then its date and status", (name) => {
    const [title, blank, status] = readFileSync(new URL(name, folder), "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)} — \\S`));
    expect(blank).toBe("");
    const match = STATUS.exec(status ?? "");
    expect(match, `line 3 of ${name}: "${status}"`).not.toBeNull();
    const by = match?.[3];
    // A record is superseded by a later one that exists.
    if (by) {
      expect(Number(by)).toBeGreaterThan(Number(name.slice(0, 3)));
      expect(files.some((file) => file.startsWith(`${by}-`))).toBe(true);
    }
  });
});
