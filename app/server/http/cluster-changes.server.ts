import cluster from "node:cluster";

/**
 * With several processes serving (server.js on PostgreSQL), each keeps its own page cache and
 * database caches: a change written through one process must empty the others' too, or they would
 * show the old page until it expires. The primary process relays the message to every other one.
 */
export const DATA_CHANGED = "maistry:data-changed";

/** Tells the other processes that data changed here (nothing with a single process). */
export function announceChange(): void {
  if (cluster.isWorker) process.send?.({ type: DATA_CHANGED });
}

/** Calls `listener` when another process announces a change. */
export function onChangeElsewhere(listener: () => void): void {
  if (!cluster.isWorker) return;
  process.on("message", (message: { type?: unknown } | null) => {
    if (message?.type === DATA_CHANGED) listener();
  });
}
