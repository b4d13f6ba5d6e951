import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  isCommonPassword,
  MIN_PASSWORD_LENGTH,
  type PasswordContext,
  similarAttribute,
  validatePassword,
} from "./password-validation.server";

// Expected results were checked against a Python reference that runs Django 5.2's validator code
// (re.split(r"\W+"), difflib.SequenceMatcher.quick_ratio, exceeds_maximum_length_ratio,
// `password.lower().strip() in passwords`, str.isdigit) over the same data file.

const alice: PasswordContext = { email: "alice@example.com", username: "jsmith", fullName: "Alice Smith" };

const listEntries = (): string[] =>
  gunzipSync(readFileSync(new URL("./data/common-passwords.txt.gz", import.meta.url)))
    .toString("utf8")
    .split("\n")
    .filter((line) => line !== "");

describe("validatePassword", () => {
  it("exports Django's default minimum length", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
  });

  it("flags Django's worked example alice@example.com / alice123 (similar to the email, and common)", async () => {
    expect(similarAttribute("alice123", { email: "alice@example.com" })).toBe("email");
    expect(await validatePassword("alice123", { email: "alice@example.com" })).toEqual([
      "passwordTooSimilar",
      "passwordTooCommon",
    ]);
  });

  it("flags a password built on the username", async () => {
    expect(similarAttribute("jsmith2024", { username: "jsmith" })).toBe("username");
    expect(await validatePassword("jsmith2024", { username: "jsmith" })).toEqual(["passwordTooSimilar"]);
  });

  it("accepts an unrelated strong password", async () => {
    expect(similarAttribute("Velvet-Orchid-92!", alice)).toBeNull();
    expect(await validatePassword("Velvet-Orchid-92!", alice)).toEqual([]);
    expect(await validatePassword("Velvet-Orchid-92!", {})).toEqual([]);
  });

  it("flags common passwords, case-insensitively and ignoring surrounding whitespace", async () => {
    expect(await validatePassword("password", {})).toEqual(["passwordTooCommon"]);
    expect(await validatePassword("qwerty123", {})).toEqual(["passwordTooCommon"]);
    expect(await validatePassword("PASSWORD", {})).toEqual(["passwordTooCommon"]);
    expect(await validatePassword("  password  ", {})).toEqual(["passwordTooCommon"]);
    expect(await validatePassword("\tletmein\n", {})).toEqual(["passwordTooCommon"]);
  });

  it("strips whitespace as Python's str.strip() does, not as String.prototype.trim() does", async () => {
    // U+0085 and U+001C are Python whitespace (trim() keeps them); U+FEFF is not (trim() drops it).
    expect(await isCommonPassword("\u0085password\u001c")).toBe(true);
    expect(await isCommonPassword("\u3000password\u2029")).toBe(true);
    expect(await isCommonPassword("\ufeffpassword")).toBe(false);
    expect(await isCommonPassword("pass word")).toBe(false);
  });

  it("flags entirely numeric passwords, also when they are common", async () => {
    expect(await validatePassword("12345678901", {})).toEqual([
      "passwordTooCommon",
      "passwordEntirelyNumeric",
    ]);
    expect(await validatePassword("73920518466", {})).toEqual(["passwordEntirelyNumeric"]);
    expect(await validatePassword("12345678a", {})).toEqual(["passwordTooCommon"]);
  });

  it("treats digits as Python's str.isdigit() does (any script, superscripts)", async () => {
    expect(await validatePassword("١٢٣٤٥٦٧٨٩", {})).toEqual(["passwordEntirelyNumeric"]);
    expect(await validatePassword("²²²²²²²²", {})).toEqual(["passwordEntirelyNumeric"]);
    expect(await validatePassword("①②③④⑤⑥⑦⑧", {})).toEqual(["passwordEntirelyNumeric"]);
    expect(await validatePassword("1234 5678", {})).toEqual([]);
    // Fractions and Roman numerals are numeric but not digits.
    expect(await validatePassword("½½½½½½½½", {})).toEqual([]);
    expect(await validatePassword("ⅫⅫⅫⅫⅫⅫⅫⅫ", {})).toEqual([]);
  });

  it("flags short passwords, counting code points", async () => {
    expect(await validatePassword("short1", {})).toEqual(["passwordTooShort", "passwordTooCommon"]);
    expect(await validatePassword("Zq9!mK2", {})).toEqual(["passwordTooShort"]);
    expect(await validatePassword("Zq9!mK2#", {})).toEqual([]);
    expect(await validatePassword("", {})).toEqual(["passwordTooShort"]);
    // Four emoji are 8 UTF-16 code units but 4 characters.
    expect(await validatePassword("🌻🌼🌷🌹", {})).toEqual(["passwordTooShort"]);
    expect(await validatePassword("🌻🌼🌷🌹🌻🌼🌷🌹", {})).toEqual([]);
  });

  it("reports every problem, in Django's validator order", async () => {
    expect(await validatePassword("🔥🔥🔥🔥", { username: "🔥🔥🔥" })).toEqual([
      "passwordTooSimilar",
      "passwordTooShort",
    ]);
    expect(await validatePassword("1234", { username: "12345" })).toEqual([
      "passwordTooSimilar",
      "passwordTooShort",
      "passwordTooCommon",
      "passwordEntirelyNumeric",
    ]);
  });
});

describe("similarAttribute", () => {
  it("compares Cyrillic case-insensitively, by characters", async () => {
    expect(similarAttribute("олена2024", { username: "олена" })).toBe("username");
    expect(similarAttribute("ОЛЕНА2024", { username: "Олена" })).toBe("username");
    expect(await validatePassword("олена2024", { username: "олена" })).toEqual(["passwordTooSimilar"]);
    expect(similarAttribute("нова-пароль-7", { fullName: "Нова Пароль" })).toBe("fullName");
  });

  it("compares each word of the full name and each part of the email", () => {
    expect(similarAttribute("Kovalenko!88", { fullName: "Olena Kovalenko" })).toBe("fullName");
    expect(similarAttribute("smithjohn", { fullName: "John Smith" })).toBe("fullName");
    expect(similarAttribute("Example.com1", { email: "alice@example.com" })).toBe("email");
    expect(similarAttribute("aliceexample", { email: "alice@example.com" })).toBe("email");
    expect(similarAttribute("alice@example.com", { email: "alice@example.com" })).toBe("email");
  });

  it("splits on non-word characters only: underscores stay inside a part", () => {
    expect(similarAttribute("john_smith_99", { username: "john_smith" })).toBe("username");
    expect(similarAttribute("Velvet-Orchid-92!", { username: "velvet_orchid" })).toBe("username");
    expect(similarAttribute("Velvet-Orchid-92!", { email: "velvet.orchid@example.com" })).toBeNull();
  });

  it("checks username, then full name, then email", () => {
    const user = { username: "bob", fullName: "Alice Liddell", email: "alice@example.com" };
    expect(similarAttribute("alice123", user)).toBe("fullName");
    expect(similarAttribute("bobby123", { ...user, username: "bobby" })).toBe("username");
    expect(similarAttribute("alice123", { email: "alice@example.com", fullName: "" })).toBe("email");
  });

  it("ignores missing and empty attributes", () => {
    expect(similarAttribute("alice123", {})).toBeNull();
    expect(similarAttribute("alice123", { email: "", username: undefined })).toBeNull();
  });

  it("does not flag passwords that merely share a short attribute", () => {
    expect(similarAttribute("maistry-garden-shed-2024", { email: "al@maistry.ua" })).toBeNull();
    expect(similarAttribute("xq7!al9#zv2$", { email: "al@x.io" })).toBeNull();
    expect(similarAttribute("abcdefghijklmnopqrstuvwxyz0123", { username: "a" })).toBeNull();
    expect(similarAttribute("a".repeat(20), { username: "aa" })).toBeNull();
  });

  it("never flags a password because of an empty part (e.g. a trailing non-word character)", () => {
    // Django would compare "" with "" here (quick_ratio 1.0); the empty password is too short anyway.
    expect(similarAttribute("", { email: "alice@" })).toBeNull();
    expect(similarAttribute("", { username: "-bob-" })).toBeNull();
    expect(similarAttribute("bob", { username: "-bob-" })).toBe("username");
  });

  it("handles very long passwords quickly", async () => {
    const long = "Velvet-Orchid-92!".repeat(600);
    const started = performance.now();
    expect(similarAttribute(long, alice)).toBeNull();
    expect(await validatePassword(long, alice)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("common password list", () => {
  it("holds Django's 19,640 lower-case passwords, all of which are flagged", async () => {
    const entries = listEntries();
    expect(entries).toHaveLength(19_640);
    expect(new Set(entries).size).toBe(19_640);
    expect(entries.every((entry) => entry === entry.toLowerCase())).toBe(true);
    for (const entry of [entries[0], entries[1], entries.at(-1), "пароль", "йцукен"]) {
      expect(await isCommonPassword(entry as string)).toBe(true);
    }
    expect(await isCommonPassword("Velvet-Orchid-92!")).toBe(false);
    expect(await isCommonPassword("")).toBe(false);
  });
});

describe("common password list loading", () => {
  afterEach(() => {
    vi.doUnmock("node:fs");
    vi.doUnmock("node:fs/promises");
    vi.resetModules();
  });

  it("falls back to app/server/auth/data when the file is not beside the module, and reads it once", async () => {
    vi.resetModules();
    const seen: string[] = [];
    const checked: string[] = [];
    vi.doMock("node:fs", async (importOriginal) => ({
      ...(await importOriginal<typeof import("node:fs")>()),
      existsSync: (file: string) => {
        checked.push(file);
        return false;
      },
    }));
    vi.doMock("node:fs/promises", async (importOriginal) => {
      const original = await importOriginal<typeof import("node:fs/promises")>();
      return {
        ...original,
        readFile: (file: string) => {
          seen.push(file);
          return original.readFile(file);
        },
      };
    });
    const fresh = await import("./password-validation.server");
    const results = await Promise.all([
      fresh.validatePassword("password", {}),
      fresh.validatePassword("Velvet-Orchid-92!", {}),
      fresh.validatePassword("qwerty123", {}),
    ]);
    expect(results).toEqual([["passwordTooCommon"], [], ["passwordTooCommon"]]);
    expect(checked).toHaveLength(1);
    expect(checked[0]).toMatch(/app\/server\/auth\/data\/common-passwords\.txt\.gz$/);
    expect(seen).toEqual([`${process.cwd()}/app/server/auth/data/common-passwords.txt.gz`]);
  });
});
