/** The master page's header: the full hero with the portrait and the facts, or the owner's compact one. */

import type { MasterDetail } from "~/catalog/types";
import { FollowButton } from "~/components/social/follow-button";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { outlineButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { PageLink } from "~/components/ui/page-link";
import { numberFormat } from "~/i18n/formatters";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "../master-profile.css";
import { PersonPhoto } from "../person-photo";
import { Rating } from "../rating";
import { TextLanguageBadge } from "../text-language";

const SOCIALS = ["instagram", "facebook", "tiktok", "youtube", "website"] as const;

/** The owner's hero on tabs 2–4: who it is, small, so the tab's content starts high on the page. */
export function CompactHero({ master }: { master: MasterDetail }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <header className={styles.hero}>
      <div className={styles.compactInner}>
        <Breadcrumbs
          items={[
            { label: t("nav.items.masters"), path: "/masters?ordering=teacher" },
            { label: master.fullName },
          ]}
        />
        <div className={styles.compactIdentity}>
          <span className={styles.compactAvatar} aria-hidden="true">
            <PersonPhoto
              photo={master.avatar}
              name={master.fullName}
              sizes="72px"
              className={styles.portraitImage}
            />
          </span>
          <div className={styles.compactWho}>
            <h1 className={styles.compactName}>{master.fullName}</h1>
            <p className={styles.nickname}>@{master.username}</p>
          </div>
          <PageLink to={href("/personal-info")} className={`${outlineButton} ${styles.compactEdit}`}>
            <Icon name="pencil" size={18} />
            {t("office.own.editProfile")}
          </PageLink>
        </div>
      </div>
    </header>
  );
}

export function Hero({
  master,
  place,
  editable,
  following,
}: {
  master: MasterDetail;
  place: string;
  editable: boolean;
  /** The follow button's state (decision 045): null for a visitor (a sign-in link), none when undefined. */
  following?: boolean | null;
}) {
  const t = useT();
  const locale = useLocale();
  const href = useLocalizedHref();
  const socials = SOCIALS.filter((network) => master.socials[network].trim() !== "");
  const number = numberFormat(locale);
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <Breadcrumbs
          items={[
            { label: t("nav.items.masters"), path: "/masters?ordering=teacher" },
            { label: master.fullName },
          ]}
        />
        <div className={styles.identity}>
          <div className={styles.portrait}>
            <PersonPhoto
              photo={master.avatar}
              name={master.fullName}
              sizes="(min-width: 768px) 280px, 132px"
              alt={master.fullName}
              fetchPriority="high"
              className={styles.portraitImage}
              initialClassName={styles.initial}
            />
          </div>
          <div className={styles.who}>
            {master.isTeacher ? (
              <p className={styles.teacher}>
                <Icon name="award" size={16} />
                {t("masters.card.teacher")}
              </p>
            ) : null}
            <h1 className={styles.name}>{master.fullName}</h1>
            <p className={styles.nickname}>@{master.username}</p>
            <ul className={styles.facts}>
              {master.specialization ? (
                <li className={styles.fact}>
                  <Icon name="sparkle" size={18} />
                  {master.specialization.title}
                </li>
              ) : null}
              {place ? (
                <li className={styles.fact}>
                  <Icon name="map-pin" size={18} />
                  {place}
                </li>
              ) : null}
              {master.qualificationLevel ? (
                <li className={styles.fact}>
                  <Icon name="award" size={18} />
                  {t("masters.page.levelFact", {
                    level: master.qualificationLevel,
                    name: t(`levels.${master.qualificationLevel}`),
                  })}
                </li>
              ) : null}
            </ul>
            <dl className={styles.stats}>
              <div className={styles.stat} data-wide="">
                <dt>{t("masters.page.rating")}</dt>
                <dd>
                  <Rating value={master.rating} size="md" />
                </dd>
              </div>
              <div className={styles.stat}>
                <dt>{t("masters.page.reviews")}</dt>
                <dd>{number.format(master.reviewCount)}</dd>
              </div>
              <div className={styles.stat}>
                <dt>{t("masters.page.views")}</dt>
                <dd>{number.format(master.views)}</dd>
              </div>
            </dl>
            {master.shortDescription ? (
              <>
                {master.aboutLanguage === locale ? null : (
                  <p className={styles.aboutLanguage}>
                    <TextLanguageBadge language={master.aboutLanguage} />
                  </p>
                )}
                <p
                  className={styles.about}
                  lang={master.aboutLanguage === locale ? undefined : master.aboutLanguage}
                >
                  {master.shortDescription}
                </p>
              </>
            ) : null}
            {socials.length > 0 ? (
              <ul className={styles.socials} aria-label={t("masters.page.socials")}>
                {socials.map((network) => (
                  <li key={network}>
                    <a
                      href={master.socials[network]}
                      className={styles.social}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      aria-label={t(`masters.page.social.${network}`)}
                    >
                      <Icon name={network === "website" ? "globe" : network} size={20} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {following === undefined ? null : (
              <div className={styles.ownerActions}>
                <FollowButton username={master.username} following={following} />
              </div>
            )}
            {editable ? (
              <p className={styles.ownerActions}>
                <PageLink to={href("/personal-info")} className={outlineButton}>
                  <Icon name="pencil" size={18} />
                  {t("office.own.editProfile")}
                </PageLink>
                <PageLink to={href("/personal-info/socials")} className={styles.ownerLink}>
                  <Icon name="share" size={18} />
                  {t("office.sections.socials")}
                </PageLink>
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </header>
  );
}
