import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { findMessagesScript, messages, pageMessagesScripts } from "./messages.server";

/** Runs a page's messages scripts in a window of their own, as a browser would. */
function runScripts(paths: string[]) {
  const window: { __maistryMessages?: Record<string, Record<string, unknown>>; __maistryBundles?: string[] } =
    {};
  for (const path of paths) {
    const script = findMessagesScript(path.replace("/i18n/", ""));
    expect(script, path).not.toBeNull();
    runInNewContext(script?.body ?? "", { window });
  }
  return window;
}

const member = { isStaff: false };
const staff = { isStaff: true };

describe("the browser's messages", () => {
  it("a visitor's page loads every visitor's bundle; a signed-in page the account's too; staff's the back-office's", () => {
    expect(pageMessagesScripts("de", null).map(({ id }) => id)).toEqual(["de.site"]);
    expect(pageMessagesScripts("de", member).map(({ id }) => id)).toEqual(["de.site", "de.account"]);
    expect(pageMessagesScripts("de", staff).map(({ id }) => id)).toEqual([
      "de.site",
      "de.account",
      "de.staff",
    ]);
    for (const { path } of pageMessagesScripts("de", staff))
      expect(path).toMatch(/^\/i18n\/de\.\w+\.[\w-]{12}\.js$/);
  });

  it.each(LOCALES)(
    "%s: the back-office's messages reach staff's browsers only, and the others' bundles are as before",
    (locale) => {
      const visitor = runScripts(pageMessagesScripts(locale, null).map(({ path }) => path));
      const signedIn = runScripts(pageMessagesScripts(locale, member).map(({ path }) => path));
      const staffPage = runScripts(pageMessagesScripts(locale, staff).map(({ path }) => path));
      expect(Object.keys(visitor.__maistryMessages?.[locale] ?? {})).not.toContain("admin");
      expect(Object.keys(signedIn.__maistryMessages?.[locale] ?? {})).not.toContain("admin");
      expect(staffPage.__maistryMessages?.[locale]?.admin).toEqual(messages[locale].admin);
      // Adding the staff's bundle changed nothing in the two others: not a byte more to download.
      const withoutAdmin = { ...staffPage.__maistryMessages?.[locale] };
      delete withoutAdmin.admin;
      expect(withoutAdmin).toEqual(signedIn.__maistryMessages?.[locale]);
      const [site, account] = pageMessagesScripts(locale, member).map(({ path }) =>
        findMessagesScript(path.replace("/i18n/", "")),
      );
      expect(site?.body).not.toContain('"admin":');
      expect(account?.body).not.toContain('"admin":');
    },
  );

  it.each(LOCALES)("%s: the three bundles hold every area but the server's own, each once", (locale) => {
    const visitor = runScripts(pageMessagesScripts(locale, null).map(({ path }) => path));
    expect(visitor.__maistryBundles).toEqual([`${locale}.site`]);
    const site = Object.keys(visitor.__maistryMessages?.[locale] ?? {});
    expect(site).toContain("nav");
    expect(site).toContain("catalog");
    expect(site).not.toContain("officeItems");
    expect(site).not.toContain("api");
    expect(site).not.toContain("emails");

    const signedIn = runScripts(pageMessagesScripts(locale, member).map(({ path }) => path));
    expect(signedIn.__maistryBundles).toEqual([`${locale}.site`, `${locale}.account`]);
    expect(Object.keys(signedIn.__maistryMessages?.[locale] ?? {})).toContain("officeItems");

    const staffPage = runScripts(pageMessagesScripts(locale, staff).map(({ path }) => path));
    expect(staffPage.__maistryBundles).toEqual([`${locale}.site`, `${locale}.account`, `${locale}.staff`]);
    const everything = Object.keys(messages[locale]).filter((area) => !["api", "emails"].includes(area));
    expect(staffPage.__maistryMessages?.[locale]).toEqual(
      Object.fromEntries(everything.map((area) => [area, messages[locale][area]])),
    );
  });

  it("serves a bundle only under its current fingerprint", () => {
    const [site] = pageMessagesScripts("en", null);
    const file = site?.path.replace("/i18n/", "") ?? "";
    expect(findMessagesScript(file)?.id).toBe("en.site");
    expect(findMessagesScript(file.replace(/\.[\w-]{12}\.js$/, ".AAAAAAAAAAAA.js"))).toBeNull();
    expect(findMessagesScript(file.replace("en.site", "en.admin"))).toBeNull();
    expect(findMessagesScript(file.replace("en.site", "en.staff"))).toBeNull();
    expect(findMessagesScript(file.replace("en.site", "xx.site"))).toBeNull();
    expect(findMessagesScript("en.js")).toBeNull();
  });
});
