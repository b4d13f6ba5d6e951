import type { SVGProps } from "react";
import * as styles from "./icon.css";
import { ICON_NAMES, type IconName } from "./icon-names";
// The sprite as a file of its own (never inlined as a data: URL, which `<use>` cannot reference).
import sprite from "./icons.svg?no-inline";

export type { IconName };

/*
 * A stroke icon (24×24, currentColor) drawn from the sprite: each page carries a short `<use>`
 * instead of the drawing (a catalog page has ~50 icons). Category icons are stored by name in the
 * database, so unknown names fall back to `sparkle` rather than rendering nothing.
 */

const NAMES = new Set<string>(ICON_NAMES);

export function isIconName(name: string): name is IconName {
  return NAMES.has(name);
}

/** The sprite's drawing of an icon, for `<use href>`. */
export const iconHref = (id: IconName) => `${sprite}#${id}`;

export function Icon({
  name,
  size = 24,
  className,
  strokeWidth,
  style,
  ...props
}: { name: string; size?: number } & SVGProps<SVGSVGElement>) {
  // How icons are stroked is in the stylesheet, not repeated on each of a page's ~50 icons.
  return (
    <svg
      width={size}
      height={size}
      className={className ? `${styles.icon} ${className}` : styles.icon}
      style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
      aria-hidden="true"
      {...props}
    >
      <use href={iconHref(isIconName(name) ? name : "sparkle")} />
    </svg>
  );
}
