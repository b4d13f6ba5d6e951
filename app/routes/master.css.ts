import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { container } from "~/styles/utilities.css";

/** The strip of staff actions above someone's master page. */
export const staffBar = style([
  container,
  { display: "flex", justifyContent: "flex-end", paddingBlock: vars.space.sm },
]);
