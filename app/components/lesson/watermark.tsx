import { useEffect, useState } from "react";
import * as styles from "./player.css";

/** Where the name may stand, in % of the picture (kept clear of the edges so it is never cut). */
const SPOTS: readonly [number, number][] = [
  [8, 10],
  [58, 14],
  [30, 42],
  [6, 72],
  [62, 70],
  [38, 20],
  [18, 56],
  [54, 46],
];
/** How often the name moves. */
export const WATERMARK_MOVE_MS = 5000;

/**
 * The viewer's username over a paid video (decision 040), moving every few seconds so that it
 * cannot be cropped or blurred out in one place: a screen recording names whose account it came
 * from. Decoration for everyone else: hidden from assistive technology, and it never takes a click.
 */
export function Watermark({ name }: { name: string }) {
  const [spot, setSpot] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => {
      // Never the same place twice in a row.
      setSpot((current) => (current + 1 + Math.floor(Math.random() * (SPOTS.length - 1))) % SPOTS.length);
    }, WATERMARK_MOVE_MS);
    return () => window.clearInterval(timer);
  }, []);
  const [left, top] = SPOTS[spot] ?? [8, 10];
  return (
    <span
      className={styles.watermark}
      style={{ left: `${left}%`, top: `${top}%` }}
      aria-hidden="true"
      data-watermark
    >
      {name}
    </span>
  );
}
