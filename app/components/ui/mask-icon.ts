import type { StyleRule } from "@vanilla-extract/css";
import type { IconName } from "./icon-names";
import { ICON_PATHS, ICON_STROKE_WIDTH } from "./icon-paths";

const STROKED = `fill="none" stroke="#000" stroke-width="${ICON_STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round"`;

/**
 * An icon's drawing as a CSS image: stroked like `<Icon>` draws it from the sprite, or `filled`
 * (a shape such as the rating star).
 */
export function iconImage(name: IconName, { filled = false } = {}): string {
  const paint = filled ? "" : ` ${STROKED}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${paint}><path d="${ICON_PATHS[name]}"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * A decorative icon drawn by an element's `::before` in its text colour (or `color`): for the
 * icons that a list repeats on every card, which then cost a class in the page instead of an
 * `<svg><use>` of ~110 bytes each. Put it under `"::before"` of a flex element's style.
 */
export function maskIcon(name: IconName, size: number, color = "currentColor"): StyleRule {
  const image = iconImage(name);
  return {
    content: '""',
    flexShrink: 0,
    width: size,
    height: size,
    background: color,
    WebkitMask: `${image} center / contain no-repeat`,
    mask: `${image} center / contain no-repeat`,
    // Forced colours would paint the background as the page's: the icon keeps its text colour.
    forcedColorAdjust: "none",
  };
}
