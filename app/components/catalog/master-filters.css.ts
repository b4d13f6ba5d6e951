import { style } from "@vanilla-extract/css";

export const cityInput = style({ cursor: "text" });
