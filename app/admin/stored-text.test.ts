import { describe, expect, it } from "vitest";
import { serverI18n } from "~/i18n/messages.server";
import { auditActionText, auditDetailText, auditSubjectText } from "./audit-text";
import { parseStoredText, readStoredText, storedText } from "./stored-text";

const read = (locale: "en" | "uk" | "de" | "ru" | "pl", text: string) =>
  readStoredText(serverI18n(locale).t, locale, text);

describe("stored texts (a key and its values, read in the reader's language)", () => {
  it("stores a key with its values as JSON, and reads it back in each locale", () => {
    const text = storedText("admin.audit.details.teacherApproved", { username: "olena" });
    expect(parseStoredText(text)).toEqual({
      k: "admin.audit.details.teacherApproved",
      v: { username: "olena" },
    });
    expect(read("en", text)).toBe("@olena is now a teacher");
    expect(read("uk", text)).toBe("@olena тепер викладач");
    expect(read("de", text)).toBe("@olena ist jetzt Dozent:in");
  });

  it("keeps what staff typed as typed, and picks the plural form by count", () => {
    const text = storedText("admin.audit.details.userDeactivated", { username: "anna", count: 3 });
    expect(read("en", text)).toBe("@anna; sessions ended; 3 lessons unpublished");
    expect(read("uk", text)).toBe("@anna; сеанси завершено; знято з публікації 3 уроки");
    expect(
      read("ru", storedText("admin.audit.details.userDeactivated", { username: "anna", count: 5 })),
    ).toBe("@anna; сеансы завершены; снято с публикации 5 уроков");
    const reason = "Logo <b>visible</b> — please re-cut {{it}}";
    expect(
      read("de", storedText("admin.audit.details.lessonUnpublished", { title: "Gel nails", reason })),
    ).toBe(`„Gel nails“, Grund: ${reason}`);
  });

  it("writes money in the reader's format and a message value in the reader's language", () => {
    const adjusted = storedText("admin.audit.details.balanceAdjusted", {
      amount: { cents: -500 },
      reason: "Refund",
    });
    expect(read("en", adjusted)).toBe("−$5.00, reason: Refund");
    expect(read("de", adjusted)).toMatch(/^−5,00\s\$, Grund: Refund$/);
    const footer = storedText("admin.audit.details.footer", {
      instagram: "https://instagram.com/x",
      facebook: { key: "admin.audit.details.networkHome" },
      tiktok: { key: "admin.audit.details.networkHome" },
      youtube: { key: "admin.audit.details.networkHome" },
    });
    expect(read("uk", footer)).toBe(
      "Соцмережі: Instagram https://instagram.com/x; Facebook (головна сторінка мережі); TikTok (головна сторінка мережі); YouTube (головна сторінка мережі)",
    );
  });

  it("shows plain text (rows from before, typed references) unchanged, even when it looks like JSON", () => {
    for (const old of [
      "@olena; sessions ended; 2 lesson(s) unpublished",
      "Test payment #12",
      "",
      '{"k": broken',
      '{"k":5}',
      '{"kind":"x"}',
      "admin.audit.details.teacherApproved",
    ]) {
      expect(parseStoredText(old)).toBeNull();
      expect(read("uk", old)).toBe(old);
    }
  });

  it("caps a long typed value instead of cutting the JSON", () => {
    const text = storedText("admin.audit.details.rejected", { username: "x", note: "n".repeat(5000) });
    expect(parseStoredText(text)?.v?.note).toHaveLength(2000);
  });
});

describe("the audit log's columns in the reader's language", () => {
  const { t: uk } = serverI18n("uk");
  const { t: de } = serverI18n("de");

  it("names an action through admin.audit.actions.<action>, and an unknown one as stored", () => {
    expect(auditActionText(uk, "brand.delete")).toBe("Бренд видалено");
    expect(auditActionText(de, "brand.delete")).toBe("Marke entfernt");
    expect(auditActionText(de, "user.grant_staff")).toBe("Team-Zugang erteilt");
    expect(auditActionText(de, "robot.dance")).toBe("robot.dance");
  });

  it("names a subject by its kind and id, and an unknown one as stored", () => {
    expect(auditSubjectText(uk, "user:17")).toBe("Користувач № 17");
    expect(auditSubjectText(de, "qualification_request:4")).toBe("Qualifikationsanfrage Nr. 4");
    expect(auditSubjectText(de, "robot:1")).toBe("robot:1");
    expect(auditSubjectText(de, "no subject")).toBe("no subject");
  });

  it("reads a detail stored as a key, and an old English one as it is", () => {
    expect(
      auditDetailText(de, "de", storedText("admin.audit.details.messageAnswered", { email: "a@b.c" })),
    ).toBe("Frage von a@b.c beantwortet");
    expect(auditDetailText(de, "de", "answered the question from a@b.c")).toBe(
      "answered the question from a@b.c",
    );
  });
});
