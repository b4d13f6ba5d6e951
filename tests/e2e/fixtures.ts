import type { EventEmitter } from "node:events";
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Disposable,
  type Page,
} from "@playwright/test";

/**
 * Playwright's `test`, with two changes every spec shares.
 *
 * 1. The browser says Save-Data, so the shell does not prefetch every visible link 2 s after load
 *    (SPEC §9). Those idle `.data` loads would queue ahead of the journey's own requests on a busy
 *    machine and make nothing more certain. The tests of the prefetch itself turn it back on with
 *    `test.use({ prefetch: true })`.
 * 2. A worker keeps its browser context and page from one test to the next (docs/testing.md,
 *    "2026-11-29 (fourteenth session) — one page per worker"), reset between tests to what a new
 *    one would be: no cookies or storage, none of the last test's routes, listeners, init scripts
 *    or extra headers, the project's viewport, online. Its HTTP cache is kept, as a returning
 *    visitor's: it holds what the server lets browsers keep (assets; the categories API five
 *    minutes, decision 029), so a test that needs a browser which has not been here is given one
 *    of its own. Starting a renderer process for every test's new page was a third of the suite's
 *    browser time on a slow machine; a kept page navigates within one. A retry gets a context of
 *    its own, and with it the trace.
 */
export const test = base.extend<
  { prefetch: boolean; _combinedContextOptions: BrowserContextOptions },
  { _keptPage: KeptPageStore }
>({
  prefetch: [false, { option: true }],
  _keptPage: [
    // (Playwright reads the fixtures a fixture uses from its parameters: it needs none, but one.)
    async ({ browser: _ }, use) => {
      const store: KeptPageStore = { current: undefined };
      await use(store);
      await store.current?.context.close().catch(() => {});
    },
    { scope: "worker" },
  ],
  context: async ({ browser, _combinedContextOptions, prefetch, _keptPage }, use, testInfo) => {
    // The project's and the file's context options merged, as Playwright's own `context` fixture
    // takes them (a private fixture of @playwright/test, as of 1.65).
    const options = _combinedContextOptions;
    const newContext = async () => {
      const context = await browser.newContext(options);
      if (!prefetch) await saveData(context);
      return context;
    };
    if (testInfo.retry > 0) {
      const context = await newContext();
      await use(context);
      await context.close();
      return;
    }
    const key = JSON.stringify({ options, prefetch });
    let kept = _keptPage.current;
    if (kept && (kept.key !== key || kept.page.isClosed())) {
      await kept.context.close().catch(() => {});
      kept = undefined;
    }
    if (!kept) {
      const context = await newContext();
      kept = { key, context, page: await context.newPage(), options };
      _keptPage.current = kept;
    }
    const cleanup = watch(kept.page, kept.context);
    await use(kept.context);
    // A failed test's page is left as it is for its error context (Playwright snapshots a page as
    // its context closes); the worker is replaced after a failure anyway.
    const passed = testInfo.status === testInfo.expectedStatus;
    if (!passed || !(await reset(kept, cleanup, testInfo.project.use.baseURL))) {
      await kept.context.close().catch(() => {});
      _keptPage.current = undefined;
    }
  },
  page: async ({ context, _keptPage }, use) => {
    const kept = _keptPage.current;
    await use(kept?.context === context ? kept.page : await context.newPage());
  },
});

interface KeptPage {
  key: string;
  context: BrowserContext;
  page: Page;
  options: BrowserContextOptions;
}
interface KeptPageStore {
  current: KeptPage | undefined;
}

/** The browser says Save-Data (see above). */
const saveData = (context: BrowserContext) =>
  context.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }),
  );

/**
 * Records what a test adds to the kept page and context that outlives a navigation (listeners,
 * init scripts), and gives back the function that removes it.
 */
function watch(page: Page, context: BrowserContext): () => Promise<void> {
  // A page is an event emitter; its type declares only on/off and the like.
  const emitter = page as unknown as EventEmitter;
  const listenersBefore = new Map(
    emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]),
  );
  const disposables: Disposable[] = [];
  const restore = [page, context].map((target) => {
    const addInitScript = target.addInitScript;
    target.addInitScript = (async (...args: Parameters<Page["addInitScript"]>) => {
      const disposable = await addInitScript.apply(target, args);
      disposables.push(disposable);
      return disposable;
    }) as Page["addInitScript"];
    return () => {
      target.addInitScript = addInitScript;
    };
  });
  return async () => {
    for (const undo of restore) undo();
    for (const disposable of disposables) await disposable.dispose();
    for (const name of emitter.eventNames()) {
      const before = listenersBefore.get(name);
      for (const listener of emitter.listeners(name))
        if (!before?.has(listener)) emitter.off(name, listener as (...args: unknown[]) => void);
    }
  };
}

/**
 * Puts the kept context back as a new one would be: signed out, the page leaves the test's document
 * for a tiny one of the same site (so the renderer stays), then storage and the rest go. False
 * when the page cannot be kept.
 */
async function reset(
  kept: KeptPage,
  cleanup: () => Promise<void>,
  baseURL: string | undefined,
): Promise<boolean> {
  const { context, page, options } = kept;
  try {
    for (const other of context.pages()) if (other !== page) await other.close();
    if (page.isClosed() || !baseURL) return false;
    await cleanup();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.unrouteAll({ behavior: "ignoreErrors" });
    // Signed out first: what the page sends as it unloads (the player's last position) must not
    // reach the server as the test's user once the test is over.
    await context.clearCookies();
    await page.goto(new URL("/robots.txt", baseURL).href, { timeout: 10_000 });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
    await context.setOffline(false);
    await page.setExtraHTTPHeaders({});
    if (options.viewport) await page.setViewportSize(options.viewport);
    return true;
  } catch {
    return false;
  }
}
