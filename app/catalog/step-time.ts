/**
 * A lesson step's start time as the master types it and the page shows it: "m:ss" or "h:mm:ss"
 * (plain seconds too, as the JSON API sends them), optionally with up to three decimals on the
 * seconds. No zod here: the lesson page and the editor draw times without loading a schema.
 */

/** The longest moment accepted: 24 h, far beyond any lesson, and well inside an integer column. */
const MAX_MS = 24 * 60 * 60 * 1000;

/** A typed time ("0", "75", "1:05", "12:30.5", "1:02:03") in milliseconds; null when it is not one. */
export function parseStepTime(text: string): number | null {
  const match = /^(?:(?:(\d{1,2}):)?(\d{1,4}):)?(\d{1,5})(?:[.,](\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, seconds = "", fraction = ""] = match;
  // After a colon, seconds (and minutes after hours) are two digits under 60: "1:5" could be
  // 1:05 or 1:50, and "1:75" is a typo rather than 2:15.
  const twoDigits = (unit: string) => unit.length === 2 && Number(unit) < 60;
  if (minutes !== undefined && !twoDigits(seconds)) return null;
  if (hours !== undefined && !twoDigits(minutes ?? "")) return null;
  const ms =
    ((Number(hours ?? 0) * 60 + Number(minutes ?? 0)) * 60 + Number(seconds)) * 1000 +
    Number(fraction.padEnd(3, "0"));
  return ms <= MAX_MS ? ms : null;
}

/** Milliseconds as the editor and the page write them: "0:00", "1:05", "1:02:03", "0:12.5". */
export function formatStepTime(ms: number): string {
  const whole = Math.floor(ms / 1000);
  const rest = ms % 1000;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, "0");
  const fraction = rest === 0 ? "" : `.${String(rest).padStart(3, "0").replace(/0+$/, "")}`;
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}${fraction}`
    : `${minutes}:${seconds}${fraction}`;
}

/** Milliseconds as seconds for media fragments, the API and structured data (0.5, 12, 75.25). */
export const stepSeconds = (ms: number): number => ms / 1000;

/** ISO 8601 duration of a moment, for structured data ("PT1M5S"). */
export function isoDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}
