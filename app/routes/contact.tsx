import { Suspense } from "react";
import { data, useActionData, useLocation } from "react-router";
import { QUESTIONS_ANCHOR } from "~/components/contact/ask-question-link";
import * as styles from "~/components/contact/contact-page.css";
import * as questionStyles from "~/components/contact/questions.css";
import { QuestionsForm } from "~/components/contact/questions-form";
import { keptPart } from "~/components/ui/kept-part";
import { lazyComponent } from "~/components/ui/lazy-component";
import { translatedMeta } from "~/i18n/meta";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { loadContactDetails, loadPage } from "~/server/content/site-content.server";
import { getLocale, withDatabase } from "~/server/context.server";
import { questionsAction } from "~/server/web/questions-action.server";
import { contents } from "~/styles/utilities.css";
import type { Route } from "./+types/contact";

/**
 * The map's code (and Leaflet's, which it loads after) is not in the page's first load: the page
 * hydrates without it, and the map when it arrives; until then it is the address and the link to
 * OpenStreetMap that the server drew, as without JavaScript. Its styles come with the page.
 */
const ContactMap = lazyComponent(
  () => import("~/components/contact/map-parts").then((module) => module.ContactMap),
  { early: true },
);

// The page's title, text and details are the same for every visitor: kept as the server drew them.
const KeptIntro = keptPart(() =>
  import("~/components/contact/kept-parts").then((module) => module.ContactIntro),
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
      <KeptIntro id="contact-intro" className={contents} page={page} details={details} />
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
