import type { LessonDetail } from "~/catalog/types";
import { useNonce } from "~/components/nonce";
import { SITE_NAME } from "~/i18n/meta";

/** schema.org `Course` for search engines, in a nonce'd script (the CSP allows no other inline script). */
export function CourseJsonLd({
  lesson,
  url,
  image,
  description,
}: {
  lesson: LessonDetail;
  url: string;
  image: string | null;
  description: string;
}) {
  const nonce = useNonce();
  const origin = new URL(url).origin;
  const json: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Course",
    name: lesson.title,
    description: description || lesson.title,
    url,
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
  if (lesson.reviewCount > 0 && lesson.rating > 0) {
    json.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(lesson.rating * 10) / 10,
      reviewCount: lesson.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, so it cannot close the script
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }}
    />
  );
}
