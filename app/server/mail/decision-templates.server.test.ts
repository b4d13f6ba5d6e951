import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { qualificationDecisionEmail, teacherDecisionEmail } from "./decision-templates.server";

describe.each(LOCALES)("decision emails in %s", (locale) => {
  const base = { locale, name: "Olena <Koval>", link: "https://maistry.test/masters/olena" };

  it("tell an approval with the button to the master page", () => {
    const teacher = teacherDecisionEmail({ ...base, approved: true, note: "" });
    const level = qualificationDecisionEmail({ ...base, approved: true, note: "", level: 4 });
    for (const mail of [teacher, level]) {
      expect(mail.subject).toBeTruthy();
      expect(mail.html).toContain(`<html lang="${locale}"`);
      expect(mail.html).toContain('href="https://maistry.test/masters/olena"');
      expect(mail.text).toContain("https://maistry.test/masters/olena");
      expect(mail.html).not.toContain("<Koval>");
    }
    expect(level.subject).toContain("4");
  });

  it("tell a rejection with the staff note, escaped", () => {
    const mail = teacherDecisionEmail({ ...base, approved: false, note: "Add <b>photos</b>\nplease" });
    expect(mail.html).toContain("Add &lt;b&gt;photos&lt;/b&gt;<br>please");
    expect(mail.text).toContain("Add <b>photos</b>\nplease");
    expect(
      qualificationDecisionEmail({ ...base, approved: false, note: "Unreadable", level: null }).text,
    ).toContain("Unreadable");
  });

  it("refuse a link that is not http(s)", () => {
    expect(() =>
      teacherDecisionEmail({ ...base, link: "javascript:alert(1)", approved: true, note: "" }),
    ).toThrow();
  });
});
