/**
 * The browser every project launches. Debian's old headless shell (package
 * chromium-headless-shell), the same engine as its Chromium without the browser around it: what
 * Playwright itself runs headless, and about twice as quick to start a page on this 2-core machine
 * (docs/testing.md).
 */
export const withImages = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/**
 * The same browser without images, which the projects use: decoding the demo's pictures on every
 * page load was about a tenth of the suite's time on a CPU-bound machine (docs/testing.md), and no
 * test reads a picture's pixels. console.spec.ts launches `withImages`, so that an image that
 * fails to load still fails the suite.
 */
export const withoutImages = {
  ...withImages,
  args: [...withImages.args, "--blink-settings=imagesEnabled=false"],
};
