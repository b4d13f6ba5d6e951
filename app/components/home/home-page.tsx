import type { ReactNode } from "react";
import { LessonCard, MasterCard } from "~/components/catalog/drawn-cards";
import { cardGridWide } from "~/components/catalog/lesson-card.css";
import { masterGridWide } from "~/components/catalog/master-card.css";
import { lessonsInCategory, lessonsInSubCategory, mastersInCategory } from "~/components/layout/site-data";
import { filledButton, outlineButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { PageLink } from "~/components/ui/page-link";
import { hasItems, ServerDrawnList } from "~/components/ui/server-drawn";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import type { HomeData } from "~/routes/home";
import * as styles from "./home.css";

const LEVELS = [1, 2, 3, 4, 5, 6] as const;

/**
 * The main page: hero, the catalog's sections (cards drawn once, decision 030), categories, how it
 * works and the band for masters. Nothing in it is React's to run in the browser: the route keeps
 * it as the server drew it (`keptPart`).
 */
export function HomePage(loaderData: HomeData) {
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
              <PageLink to={href("/lessons?ordering=level")} className={filledButton}>
                {t("home.browseLessons")}
                <Icon name="arrow-right" size={18} />
              </PageLink>
              <PageLink to={href("/masters?ordering=teacher")} className={outlineButton}>
                {t("home.findMaster")}
              </PageLink>
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
            <PageLink to={href("/lessons?ordering=level")} className={styles.seeAll}>
              {t("home.allCategories")}
              <Icon name="arrow-right" size={16} />
            </PageLink>
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
                      <PageLink to={href(lessonsInCategory(category.id))} className={styles.categoryLink}>
                        {category.title}
                      </PageLink>
                    </h3>
                  </div>
                  <ul className={styles.chips}>
                    {category.subCategories.map((sub) => (
                      <li key={sub.id}>
                        <PageLink to={href(lessonsInSubCategory(sub.id))} className={styles.chip}>
                          {sub.title}
                        </PageLink>
                      </li>
                    ))}
                  </ul>
                  <PageLink to={href(mastersInCategory(category.id))} className={styles.categoryMasters}>
                    {t("home.categoryMasters")}
                    <Icon name="arrow-right" size={16} />
                  </PageLink>
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
              <PageLink to={href("/become-teacher")} className={styles.bandButton}>
                {t("home.becomeTeacher")}
              </PageLink>
              <PageLink to={href("/proof-of-qualification")} className={styles.bandLink}>
                {t("home.proveQualification")}
                <Icon name="arrow-right" size={16} />
              </PageLink>
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
          <PageLink to={href(more.path)} className={styles.seeAll}>
            {more.label}
            <Icon name="arrow-right" size={16} />
          </PageLink>
        </div>
        {children}
      </section>
    </div>
  );
}
