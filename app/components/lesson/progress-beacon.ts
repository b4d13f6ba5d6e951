/**
 * Saves where the viewer stands in a bought lesson's full video (decision 043): every 10 s while
 * it plays, on pause (and at the end), when the viewer moves the position while paused, and when
 * the page is left or hidden. Saves go one after another: two sent at once (a pause, then a
 * move while paused) could be written in the wrong order, leaving the earlier place saved. Leaving
 * uses `navigator.sendBeacon`, which still goes out while the page unloads. Nothing is sent before
 * the video has played: opening a lesson and leaving keeps the saved place. Returns the stop
 * function, which sends the last position too (leaving the page within the app).
 */
const TICK_MS = 10_000;

export function saveProgressWhilePlaying(video: HTMLVideoElement, url: string): () => void {
  let played = false;
  let lastSent = Number.NaN;
  let previous: Promise<unknown> = Promise.resolve();
  const post = (body: URLSearchParams) =>
    fetch(url, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(() => {});
  const send = (reason: "tick" | "pause" | "leave") => {
    const { currentTime: position, duration } = video;
    if (!played || !Number.isFinite(duration) || duration <= 0 || !Number.isFinite(position)) return;
    if (Math.abs(position - lastSent) < 0.5) return;
    lastSent = position;
    const body = new URLSearchParams({
      position: position.toFixed(1),
      duration: duration.toFixed(1),
      reason,
    });
    if (reason === "leave" && navigator.sendBeacon?.(url, body)) return;
    previous = previous.then(() => post(body));
  };
  const onPlay = () => {
    played = true;
  };
  const onPause = () => send("pause");
  const onSeeked = () => {
    if (video.paused) send("pause");
  };
  const onLeave = (event: Event) => {
    if (event.type === "pagehide" || document.visibilityState === "hidden") send("leave");
  };
  const timer = window.setInterval(() => {
    if (!video.paused && !video.ended) send("tick");
  }, TICK_MS);
  video.addEventListener("play", onPlay);
  video.addEventListener("pause", onPause);
  video.addEventListener("seeked", onSeeked);
  window.addEventListener("pagehide", onLeave);
  document.addEventListener("visibilitychange", onLeave);
  return () => {
    send("leave");
    window.clearInterval(timer);
    video.removeEventListener("play", onPlay);
    video.removeEventListener("pause", onPause);
    video.removeEventListener("seeked", onSeeked);
    window.removeEventListener("pagehide", onLeave);
    document.removeEventListener("visibilitychange", onLeave);
  };
}

/** Whether the page's address asks for a moment itself (`?t=` or `#t=`, a step link): it wins. */
export function addressAsksForMoment(location: Pick<Location, "search" | "hash">): boolean {
  return new URLSearchParams(location.search).has("t") || /^#t=/.test(location.hash);
}
