import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const root = style({ position: "relative" });
export const checkbox = style({});
export const panel = style({ display: "none" });

// Open: by state once hydrated, by the checkbox without JavaScript.
globalStyle(`${root}[data-open] > ${panel}, ${checkbox}:checked ~ ${panel}`, { display: "block" });
globalStyle(`${checkbox}:focus-visible + label`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});
