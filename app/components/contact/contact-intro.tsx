import { useT } from "~/i18n/use-t";
import type { loadContactDetails, loadPage } from "~/server/content/site-content.server";
import { Icon } from "../ui/icon";
import { PageHero } from "../ui/page-hero";
import { RichText } from "../ui/rich-text";
import * as styles from "./contact-page.css";

interface ContactIntroProps {
  page: NonNullable<Awaited<ReturnType<typeof loadPage>>>;
  details: Awaited<ReturnType<typeof loadContactDetails>>;
}

/** The contact page's title, its text and the card with the phone, email and address. */
export function ContactIntro({ page, details }: ContactIntroProps) {
  const t = useT();
  return (
    <>
      <PageHero title={page.name} />
      <div className={styles.layout}>
        <div className={styles.text}>
          <RichText body={page.body} />
        </div>
        {details ? (
          <aside className={styles.card} aria-labelledby="contact-details">
            <h2 id="contact-details" className={styles.cardTitle}>
              {t("contact.detailsTitle")}
            </h2>
            <dl className={styles.details}>
              <div className={styles.detail}>
                <dt>
                  <Icon name="phone" size={20} />
                  {t("contact.phone")}
                </dt>
                <dd>
                  <a href={`tel:${details.phone.replace(/[^\d+]/g, "")}`}>{details.phone}</a>
                </dd>
              </div>
              <div className={styles.detail}>
                <dt>
                  <Icon name="mail" size={20} />
                  {t("contact.email")}
                </dt>
                <dd>
                  <a href={`mailto:${details.email}`}>{details.email}</a>
                </dd>
              </div>
              <div className={styles.detail}>
                <dt>
                  <Icon name="map-pin" size={20} />
                  {t("contact.address")}
                </dt>
                <dd>
                  <address className={styles.address}>{details.address}</address>
                </dd>
              </div>
            </dl>
          </aside>
        ) : null}
      </div>
    </>
  );
}
