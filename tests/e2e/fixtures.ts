import { test as base } from "@playwright/test";

/**
 * Playwright's `test`, with one change every spec shares: the browser says Save-Data, so the shell
 * does not prefetch every visible link 2 s after load (SPEC §9). Those idle `.data` loads would
 * queue ahead of the journey's own requests on a busy machine and make nothing more certain.
 * The tests of the prefetch itself turn it back on with `test.use({ prefetch: true })`.
 */
export const test = base.extend<{ prefetch: boolean }>({
  prefetch: [false, { option: true }],
  context: async ({ context, prefetch }, use) => {
    if (!prefetch) {
      await context.addInitScript(() =>
        Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }),
      );
    }
    await use(context);
  },
});
