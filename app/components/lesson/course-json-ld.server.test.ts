import { describe, expect, it } from "vitest";
import type { LessonDetail } from "~/catalog/types";
import { fullVideoJson } from "./course-json-ld.server";

const URL = "https://maistry.test/en/lessons/gel-polish-k7m2";

const lesson = (overrides: Partial<LessonDetail> = {}) =>
  ({
    title: "Gel polish",
    createdAt: "2026-11-01T10:00:00.000Z",
    publishedAt: "2026-11-02T10:00:00.000Z",
    fullVideoId: 7,
    fullVideoDurationMs: 9_000,
    steps: [
      { title: "Preparation", startMs: 0 },
      { title: "Shaping", startMs: 3_000 },
      { title: "Finish", startMs: 6_500 },
    ],
    ...overrides,
  }) as LessonDetail;

describe("the full video's key moments", () => {
  it("are Clips with start, end and the page address at that second", () => {
    expect(fullVideoJson(lesson(), URL, "https://maistry.test/p.webp", "Lasting gel polish.")).toEqual({
      "@type": "VideoObject",
      name: "Gel polish",
      description: "Lasting gel polish.",
      uploadDate: "2026-11-02T10:00:00.000Z",
      thumbnailUrl: "https://maistry.test/p.webp",
      duration: "PT9S",
      hasPart: [
        { "@type": "Clip", name: "Preparation", startOffset: 0, endOffset: 3, url: `${URL}?tab=full&t=0` },
        { "@type": "Clip", name: "Shaping", startOffset: 3, endOffset: 6.5, url: `${URL}?tab=full&t=3` },
        { "@type": "Clip", name: "Finish", startOffset: 6.5, endOffset: 9, url: `${URL}?tab=full&t=6.5` },
      ],
    });
  });

  it("leave the last end out when the video's length is unknown, and are absent without steps or video", () => {
    const unknown = fullVideoJson(lesson({ fullVideoDurationMs: null, publishedAt: null }), URL, null, "");
    expect(unknown).not.toHaveProperty("duration");
    expect(unknown).not.toHaveProperty("thumbnailUrl");
    expect(unknown).toMatchObject({ description: "Gel polish", uploadDate: "2026-11-01T10:00:00.000Z" });
    expect((unknown?.hasPart as object[] | undefined)?.at(-1)).toEqual({
      "@type": "Clip",
      name: "Finish",
      startOffset: 6.5,
      url: `${URL}?tab=full&t=6.5`,
    });
    expect(fullVideoJson(lesson({ steps: [] }), URL, null, "")).toBeNull();
    expect(fullVideoJson(lesson({ fullVideoId: null }), URL, null, "")).toBeNull();
  });
});
