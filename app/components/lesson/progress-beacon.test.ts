import { afterEach, describe, expect, it, vi } from "vitest";
import { saveProgressWhilePlaying } from "./progress-beacon";

/** A video element as the beacon reads it: its position, length, state and events. */
function fakeVideo() {
  return Object.assign(new EventTarget(), { currentTime: 0, duration: 9, paused: true, ended: false });
}

describe("saveProgressWhilePlaying", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a move made while paused only after the pause's save is answered", async () => {
    const listeners = { addEventListener() {}, removeEventListener() {} };
    vi.stubGlobal("window", { ...listeners, setInterval: () => 1, clearInterval() {} });
    vi.stubGlobal("document", { ...listeners, visibilityState: "visible" });
    vi.stubGlobal("navigator", { sendBeacon: () => true });
    const answers: (() => void)[] = [];
    const fetch = vi.fn(
      (_url: string, _init: RequestInit) =>
        new Promise<Response>((resolve) => {
          answers.push(() => resolve(new Response(null, { status: 204 })));
        }),
    );
    vi.stubGlobal("fetch", fetch);
    const video = fakeVideo();
    saveProgressWhilePlaying(video as unknown as HTMLVideoElement, "/lessons/x/progress");
    video.dispatchEvent(new Event("play"));
    video.currentTime = 0.3;
    video.dispatchEvent(new Event("pause"));
    video.currentTime = 4;
    video.dispatchEvent(new Event("seeked"));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const sent = (call: number) => new URLSearchParams(String(fetch.mock.calls[call]?.[1].body));
    expect(sent(0).get("position")).toBe("0.3");
    // The second waits for the first: sent at once, they could be written in the wrong order.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
    answers[0]?.();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sent(1).get("position")).toBe("4.0");
    expect(sent(1).get("reason")).toBe("pause");
  });
});
