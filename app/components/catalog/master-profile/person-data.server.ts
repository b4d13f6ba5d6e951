import { imageSrc } from "~/catalog/image-urls";
import { aggregateRating, scriptJson } from "~/catalog/json-ld";
import type { MasterDetail } from "~/catalog/types";
import { type Locale, localizePath } from "~/i18n/locales";
import { masterPath } from "../master-card";

/**
 * schema.org `Person` of a master's page, as the text of its JSON-LD script (`JsonLd`), with every
 * "<" escaped so that no text can close the script. Made on the server only (decision 054).
 */
export function personJsonLd({
  master,
  origin,
  locale,
  description,
}: {
  master: MasterDetail;
  origin: string;
  locale: Locale;
  /** The page's meta description, repeated here. */
  description: string;
}): string {
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: master.fullName,
    alternateName: master.username,
    url: `${origin}${localizePath(locale, masterPath(master.username))}`,
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
      ? { aggregateRating: aggregateRating(master.rating, master.reviewCount) }
      : {}),
  };
  return scriptJson(person);
}
