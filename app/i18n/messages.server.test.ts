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

describe("the browser's messages", () => {
  it("a visitor's page loads every visitor's bundle; a signed-in page the account's too", () => {
    expect(pageMessagesScripts("de", false).map(({ id }) => id)).toEqual(["de.site"]);
    expect(pageMessagesScripts("de", true).map(({ id }) => id)).toEqual(["de.site", "de.account"]);
    for (const { path } of pageMessagesScripts("de", true))
      expect(path).toMatch(/^\/i18n\/de\.\w+\.[\w-]{12}\.js$/);
  });

  it.each(LOCALES)("%s: the two bundles hold every area but the server's own, each once", (locale) => {
    const visitor = runScripts(pageMessagesScripts(locale, false).map(({ path }) => path));
    expect(visitor.__maistryBundles).toEqual([`${locale}.site`]);
    const site = Object.keys(visitor.__maistryMessages?.[locale] ?? {});
    expect(site).toContain("nav");
    expect(site).toContain("catalog");
    expect(site).not.toContain("officeItems");
    expect(site).not.toContain("api");
    expect(site).not.toContain("emails");

    const signedIn = runScripts(pageMessagesScripts(locale, true).map(({ path }) => path));
    expect(signedIn.__maistryBundles).toEqual([`${locale}.site`, `${locale}.account`]);
    const everything = Object.keys(messages[locale]).filter((area) => !["api", "emails"].includes(area));
    expect(signedIn.__maistryMessages?.[locale]).toEqual(
      Object.fromEntries(everything.map((area) => [area, messages[locale][area]])),
    );
  });

  it("serves a bundle only under its current fingerprint", () => {
    const [site] = pageMessagesScripts("en", false);
    const file = site?.path.replace("/i18n/", "") ?? "";
    expect(findMessagesScript(file)?.id).toBe("en.site");
    expect(findMessagesScript(file.replace(/\.[\w-]{12}\.js$/, ".AAAAAAAAAAAA.js"))).toBeNull();
    expect(findMessagesScript(file.replace("en.site", "en.admin"))).toBeNull();
    expect(findMessagesScript(file.replace("en.site", "xx.site"))).toBeNull();
    expect(findMessagesScript("en.js")).toBeNull();
  });
});
