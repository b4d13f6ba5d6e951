import { aggregateRating, scriptJson } from "~/catalog/json-ld";
import { isoDuration, stepSeconds } from "~/catalog/step-time";
import type { LessonDetail } from "~/catalog/types";
import { SITE_NAME } from "~/i18n/meta";

/**
 * The full video with its steps as key moments (Google's "Clip" markup): each step a `Clip` with
 * its start, its end (the next step's start, or the video's end when its length is known) and the
 * page's address that opens the full video tab at that second. No `contentUrl`: the full video is
 * paid, and its signed URLs belong to one viewer. Null without steps.
 */
export function fullVideoJson(lesson: LessonDetail, url: string, image: string | null, description: string) {
  if (lesson.fullVideoId === null || lesson.steps.length === 0) return null;
  const duration = lesson.fullVideoDurationMs;
  const video: Record<string, unknown> = {
    "@type": "VideoObject",
    name: lesson.title,
    description: description || lesson.title,
    uploadDate: lesson.publishedAt ?? lesson.createdAt,
    inLanguage: lesson.language,
    hasPart: lesson.steps.map((step, index) => {
      const start = stepSeconds(step.startMs);
      const next = lesson.steps[index + 1];
      const end = next ? stepSeconds(next.startMs) : duration === null ? null : stepSeconds(duration);
      return {
        "@type": "Clip",
        name: step.title,
        startOffset: start,
        ...(end === null ? {} : { endOffset: end }),
        url: `${url}?tab=full&t=${start}`,
      };
    }),
  };
  if (image) video.thumbnailUrl = image;
  if (duration !== null) video.duration = isoDuration(duration);
  return video;
}

/**
 * schema.org `Course` for search engines, as the text of the page's JSON-LD script (`JsonLd`), with
 * every "<" escaped so that it cannot close the script. Made on the server only: the browser
 * keeps the script the server sent (decision 054).
 */
export function courseJsonLd({
  lesson,
  url,
  image,
  description,
}: {
  lesson: LessonDetail;
  url: string;
  image: string | null;
  description: string;
}): string {
  const origin = new URL(url).origin;
  const json: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Course",
    name: lesson.title,
    description: description || lesson.title,
    url,
    // The language it is taught in (the video's); the name and description may be a translation.
    inLanguage: lesson.language,
    provider: { "@type": "Organization", name: SITE_NAME, sameAs: origin },
    author: {
      "@type": "Person",
      name: lesson.master.fullName,
      url: `${origin}/masters/${lesson.master.username}`,
    },
    offers: {
      "@type": "Offer",
      price: (lesson.priceCents / 100).toFixed(2),
      priceCurrency: "USD",
      category: lesson.priceCents === 0 ? "Free" : "Paid",
      url,
    },
  };
  if (image) json.image = image;
  const video = fullVideoJson(lesson, url, image, description);
  if (video) json.video = video;
  if (lesson.reviewCount > 0 && lesson.rating > 0) {
    json.aggregateRating = aggregateRating(lesson.rating, lesson.reviewCount);
  }
  return scriptJson(json);
}
