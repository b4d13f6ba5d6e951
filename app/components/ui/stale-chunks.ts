/**
 * After a deployment, an open tab may ask for script chunks that no longer exist. Reloading fetches
 * the new build; a stored timestamp keeps it to one reload per 60 s so a real outage cannot loop.
 */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;
const STORAGE_KEY = "maistry:chunk-reload-at";

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? "");
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads the page unless it was reloaded for the same reason less than 60 s ago. */
export function reloadForStaleChunks(
  storage: Pick<Storage, "getItem" | "setItem"> = window.localStorage,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_THROTTLE_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
