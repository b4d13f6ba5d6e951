import { Suspense } from "react";
import { data, useActionData, useLocation } from "react-router";
import { QUESTIONS_ANCHOR } from "~/components/contact/ask-question-link";
import * as questionStyles from "~/components/contact/questions.css";
import { QuestionsForm } from "~/components/contact/questions-form";
import "~/components/contact-map.css";
import { Icon } from "~/components/ui/icon";
import { lazyComponent } from "~/components/ui/lazy-component";
import { PageHero } from "~/components/ui/page-hero";
import { RichText } from "~/components/ui/rich-text";
import { translatedMeta } from "~/i18n/meta";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { loadContactDetails, loadPage } from "~/server/content/site-content.server";
import { getLocale, withDatabase } from "~/server/context.server";
import { questionsAction } from "~/server/web/questions-action.server";
import type { Route } from "./+types/contact";
import * as styles from "./contact.css";

/**
 * The map's code (and Leaflet's, which it loads after) is not in the page's first load: the page
 * hydrates without it, and the map when it arrives; until then it is the address and the link to
 * OpenStreetMap that the server drew, as without JavaScript. Its styles come with the page.
 */
const ContactMap = lazyComponent(
  () => import("~/components/contact-map").then((module) => module.ContactMap),
  { early: true },
);

export async function loader({ context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const [page, details] = await withDatabase(context, (db) =>
    Promise.all([loadPage(db, "contact", locale), loadContactDetails(db, locale)]),
  );
  if (!page) throw data(null, { status: 404 });
  return { page, details };
}

/** The questions form's POST (also sent here by the footer's dialog from any page). */
export const action = ({ request, context }: Route.ActionArgs) => questionsAction({ request, context });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? translatedMeta(matches, "contact", loaderData.page.name) : [];

export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const location = useLocation();
  const refusal = useActionData<typeof action>();
  const { page, details } = loaderData;
  const mapLink = details
    ? `https://www.openstreetmap.org/?mlat=${details.latitude}&mlon=${details.longitude}#map=17/${details.latitude}/${details.longitude}`
    : null;

  return (
    <article>
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
      <div className={styles.questions}>
        <section id={QUESTIONS_ANCHOR} className={questionStyles.section} aria-labelledby="questions-title">
          <div className={questionStyles.intro}>
            <p className={questionStyles.eyebrow}>{t("questions.eyebrow")}</p>
            <h2 id="questions-title" className={questionStyles.title}>
              {t("questions.title")}
            </h2>
            <p className={questionStyles.lead}>{t("questions.lead")}</p>
          </div>
          {/* A new location (the success redirect) starts an empty form. */}
          <QuestionsForm
            key={location.key}
            idPrefix="questions"
            action={href("/contact")}
            returnTo={location.pathname}
            refusal={refusal}
          />
        </section>
      </div>
      {details && mapLink ? (
        <section className={styles.mapSection} aria-label={t("contact.map")}>
          <Suspense fallback={null}>
            <ContactMap
              latitude={details.latitude}
              longitude={details.longitude}
              label={details.address}
              fallbackHref={mapLink}
            />
          </Suspense>
        </section>
      ) : null}
    </article>
  );
}
