/**
 * The browser every project launches. Debian's old headless shell (package
 * chromium-headless-shell), the same engine as its Chromium without the browser around it: what
 * Playwright itself runs headless, and about twice as quick to start a page on this 2-core machine
 * (docs/testing.md).
 */
export const withImagesAndFonts = {
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
 * The same browser without images and web fonts, which the projects use. On a CPU-bound machine,
 * decoding the demo's pictures on every page load was about a tenth of the suite's time, and
 * loading the two web fonts (decoding, shaping the text again, laying the page out again) a
 * third of a page load's main-thread time (docs/testing.md). No test reads a picture's pixels or
 * a glyph; every image has its box from width and height, and text falls back to the system's
 * sans-serif. console.spec.ts launches `withImagesAndFonts`, so that an image or a font that fails
 * to load still fails the suite.
 */
export const withoutImagesOrFonts = {
  ...withImagesAndFonts,
  args: [...withImagesAndFonts.args, "--blink-settings=imagesEnabled=false", "--disable-remote-fonts"],
};
