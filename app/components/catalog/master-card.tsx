import type { MasterCardView } from "~/catalog/card-views";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import { PageLink } from "../ui/page-link";
import * as styles from "./master-card.css";
import { PersonPhoto } from "./person-photo";
import { Rating } from "./rating";
import { ViewCount } from "./view-count";

/** How many selected brands a card names before "+N". */
const BRANDS_SHOWN = 3;
/** How many skills a card lists. */
const SKILLS_SHOWN = 3;

interface MasterCardProps {
  master: MasterCardView;
  /** The master's country in the page's language (names come from the server, see `countryNames`). */
  countryName: string;
  /** The heading level of the name in this card's context. */
  headingLevel?: 2 | 3;
  /** Above the fold: the avatar loads eagerly (and the very first one with high priority). */
  priority?: "high" | "eager" | "lazy";
}

/** Path of a master's public page. */
export const masterPath = (username: string) => `/masters/${encodeURIComponent(username)}`;

/**
 * A master in a list: 4:5 portrait (a side photo on phones), name, nickname, place, rating,
 * views, teacher badge, skills with their level, qualification level and a few selected brands.
 * The name is the card's only link; it covers the whole card.
 */
export function MasterCard({ master, countryName, headingLevel = 3, priority = "lazy" }: MasterCardProps) {
  const t = useT();
  const href = useLocalizedHref();
  const Heading = `h${headingLevel}` as const;
  const place = [master.cityName, countryName].filter(Boolean).join(", ");
  const brands = master.brands.slice(0, BRANDS_SHOWN);
  const moreBrands = master.brands.length - brands.length;

  return (
    <article className={styles.card} data-teacher={master.isTeacher || undefined}>
      <div className={styles.photo}>
        <PersonPhoto
          photo={master.avatar}
          name={master.fullName}
          sizes="(min-width: 1100px) 300px, (min-width: 768px) 45vw, 112px"
          loading={priority === "lazy" ? "lazy" : "eager"}
          fetchPriority={priority === "high" ? "high" : undefined}
          className={styles.image}
          initialClassName={styles.initial}
        />
        {master.qualificationLevel ? (
          <span className={styles.levelBadge} aria-hidden="true">
            {master.qualificationLevel}
          </span>
        ) : null}
      </div>
      <div className={styles.head}>
        {master.isTeacher ? <p className={styles.teacher}>{t("masters.card.teacher")}</p> : null}
        <Heading className={styles.name}>
          <PageLink to={href(masterPath(master.username))} className={styles.link}>
            {master.fullName}
          </PageLink>
        </Heading>
        <p className={styles.nickname}>{`@${master.username}`}</p>
        {place ? <p className={styles.place}>{place}</p> : null}
        <div className={styles.stats}>
          <Rating value={master.rating} count={master.reviewCount} />
          <span className={styles.views}>
            <ViewCount views={master.views} />
          </span>
        </div>
      </div>
      <div className={styles.details}>
        {master.qualificationLevel ? (
          <p className={styles.level}>
            <span className={styles.levelLabel}>{t("masters.card.qualification")}</span>{" "}
            {t("masters.card.levelName", {
              level: master.qualificationLevel,
              name: t(`levels.${master.qualificationLevel}`),
            })}
          </p>
        ) : null}
        {master.skills.length > 0 ? (
          <ul className={styles.skills} aria-label={t("masters.card.skills")}>
            {master.skills.slice(0, SKILLS_SHOWN).map((skill) => (
              <li key={skill.subCategoryId} className={styles.skill}>
                {skill.level
                  ? t("masters.card.skillLevel", { skill: skill.title, level: skill.level })
                  : skill.title}
              </li>
            ))}
          </ul>
        ) : null}
        {brands.length > 0 ? (
          <p className={styles.brands}>
            <span className={visuallyHidden}>{t("masters.card.brands")} </span>
            {brands.map((brand) => brand.name).join(" · ")}
            {moreBrands > 0 ? (
              <span className={styles.more}> {t("masters.card.moreBrands", { number: moreBrands })}</span>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}
