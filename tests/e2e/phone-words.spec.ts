import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { LOCALES, localize, NOT_DESKTOP, PHONE_NOJS, ROUTES } from "./helpers";

/*
 * Issue 16, item 4: at 375 px no page scrolls sideways and no word is cut in two across lines, in
 * every language (German compounds, Ukrainian adjectives). Real phones also hyphenate
 * (`hyphens: auto` with the page's `lang`); this Chromium has no hyphenation dictionaries, so a
 * word that does not fit shows here as cut, which is what the mobile type scale must prevent. And
 * on the same pages every action drawn as a button is DESIGN's 44 px tall.
 */

/**
 * Words (letters and digits) in `main` drawn on more than one line or past the window's edge;
 * e-mails and links left out, and the cards' titles, which only real phones hyphenate (a 165 px card
 * is narrower than some German words at any readable size).
 */
function cutWords(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector("main");
    if (!main) return ["(no main)"];
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const parent = node.parentElement;
      // Visually hidden text (a 1 px box) wraps at every letter by design.
      if (!parent || parent.getBoundingClientRect().width < 2 || parent.closest("article")) continue;
      for (const match of (node.textContent ?? "").matchAll(/[^\s@/]*[\p{L}\p{N}]{2,}[^\s@/]*/gu)) {
        const token = match[0];
        if (/[@/]|https?:|\.\w{2,}$/.test(token)) continue;
        for (const word of token.matchAll(/[\p{L}\p{N}]+/gu)) {
          const range = document.createRange();
          const start = (match.index ?? 0) + (word.index ?? 0);
          range.setStart(node, start);
          range.setEnd(node, start + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)),
          );
          if (lines.size > 1) found.push(word[0]);
        }
      }
    }
    return found;
  });
}

/**
 * Actions drawn as buttons (pill-shaped with a fill or a border, and every submit button) under
 * DESIGN's 44 px on a phone: the text links and icons around them are held to WCAG's 24 px by axe.
 */
function smallPrimaryActions(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(
      "main a, main button, main input[type=submit]",
    )) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height >= 44) continue;
      const style = getComputedStyle(element);
      const drawnAsButton =
        Number.parseFloat(style.borderTopLeftRadius) >= 20 &&
        (style.backgroundColor !== "rgba(0, 0, 0, 0)" || style.borderTopWidth !== "0px");
      if (drawnAsButton || (element as HTMLButtonElement).type === "submit")
        found.push(`"${(element.textContent ?? "").trim().slice(0, 40)}" ${Math.round(box.height)} px`);
    }
    return found;
  });
}

test.describe("long words on a phone", { tag: [PHONE_NOJS, NOT_DESKTOP] }, () => {
  test.describe.configure({ timeout: 90_000 });
  for (const locale of LOCALES) {
    test(`${locale}: no sideways scrolling, no word cut across lines, buttons 44 px tall`, async ({
      page,
      request,
    }) => {
      const [lesson] = (await (await request.get(`/api/${locale}/api/lessons/`)).json()).results as {
        slug: string;
      }[];
      const [master] = (await (await request.get(`/api/${locale}/api/masters/`)).json()).results as {
        username: string;
      }[];
      const paths = [
        ...ROUTES,
        "/lessons",
        "/masters",
        `/lessons/${lesson?.slug}`,
        `/masters/${master?.username}`,
      ];
      const problems: string[] = [];
      for (const path of paths) {
        const url = localize(locale, path);
        await page.goto(url);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${url}: ${overflow} px sideways`);
        const cut = await cutWords(page);
        if (cut.length > 0) problems.push(`${url}: ${[...new Set(cut)].join(", ")}`);
        for (const small of await smallPrimaryActions(page)) problems.push(`${url}: ${small}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
