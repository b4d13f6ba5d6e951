/**
 * The names of the sprite's icons: what the browser needs to know of them (their drawings, in
 * icon-paths.ts, are for the sprite file and its test; the compiler holds the two lists equal).
 */
export const ICON_NAMES = [
  "nail",
  "foot",
  "eyelash",
  "eyebrow",
  "scissors",
  "lipstick",
  "face",
  "hands",
  "brush",
  "sparkle",
  "drop",
  "comb",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "eye",
  "star",
  "play",
  "lock",
  "search",
  "sliders",
  "tag",
  "bulb",
  "award",
  "arrow-right",
  "menu",
  "close",
  "user",
  "globe",
  "phone",
  "mail",
  "map-pin",
  "wifi-off",
  "check",
  "alert",
  "instagram",
  "facebook",
  "tiktok",
  "youtube",
  "pencil",
  "plus",
  "wallet",
  "image",
  "briefcase",
  "share",
  "id",
  "receipt",
  "external-link",
  "upload",
  "rating-star",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** Five rating stars in a row (120×24), drawn in two colours by `<Rating>`. */
export const RATING_STARS = "rating-stars";

/** Everything the sprite holds. */
export type SpriteId = IconName | typeof RATING_STARS;
