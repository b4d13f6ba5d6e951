import { useTranslation } from "react-i18next";
import { Link, redirect, useRouteLoaderData } from "react-router";
import { lessonsInCategory, lessonsInSubCategory, mastersInCategory } from "~/components/layout/site-data";
import { filledButton, outlineButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { DEFAULT_LOCALE, pickAcceptedLocale } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { useLocalizedHref } from "~/i18n/use-locale";
import type { loader as rootLoader } from "~/root";
import { readLocaleCookie } from "~/server/http/locale-cookie.server";
import type { Route } from "./+types/home";
import * as styles from "./home.css";

/**
 * Only the unprefixed main page guesses the language: the `lng` cookie first, then
 * Accept-Language; anything but uk is a 302 to that locale's main page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (params.lang !== undefined) return null;
  const chosen = readLocaleCookie(request);
  const preferred = chosen ?? pickAcceptedLocale(request.headers.get("Accept-Language"));
  if (preferred && preferred !== DEFAULT_LOCALE) {
    throw redirect(`/${preferred}${new URL(request.url).search}`, {
      status: 302,
      headers: { Vary: "Cookie, Accept-Language" },
    });
  }
  return null;
}

export const headers: Route.HeadersFunction = () => ({ Vary: "Cookie, Accept-Language" });

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, "home");

const LEVELS = [1, 2, 3, 4, 5, 6] as const;

export default function Home() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const categories = useRouteLoaderData<typeof rootLoader>("root")?.categories ?? [];

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{t("home.eyebrow")}</p>
            <h1 id="hero-title" className={styles.heroTitle}>
              {t("home.heroTitle")}
            </h1>
            <p className={styles.heroLead}>{t("home.heroLead")}</p>
            <div className={styles.heroActions}>
              <Link to={href("/lessons?ordering=level")} className={filledButton}>
                {t("home.browseLessons")}
                <Icon name="arrow-right" size={18} />
              </Link>
              <Link to={href("/masters?ordering=teacher")} className={outlineButton}>
                {t("home.findMaster")}
              </Link>
            </div>
            <ul className={styles.heroFacts}>
              <li>{t("home.factLanguages")}</li>
              <li>{t("home.factLevels")}</li>
              <li>{t("home.factVideo")}</li>
            </ul>
          </div>
          <div className={styles.heroArt} aria-hidden="true">
            {categories.slice(0, 4).map((category, index) => (
              <div key={category.id} className={styles.artTile} data-tone={index}>
                <span className={styles.artIcon}>
                  <Icon name={category.icon} size={34} />
                </span>
                <span className={styles.artLabel}>{category.title}</span>
              </div>
            ))}
          </div>
        </div>
      </section>

      {categories.length > 0 ? (
        <section className={styles.section} aria-labelledby="categories-title">
          <div className={styles.sectionHead}>
            <h2 id="categories-title" className={styles.sectionTitle}>
              {t("home.categoriesTitle")}
            </h2>
            <p className={styles.sectionLead}>{t("home.categoriesLead")}</p>
          </div>
          <ul className={styles.categoryGrid}>
            {categories.map((category) => (
              <li key={category.id} className={styles.categoryCard}>
                <div className={styles.categoryHead}>
                  <span className={styles.categoryIcon}>
                    <Icon name={category.icon} size={26} />
                  </span>
                  <h3 className={styles.categoryTitle}>
                    <Link to={href(lessonsInCategory(category.id))} className={styles.categoryLink}>
                      {category.title}
                    </Link>
                  </h3>
                </div>
                <ul className={styles.chips}>
                  {category.subCategories.map((sub) => (
                    <li key={sub.id}>
                      <Link to={href(lessonsInSubCategory(sub.id))} className={styles.chip}>
                        {sub.title}
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link to={href(mastersInCategory(category.id))} className={styles.categoryMasters}>
                  {t("home.categoryMasters")}
                  <Icon name="arrow-right" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="steps-title">
        <div className={styles.sectionHead}>
          <h2 id="steps-title" className={styles.sectionTitle}>
            {t("home.stepsTitle")}
          </h2>
        </div>
        <ol className={styles.steps}>
          {(["choose", "buy", "learn"] as const).map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber}>{index + 1}</span>
              <h3 className={styles.stepTitle}>{t(`home.steps.${step}.title`)}</h3>
              <p>{t(`home.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.band} aria-labelledby="masters-title">
        <div className={styles.bandInner}>
          <div>
            <p className={styles.eyebrowLight}>{t("home.forMastersEyebrow")}</p>
            <h2 id="masters-title" className={styles.bandTitle}>
              {t("home.forMastersTitle")}
            </h2>
            <p className={styles.bandText}>{t("home.forMastersText")}</p>
            <div className={styles.heroActions}>
              <Link to={href("/become-teacher")} className={styles.bandButton}>
                {t("home.becomeTeacher")}
              </Link>
              <Link to={href("/proof-of-qualification")} className={styles.bandLink}>
                {t("home.proveQualification")}
                <Icon name="arrow-right" size={16} />
              </Link>
            </div>
          </div>
          <ol className={styles.levels} aria-label={t("home.levelsLabel")}>
            {LEVELS.map((level) => (
              <li key={level} className={styles.level}>
                <span className={styles.levelNumber}>{level}</span>
                <span>{t(`levels.${level}`)}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
