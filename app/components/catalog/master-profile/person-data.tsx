import { imageSrc } from "~/catalog/image-urls";
import type { MasterDetail } from "~/catalog/types";
import { useNonce } from "~/components/nonce";
import { useLocalizedHref } from "~/i18n/use-locale";
import { masterPath } from "../master-card";

/** JSON-LD `Person`, with the CSP nonce; `<` is escaped so no text can close the script. */
export function PersonData({
  master,
  origin,
  description,
}: {
  master: MasterDetail;
  origin: string;
  description: string;
}) {
  const nonce = useNonce();
  const href = useLocalizedHref();
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: master.fullName,
    alternateName: master.username,
    url: `${origin}${href(masterPath(master.username))}`,
    description,
    ...(master.specialization ? { jobTitle: master.specialization.title } : {}),
    ...(master.avatar ? { image: `${origin}${imageSrc(master.avatar)}` } : {}),
    ...(master.country || master.cityName
      ? {
          address: {
            "@type": "PostalAddress",
            ...(master.country ? { addressCountry: master.country } : {}),
            ...(master.cityName ? { addressLocality: master.cityName } : {}),
          },
        }
      : {}),
    ...(master.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(master.rating * 10) / 10,
            reviewCount: master.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const json = JSON.stringify(person).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD with every "<" escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
