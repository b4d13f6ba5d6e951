import { expect } from "@playwright/test";
import { withImagesAndFonts } from "./browser";
import { test } from "./fixtures";
import { type ApiPage, stubMapTiles, waitForHydration } from "./helpers";

// The one spec whose browser loads images and web fonts (tests/e2e/browser.ts): an image or a font
// that fails is an error in the console.
test.use({ launchOptions: withImagesAndFonts });

// With JavaScript (what it checks runs in the browser), and with the idle prefetch on: its requests
// are checked too.
test.describe("the browser console", () => {
  test.use({ prefetch: true });
  for (const url of ["/en", "/en/contact"]) {
    test(`${url} runs without console errors or CSP violations`, async ({ page, request }) => {
      await stubMapTiles(page);
      const pages: ApiPage[] = await (await request.get("/api/en/api/pages")).json();
      const about = pages.find((p) => p.slug === "about")?.name ?? "(no about page)";
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.goto(url);
      await waitForHydration(page, "en");
      // Stay past the idle prefetch (2 s) so its requests are checked too.
      await page.waitForTimeout(2500);
      // A client-side navigation also runs cleanly.
      await page.getByRole("contentinfo").getByRole("link", { name: about, exact: true }).click();
      await expect(page).toHaveURL((current) => current.pathname === "/en/about-us");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(about);
      expect(errors).toEqual([]);
    });
  }
});

// Issue 13: the country select's options are sent once, as HTML, not again as hydration data
// (`COUNTRY_FIELD`); the browser's first render reads them from the select, so hydration matches
// and the form runs as before.
test("the registration page hydrates its country select from the HTML, with no console errors", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const html = await (await request.get("/en/registration")).text();
  expect(html.match(/Zimbabwe/g)).toHaveLength(1);

  await page.goto("/en/registration");
  await waitForHydration(page, "en");
  const country = page.getByLabel("Country", { exact: true });
  expect(await country.locator("option").count()).toBeGreaterThan(200);
  // Suggestions come from the chosen country once the form has hydrated (city-field.tsx).
  await expect(async () => {
    await country.selectOption({ label: "Ukraine" });
    const suggested = page.waitForResponse((answer) => answer.url().includes("/api/cities?"), {
      timeout: 2000,
    });
    await page.getByLabel("City", { exact: true }).fill("Ky");
    await suggested;
  }).toPass({ timeout: 15_000 });
  await expect(page.locator("#city-suggestions option").first()).toHaveAttribute("value", /Ky/);
  expect(await country.locator("option").count()).toBeGreaterThan(200);
  expect(errors).toEqual([]);
});
