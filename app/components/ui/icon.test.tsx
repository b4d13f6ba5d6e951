import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";
import { ICON_PATHS, iconSprite } from "./icon-paths";

describe("icons", () => {
  it("the sprite file holds every drawing as it is now (else run `npm run icons`)", () => {
    const file = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
    expect(file).toBe(iconSprite());
    for (const name of Object.keys(ICON_PATHS)) expect(file).toContain(`<symbol id="${name}"`);
  });

  it("draws an icon by reference to the sprite, and an unknown name as the sparkle", () => {
    const known = renderToStaticMarkup(<Icon name="star" size={16} className="x" strokeWidth={2} />);
    expect(known).toMatch(
      /^<svg width="16" height="16" class="\S+ x" style="stroke-width:2" aria-hidden="true">/,
    );
    expect(known).toMatch(/<use href="[^"]*icons[^"]*\.svg[^"#]*#star"><\/use><\/svg>$/);
    expect(renderToStaticMarkup(<Icon name="no-such-icon" />)).toMatch(/\.svg[^"#]*#sparkle"/);
  });
});
