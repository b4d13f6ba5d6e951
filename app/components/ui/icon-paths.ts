/**
 * The stroke icons (24×24, drawn with currentColor by `<Icon>`): one place for their drawings, from
 * which the sprite `icons.svg` is written (`npm run icons`; a test fails when it is out of date).
 */
import type { IconName } from "./icon-names";

/** How thick every icon's lines are, drawn from the sprite or as a CSS mask. */
export const ICON_STROKE_WIDTH = 1.6;

export const ICON_PATHS = {
  nail: "M9 21v-9a3 3 0 0 1 6 0v9M9 12c0-4 1-8 3-9 2 1 3 5 3 9M7 21h10",
  foot: "M8 21c-2 0-3-2-3-5 0-4 2-7 4-7s3 2 3 5c0 4-2 7-4 7ZM14 5.5a1.5 1.5 0 1 0 0-.01M17.5 7a1.2 1.2 0 1 0 0-.01M19.5 10a1 1 0 1 0 0-.01M12 3.5a1.6 1.6 0 1 0 0-.01",
  eyelash:
    "M3 13c3-4 6-5 9-5s6 1 9 5M3 13c3 3 6 4 9 4s6-1 9-4M12 15.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM6 9 4.5 6.5M9 7.5 8.3 4.8M12 7V4M15 7.5l.7-2.7M18 9l1.5-2.5",
  eyebrow:
    "M3 12c3-4 7-5 11-4 3 .6 5 2 7 4M3 12c4-2 8-2.5 12-1.5 2.4.6 4.4 1 6 1.5M7 17c1.5 1 3.2 1.5 5 1.5s3.5-.5 5-1.5",
  scissors:
    "M6 8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM6 20.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM8 7.5l12 10M8 16.5l12-10",
  lipstick: "M9 21h6V11H9v10ZM10 11V7l4-3v7M8 21h8",
  face: "M12 21c-4 0-7-4-7-9s3-8 7-8 7 3 7 8-3 9-7 9ZM9.5 10.5h.01M14.5 10.5h.01M10 15c1.2 1 2.8 1 4 0",
  hands:
    "M7 11V5.5a1.5 1.5 0 0 1 3 0V10M10 9V4a1.5 1.5 0 0 1 3 0v6M13 9.5V5.5a1.5 1.5 0 0 1 3 0V12M16 11a1.5 1.5 0 0 1 3 0v3c0 4-3 7-7 7-3 0-5-2-6.5-4.5L4 13a1.5 1.5 0 0 1 2.6-1.5L8 13.5",
  brush: "M14 4l6 6-7 7-6-6 7-7ZM7 11l-3 3c-1 1-1 3 0 4s3 1 4 0l3-3",
  sparkle:
    "M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3ZM19 16l.7 1.8 1.8.7-1.8.7L19 21l-.7-1.8-1.8-.7 1.8-.7L19 16Z",
  drop: "M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z",
  comb: "M4 9h16v3H4V9ZM6 12v6M9 12v6M12 12v6M15 12v6M18 12v6",
  "chevron-down": "M6 9l6 6 6-6",
  "chevron-left": "M15 6l-6 6 6 6",
  "chevron-right": "M9 6l6 6-6 6",
  eye: "M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12ZM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z",
  star: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z",
  play: "M8 5.5v13l10.5-6.5L8 5.5Z",
  lock: "M6 11h12v10H6V11ZM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11M12 15v2.5",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14ZM20 20l-4-4",
  sliders:
    "M4 7h9M17 7h3M4 17h3M11 17h9M15 9.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM9 19.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  tag: "M3 12V4h8l10 10-8 8L3 12ZM7.5 8.5h.01",
  bulb: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z",
  award: "M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12ZM8.5 13.8 7 21l5-3 5 3-1.5-7.2",
  "arrow-right": "M5 12h14M13 6l6 6-6 6",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6 6 18",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21c1-4 4-6 8-6s7 2 8 6",
  globe:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9S14.5 18.5 12 21c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3Z",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z",
  mail: "M3 6h18v12H3V6ZM3 7l9 6 9-6",
  "map-pin": "M12 21s7-6.3 7-12a7 7 0 1 0-14 0c0 5.7 7 12 7 12ZM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  "wifi-off":
    "M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.5a10 10 0 0 1 4.5-2.4M19 12.5a10 10 0 0 0-2.2-1.6M2 8.5a15 15 0 0 1 4.3-2.7M22 8.5A15 15 0 0 0 11 4.3M12 20h.01",
  check: "M5 12.5l4.5 4.5L19 7.5",
  alert: "M12 8v5M12 16.5h.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4ZM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM17.5 6.5h.01",
  facebook: "M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15V3Z",
  tiktok: "M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.8 2.3 4.5 5 4.8",
  youtube:
    "M21 8.5a3 3 0 0 0-2-2.1C17.3 6 12 6 12 6s-5.3 0-7 .4a3 3 0 0 0-2 2.1C2.6 10 2.6 12 2.6 12s0 2 .4 3.5a3 3 0 0 0 2 2.1c1.7.4 7 .4 7 .4s5.3 0 7-.4a3 3 0 0 0 2-2.1c.4-1.5.4-3.5.4-3.5s0-2-.4-3.5ZM10 15V9l5 3-5 3Z",
  pencil: "M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4",
  plus: "M12 5v14M5 12h14",
  wallet:
    "M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V17a2 2 0 0 0 2 2h14v-11H6.5A2.5 2.5 0 0 1 4 7.5ZM16.5 13.5h.01",
  image: "M4 5h16v14H4V5ZM4 15l4.5-4.5L13 15l2.5-2.5L20 17M15.5 9.5h.01",
  briefcase: "M4 8h16v11H4V8ZM9 8V5.5h6V8M4 13h16",
  share:
    "M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4",
  id: "M3 5h18v14H3V5ZM9 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM5.5 16c.6-1.8 1.9-2.7 3.5-2.7s2.9.9 3.5 2.7M14.5 9.5H18M14.5 13H18",
  receipt: "M6 3h12v18l-3-2-3 2-3-2-3 2V3ZM9 8h6M9 12h6",
  "external-link": "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6",
  upload: "M12 16V4M7 9l5-5 5 5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3",
  /** The filled star of ratings (drawn by catalog/rating.css.ts as a mask), fuller than `star`. */
  "rating-star": "M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8Z",
  pause: "M8 5.5v13M16 5.5v13",
  volume: "M4 9.5h3.5L12 5.5v13l-4.5-4H4v-5ZM15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11",
  "volume-off": "M4 9.5h3.5L12 5.5v13l-4.5-4H4v-5ZM16 9.5l5 5M21 9.5l-5 5",
  fullscreen: "M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5",
  "fullscreen-exit": "M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5",
  /** Saved lessons (decision 045); filled by the stylesheet when saved. */
  heart: "M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z",
} as const satisfies Record<IconName, string>;

/** The sprite every page links to: one `<symbol>` per icon, cached by the browser once. */
export function iconSprite(): string {
  const symbols = Object.entries(ICON_PATHS).map(
    ([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
