import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const trickle = keyframes({
  "0%": { transform: "scaleX(0)" },
  "20%": { transform: "scaleX(0.45)" },
  "60%": { transform: "scaleX(0.75)" },
  "100%": { transform: "scaleX(0.92)" },
});

export const track = style({
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  height: vars.layout.progressHeight,
  zIndex: 200,
  pointerEvents: "none",
  opacity: 0,
  animation: `${appear} 1ms linear 200ms forwards`,
});

export const bar = style({
  height: "100%",
  background: `linear-gradient(90deg, ${vars.color.accent}, ${vars.color.focus})`,
  transformOrigin: "left",
  transform: "scaleX(0)",
  animation: `${trickle} 5000ms cubic-bezier(0.1, 0.6, 0.3, 1) 200ms forwards`,
});
