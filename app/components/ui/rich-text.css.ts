import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const prose = style({
  maxWidth: "68ch",
  fontSize: vars.fontSize.lg,
  lineHeight: 1.75,
  color: "#3a3135",
});
globalStyle(`${prose} > * + *`, { marginTop: vars.space.md });
globalStyle(`${prose} h2`, {
  marginTop: vars.space.xl,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});
globalStyle(`${prose} ul`, { paddingLeft: "1.25em" });
globalStyle(`${prose} li + li`, { marginTop: vars.space.sm });
globalStyle(`${prose} li::marker`, { color: vars.color.accent });
