import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  type TestInfo,
} from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { hasJavaScript } from "./helpers";

/*
 * A page is checked twice, not four times (axe takes seconds a page): at 1280 px with JavaScript
 * and at 375 px without, which covers both widths and both ways of rendering. The specs tag their
 * axe tests PHONE_NOJS (tests/e2e/helpers.ts) for that; quality.spec.ts checks the same page state
 * in its other languages at 375 px only.
 */

/**
 * axe-core's minified build, read once per worker. @axe-core/playwright sent the unminified one
 * (1.4 MB) into the page twice for every check; the page then parsed 3 MB of script before axe
 * looked at anything, about half of a check's time here (docs/testing.md, 2026-11-27).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Every rule axe runs by default, plus WCAG 2.2 AA's target size (2.5.8: 24 px, or spaced as if),
 * which it leaves off. Only the violations are gathered node by node: the passes are not reported,
 * which changes no rule's outcome (axe's `resultTypes`).
 */
const RUN_OPTIONS: RunOptions = {
  rules: { "target-size": { enabled: true } },
  resultTypes: ["violations"],
};

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

/** axe's violations on the page as it is now (the pages have no frames: the document is all). */
export async function axeViolations(page: Page): Promise<AxeResults["violations"]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async (options) =>
      (await (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, options)).violations,
    RUN_OPTIONS,
  );
}

/** Runs axe on the target's page as it is now: no violation of any impact (issue 16), else a report. */
export async function expectNoViolations({ page, context }: AxeTarget, url: string) {
  const violations = await axeViolations(page);
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
