/** The master page's qualification levels, brand lists and professional activities. */

import type { Activity, ActivityKindName, BrandRef, MasterDetail } from "~/catalog/types";
import { Icon } from "~/components/ui/icon";
import { PageLink } from "~/components/ui/page-link";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "../master-profile.css";

const ACTIVITY_ORDER: readonly ActivityKindName[] = [
  "basic_course",
  "certification_training",
  "coaching",
  "judging",
  "publication",
];
const LEVELS = [1, 2, 3, 4, 5, 6] as const;

export function LevelSection({ master }: { master: MasterDetail }) {
  const t = useT();
  const current = master.qualificationLevel;
  return (
    <div className={styles.levelGrid}>
      <div>
        {current ? (
          <p className={styles.levelLead}>
            {t("masters.page.levelLead", { level: current, name: t(`levels.${current}`) })}
          </p>
        ) : (
          <p className={styles.levelLead}>{t("masters.page.levelNone")}</p>
        )}
        <ol className={styles.ladder} aria-label={t("home.levelsLabel")}>
          {LEVELS.map((level) => (
            <li
              key={level}
              className={styles.rung}
              data-reached={current !== null && level <= current ? "" : undefined}
              aria-current={level === current ? "step" : undefined}
            >
              <span className={styles.rungNumber}>{level}</span>
              <span className={styles.rungName}>{t(`levels.${level}`)}</span>
            </li>
          ))}
        </ol>
      </div>
      {master.skills.length > 0 ? (
        <div>
          <h3 className={styles.subTitle}>{t("masters.page.skills")}</h3>
          <ul className={styles.skills}>
            {master.skills.map((skill) => (
              <li key={skill.subCategoryId} className={styles.skill}>
                <span>{skill.title}</span>
                <span className={styles.skillLevel}>
                  {skill.level
                    ? t("masters.page.skillLevel", { level: skill.level })
                    : t("masters.page.skillNoLevel")}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export function BrandList({
  brands,
  linkToLessons = false,
}: {
  brands: BrandRef[];
  linkToLessons?: boolean;
}) {
  const href = useLocalizedHref();
  return (
    <ul className={styles.brands}>
      {brands.map((brand) => (
        <li key={brand.id}>
          {linkToLessons ? (
            <PageLink to={href(`/lessons?brand=${brand.id}`)} className={styles.brand} data-link="">
              {brand.name}
              <Icon name="arrow-right" size={14} />
            </PageLink>
          ) : brand.website ? (
            <a
              href={brand.website}
              className={styles.brand}
              data-link=""
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              {brand.name}
            </a>
          ) : (
            <span className={styles.brand}>{brand.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function Activities({ activities }: { activities: Activity[] }) {
  const t = useT();
  const groups = ACTIVITY_ORDER.map((kind) => ({
    kind,
    items: activities.filter((activity) => activity.kind === kind),
  })).filter((group) => group.items.length > 0);
  return (
    <div className={styles.activityGroups}>
      {groups.map((group) => (
        <div key={group.kind} className={styles.activityGroup}>
          <h3 className={styles.subTitle}>{t(`masters.activity.${group.kind}`)}</h3>
          <ol className={styles.timeline}>
            {group.items.map((activity) => (
              <li key={activity.id} className={styles.activity}>
                <span className={styles.year}>{activity.year ?? "—"}</span>
                <div className={styles.activityBody}>
                  <p className={styles.activityTitle}>{activity.position || activity.event}</p>
                  <dl className={styles.activityFacts}>
                    {activity.organisation ? (
                      <div>
                        <dt>{t("masters.activity.organisation")}</dt>
                        <dd>{activity.organisation}</dd>
                      </div>
                    ) : null}
                    {activity.event && activity.position ? (
                      <div>
                        <dt>{t("masters.activity.event")}</dt>
                        <dd>{activity.event}</dd>
                      </div>
                    ) : null}
                  </dl>
                  {activity.description ? (
                    <p className={styles.activityText}>{activity.description}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
