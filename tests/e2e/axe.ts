import AxeBuilder from "@axe-core/playwright";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { hasJavaScript } from "./helpers";

/*
 * Each page is checked twice, not four times (axe takes seconds a page): at 1280 px with
 * JavaScript and at 375 px without, which covers both widths and both ways of rendering. The
 * specs tag their axe tests PHONE_NOJS (tests/e2e/helpers.ts) for that.
 */

export interface AxeTarget {
  page: Page;
  /** The context opened for a project without JavaScript (closed by `expectNoViolations`). */
  context: BrowserContext | null;
}

/**
 * The page axe checks. axe runs as a script in the page: without JavaScript it is checked in a
 * context like the project's (its width, plus `options`) with JavaScript on but the app's own
 * scripts blocked, so the page stays as the server sent it.
 */
export async function axeTarget(
  { page, browser, baseURL }: { page: Page; browser: Browser; baseURL: string | undefined },
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
): Promise<AxeTarget> {
  if (hasJavaScript(testInfo)) return { page, context: null };
  const context = await browser.newContext({
    ...options,
    javaScriptEnabled: true,
    baseURL,
    viewport: testInfo.project.use.viewport,
  });
  const scriptless = await context.newPage();
  await scriptless.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return { page: scriptless, context };
}

/** Runs axe on the target's page as it is now: no violation of any impact (issue 16), else a report. */
export async function expectNoViolations({ page, context }: AxeTarget, url: string) {
  // Legacy mode runs axe in the page in one go. The default mode collects results frame by frame
  // and opens another page to merge them: for our pages, which have no frames, the same result in
  // half the time or less (1.7 s instead of 3.3–4.6 s on /en/lessons here).
  // Plus WCAG 2.2 AA's target size (2.5.8: 24 px, or spaced as if), which axe leaves off by default.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: { "target-size": { enabled: true } } })
    .analyze();
  await context?.close();
  const report = violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `    ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ")}`,
          )
          .join("\n")}`,
    )
    .join("\n\n");
  expect(violations, `axe violations on ${url}:\n${report}`).toEqual([]);
}
