import { describe, expect, it } from "vitest";
import { ICON_PATHS } from "./icon-paths";
import { iconImage, maskIcon } from "./mask-icon";

const drawing = (image: string) =>
  decodeURIComponent(/^url\("data:image\/svg\+xml,(.*)"\)$/.exec(image)?.[1] ?? "");

describe("icons drawn by CSS", () => {
  it("are the sprite's drawing, stroked as <Icon> strokes it", () => {
    const svg = drawing(iconImage("map-pin"));
    expect(svg).toContain(`<path d="${ICON_PATHS["map-pin"]}"/>`);
    expect(svg).toMatch(/viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="1.6"/);
    // A filled shape is painted in the mask's colour, with no stroke.
    expect(drawing(iconImage("rating-star", { filled: true }))).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${ICON_PATHS["rating-star"]}"/></svg>`,
    );
  });

  it("size the pseudo-element and mask the text colour with the drawing", () => {
    const rule = maskIcon("eye", 15);
    expect(rule).toMatchObject({ content: '""', width: 15, height: 15, background: "currentColor" });
    expect(rule.mask).toBe(`${iconImage("eye")} center / contain no-repeat`);
    expect(maskIcon("eye", 18, "red").background).toBe("red");
  });
});
