import { Readable } from "node:stream";

/**
 * The body of a request as a Node stream for an upload. When the upload is refused half-way
 * (too large, not a video), destroying this stream does NOT cut the connection: the rest of the
 * body is read and dropped, up to `drainLimit` bytes in all, so that the browser receives the
 * refusal instead of a network error. Past that the request is cancelled (the connection closes).
 */
export function uploadBody(request: Request, drainLimit: number): Readable {
  const body = request.body;
  if (!body) return Readable.from([]);
  const reader = body.getReader();
  let received = 0;
  let draining = false;

  const drain = async () => {
    try {
      while (received <= drainLimit) {
        const { done, value } = await reader.read();
        if (done) return;
        received += value.byteLength;
      }
      await reader.cancel();
    } catch {
      // The client went away: nothing to drain.
    }
  };

  return new Readable({
    async read() {
      try {
        const { done, value } = await reader.read();
        if (draining) return;
        if (done) {
          this.push(null);
          return;
        }
        received += value.byteLength;
        this.push(value);
      } catch (error) {
        this.destroy(error as Error);
      }
    },
    destroy(error, callback) {
      if (!draining) {
        draining = true;
        void drain();
      }
      callback(error);
    },
  });
}
