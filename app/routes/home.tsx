import type { ReactNode } from "react";
import { Link, redirect } from "react-router";
import { LessonCard, MasterCard } from "~/components/catalog/drawn-cards";
import { cardGridWide } from "~/components/catalog/lesson-card.css";
import { masterGridWide } from "~/components/catalog/master-card.css";
import { lessonsInCategory, lessonsInSubCategory, mastersInCategory } from "~/components/layout/site-data";
import { filledButton, outlineButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { hasItems, ServerDrawnList } from "~/components/ui/server-drawn";
import { DEFAULT_LOCALE, pickAcceptedLocale } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { cachedMainPageSections, type MainPageSections } from "~/server/catalog/main-page.server";
import { cachedCategories } from "~/server/content/site-content.server";
import { getLocale, getServices } from "~/server/context.server";
import { readLocaleCookie } from "~/server/http/locale-cookie.server";
import { keepOutOfHydration } from "~/server/http/server-drawn.server";
import type { Route } from "./+types/home";
import * as styles from "./home.css";

/**
 * Only the unprefixed main page guesses the language: the `lng` cookie first, then
 * Accept-Language; anything but uk is a 302 to that locale's main page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.lang === undefined) {
    const chosen = readLocaleCookie(request);
    const preferred = chosen ?? pickAcceptedLocale(request.headers.get("Accept-Language"));
    if (preferred && preferred !== DEFAULT_LOCALE) {
      throw redirect(`/${preferred}${new URL(request.url).search}`, {
        status: 302,
        headers: { Vary: "Cookie, Accept-Language" },
      });
    }
  }
  const [sections, categories] = await Promise.all([catalogSections(context), homeCategories(context)]);
  // The cards and the categories' links are drawn on the server and not sent again as data.
  return {
    featuredLessons: keepOutOfHydration(context, "featured-lessons", sections.featuredLessons),
    featuredMasters: keepOutOfHydration(context, "featured-masters", sections.featuredMasters),
    newestLessons: keepOutOfHydration(context, "newest-lessons", sections.newestLessons),
    countryNames: sections.countryNames,
    heroCategories: categories.slice(0, 4).map(({ id, title, icon }) => ({ id, title, icon })),
    categories: keepOutOfHydration(context, "home-categories", categories),
  };
}

/** The categories with their sub-categories (the hero's tiles and the categories section). */
async function homeCategories(context: Route.LoaderArgs["context"]) {
  const { database, isDatabaseReady, logger } = getServices(context);
  if (!isDatabaseReady()) return [];
  try {
    return await cachedCategories(database.db, getLocale(context));
  } catch (error) {
    logger.error({ err: error, what: "categories" }, "main page categories unavailable");
    return [];
  }
}

const FEATURED = 4;
const EMPTY_SECTIONS: MainPageSections = {
  featuredLessons: [],
  featuredMasters: [],
  newestLessons: [],
  countryNames: {},
};

/**
 * The catalog's sections of the main page. Like the shell's data they never break the page: with
 * the database down (or a query failing) the page shows its hero and texts without them.
 */
async function catalogSections(context: Route.LoaderArgs["context"]): Promise<MainPageSections> {
  const { database, isDatabaseReady, logger } = getServices(context);
  if (!isDatabaseReady()) return EMPTY_SECTIONS;
  const locale = getLocale(context);
  try {
    return await cachedMainPageSections(database.db, locale, FEATURED);
  } catch (error) {
    logger.error({ err: error, what: "main page sections" }, "main page sections unavailable");
    return EMPTY_SECTIONS;
  }
}

export const headers: Route.HeadersFunction = () => ({ Vary: "Cookie, Accept-Language" });

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, "home");

const LEVELS = [1, 2, 3, 4, 5, 6] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { featuredLessons, featuredMasters, newestLessons, countryNames, heroCategories, categories } =
    loaderData;
  const href = useLocalizedHref();

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
            {heroCategories.map((category, index) => (
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

      {hasItems(featuredLessons) ? (
        <HomeSection
          id="featured-lessons"
          title={t("home.featuredLessonsTitle")}
          lead={t("home.featuredLessonsLead")}
          more={{ label: t("home.allLessons"), path: "/lessons?ordering=rating" }}
        >
          <ServerDrawnList id="featured-lessons" items={featuredLessons} className={cardGridWide}>
            {(lessons) =>
              lessons.map((lesson, index) => (
                <li key={lesson.id}>
                  <LessonCard lesson={lesson} priority={index === 0} />
                </li>
              ))
            }
          </ServerDrawnList>
        </HomeSection>
      ) : null}

      {hasItems(categories) ? (
        <section className={styles.section} aria-labelledby="categories-title">
          <div className={styles.sectionHeadRow}>
            <div className={styles.sectionHead}>
              <h2 id="categories-title" className={styles.sectionTitle}>
                {t("home.categoriesTitle")}
              </h2>
              <p className={styles.sectionLead}>{t("home.categoriesLead")}</p>
            </div>
            <Link to={href("/lessons?ordering=level")} className={styles.seeAll}>
              {t("home.allCategories")}
              <Icon name="arrow-right" size={16} />
            </Link>
          </div>
          <ServerDrawnList id="home-categories" items={categories} className={styles.categoryGrid}>
            {(shown) =>
              shown.map((category) => (
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
              ))
            }
          </ServerDrawnList>
        </section>
      ) : null}

      {hasItems(featuredMasters) ? (
        <HomeSection
          id="featured-masters"
          title={t("home.featuredMastersTitle")}
          lead={t("home.featuredMastersLead")}
          more={{ label: t("home.allMasters"), path: "/masters?ordering=teacher" }}
          tinted
        >
          <ServerDrawnList id="featured-masters" items={featuredMasters} className={masterGridWide}>
            {(masters) =>
              masters.map((master) => (
                <li key={master.id}>
                  <MasterCard master={master} countryName={countryNames[master.country] ?? ""} />
                </li>
              ))
            }
          </ServerDrawnList>
        </HomeSection>
      ) : null}

      {hasItems(newestLessons) ? (
        <HomeSection
          id="newest-lessons"
          title={t("home.newestLessonsTitle")}
          lead={t("home.newestLessonsLead")}
          more={{ label: t("home.allNewLessons"), path: "/lessons?ordering=newest" }}
        >
          <ServerDrawnList id="newest-lessons" items={newestLessons} className={cardGridWide}>
            {(lessons) =>
              lessons.map((lesson) => (
                <li key={lesson.id}>
                  <LessonCard lesson={lesson} />
                </li>
              ))
            }
          </ServerDrawnList>
        </HomeSection>
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

/** A catalog section of the main page: title, lead, the cards and a link to the whole list. */
function HomeSection({
  id,
  title,
  lead,
  more,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  more: { label: string; path: string };
  tinted?: boolean;
  children: ReactNode;
}) {
  const href = useLocalizedHref();
  return (
    <div className={tinted ? styles.tint : undefined}>
      <section className={styles.section} aria-labelledby={`${id}-title`}>
        <div className={styles.sectionHeadRow}>
          <div className={styles.sectionHead}>
            <h2 id={`${id}-title`} className={styles.sectionTitle}>
              {title}
            </h2>
            <p className={styles.sectionLead}>{lead}</p>
          </div>
          <Link to={href(more.path)} className={styles.seeAll}>
            {more.label}
            <Icon name="arrow-right" size={16} />
          </Link>
        </div>
        {children}
      </section>
    </div>
  );
}
