import type { ReactNode } from "react";
import { Link } from "react-router";
import { imageSrc } from "~/catalog/image-urls";
import type { Activity, ActivityKindName, BrandRef, Gallery, MasterDetail } from "~/catalog/types";
import { useNonce } from "~/components/nonce";
import { Notice } from "~/components/ui/auth-card";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Icon } from "~/components/ui/icon";
import { numberFormat } from "~/i18n/formatters";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { outlineButton } from "../ui/button.css";
import { EmptyState } from "./empty-state";
import { type GalleryPhoto, ImageGallery } from "./image-gallery";
import { cardGridWide, LessonCard } from "./lesson-card";
import { masterPath } from "./master-card";
import * as styles from "./master-profile.css";
import { MasterReviews } from "./master-reviews";
import { PersonPhoto } from "./person-photo";
import { Rating } from "./rating";

const ACTIVITY_ORDER: readonly ActivityKindName[] = [
  "basic_course",
  "certification_training",
  "coaching",
  "judging",
  "publication",
];
const LEVELS = [1, 2, 3, 4, 5, 6] as const;
const SOCIALS = ["instagram", "facebook", "tiktok", "youtube", "website"] as const;

/** Where the owner edits each section of their page (the personal office's sections). */
const EDIT_PATHS: Partial<Record<string, string>> = {
  video: "/personal-info",
  "selected-brands": "/personal-info/brands",
  activity: "/personal-info/activities",
  portfolio: "/personal-info/portfolio",
  certificates: "/personal-info/certificates",
  lessons: "/personal-info/lessons",
};

interface MasterProfileProps {
  master: MasterDetail;
  countryName: string;
  /** Signed URL of the introduction video, if the master has one. */
  video: string | null;
  /** The owner's private contact details (only on their own page). */
  contacts: { email: string; phone: string } | null;
  /** Public origin, for the absolute URLs of the structured data. */
  origin: string;
  /** The page's meta description, repeated in the structured data. */
  description: string;
  /**
   * The owner's view of their own page: their tabs under the hero and, on tabs 2–4, the tab's
   * panel instead of the profile. On the profile tab (`panel` null) every section has an edit
   * link to its office section, and the empty ones are shown with a way to add something.
   */
  owner?: { tabs: ReactNode; panel: ReactNode | null } | null;
}

/** The public master page: hero, section links and the SPEC §2 sections that have content. */
export function MasterProfile({
  master,
  countryName,
  video,
  contacts,
  origin,
  description,
  owner = null,
}: MasterProfileProps) {
  const t = useT();
  const editable = owner !== null;
  const place = [master.city, countryName].filter(Boolean).join(", ");
  const portfolio = photosOf(master.portfolio);
  const certificates = photosOf(master.certificates);
  const hasLevel = master.qualificationLevel !== null || master.skills.length > 0;
  const nothingAdded = portfolio.length === 0 && certificates.length === 0 && master.lessons.length === 0;

  const sections: { id: string; title: string; show: boolean }[] = [
    { id: "video", title: t("masters.page.video"), show: video !== null },
    { id: "level", title: t("masters.page.level"), show: hasLevel },
    {
      id: "selected-brands",
      title: t("masters.page.selectedBrands"),
      show: editable || master.brands.length > 0,
    },
    { id: "activity", title: t("masters.page.activity"), show: editable || master.activities.length > 0 },
    { id: "portfolio", title: t("masters.page.portfolio"), show: editable || portfolio.length > 0 },
    { id: "certificates", title: t("masters.page.certificates"), show: editable || certificates.length > 0 },
    { id: "lessons", title: t("masters.page.lessons"), show: editable || master.lessons.length > 0 },
    { id: "brands", title: t("masters.page.lessonBrands"), show: master.lessonBrands.length > 0 },
    { id: "reviews", title: t("reviews.master.title"), show: master.reviews.length > 0 },
  ];
  const shown = sections.filter((section) => section.show);
  const title = (id: string) => sections.find((section) => section.id === id)?.title ?? "";

  return (
    <article className={styles.page}>
      <PersonData master={master} origin={origin} description={description} />
      {owner?.panel ? (
        <CompactHero master={master} />
      ) : (
        <Hero master={master} place={place} editable={editable} />
      )}
      {owner?.tabs}
      {owner?.panel ? (
        owner.panel
      ) : (
        <>
          {contacts ? (
            <section className={styles.own} aria-labelledby="contacts-title">
              <Notice tone="info">{t("master.yourPage")}</Notice>
              <h2 id="contacts-title" className={styles.ownTitle}>
                {t("master.contacts")}
              </h2>
              <dl className={styles.details}>
                <dt>{t("master.email")}</dt>
                <dd>{contacts.email}</dd>
                <dt>{t("master.phone")}</dt>
                <dd>{contacts.phone}</dd>
                <dt>{t("master.location")}</dt>
                <dd>{place}</dd>
              </dl>
            </section>
          ) : null}

          {shown.length > 1 ? (
            <nav className={styles.sectionNav} aria-label={t("masters.page.sections")}>
              <ul className={styles.sectionLinks}>
                {shown.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className={styles.sectionLink}>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          <div className={styles.body}>
            {video ? (
              <Section id="video" title={title("video")} editable={editable}>
                <div className={styles.videoFrame}>
                  {/* biome-ignore lint/a11y/useMediaCaption: the masters' own introductions have no caption track */}
                  <video
                    className={styles.video}
                    // The fragment shows a frame from half a second in rather than a black first frame.
                    src={`${video}#t=0.5`}
                    controls
                    preload="metadata"
                    playsInline
                  >
                    <a href={video}>{t("masters.page.videoFallback")}</a>
                  </video>
                </div>
              </Section>
            ) : null}

            {hasLevel ? (
              <Section id="level" title={title("level")}>
                <LevelSection master={master} />
              </Section>
            ) : null}

            {editable || master.brands.length > 0 ? (
              <Section id="selected-brands" title={title("selected-brands")} editable={editable}>
                {master.brands.length > 0 ? (
                  <BrandList brands={master.brands} />
                ) : (
                  <AddSomething id="selected-brands" />
                )}
              </Section>
            ) : null}

            {editable || master.activities.length > 0 ? (
              <Section id="activity" title={title("activity")} editable={editable}>
                {master.activities.length > 0 ? (
                  <Activities activities={master.activities} />
                ) : (
                  <AddSomething id="activity" />
                )}
              </Section>
            ) : null}

            {editable || portfolio.length > 0 ? (
              <Section id="portfolio" title={title("portfolio")} count={portfolio.length} editable={editable}>
                {portfolio.length > 0 ? (
                  <ImageGallery photos={portfolio} label={title("portfolio")} />
                ) : (
                  <AddSomething id="portfolio" />
                )}
              </Section>
            ) : null}

            {editable || certificates.length > 0 ? (
              <Section
                id="certificates"
                title={title("certificates")}
                count={certificates.length}
                editable={editable}
              >
                {certificates.length > 0 ? (
                  <ImageGallery photos={certificates} label={title("certificates")} variant="certificate" />
                ) : (
                  <AddSomething id="certificates" />
                )}
              </Section>
            ) : null}

            {editable || master.lessons.length > 0 ? (
              <Section
                id="lessons"
                title={title("lessons")}
                count={master.lessons.length}
                editable={editable}
              >
                {master.lessons.length > 0 ? (
                  <ul className={cardGridWide}>
                    {master.lessons.map((lesson) => (
                      <li key={lesson.id}>
                        <LessonCard lesson={lesson} showMaster={false} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <AddSomething id="lessons" />
                )}
              </Section>
            ) : null}

            {master.lessonBrands.length > 0 ? (
              <Section id="brands" title={title("brands")}>
                <p className={styles.sectionLead}>{t("masters.page.lessonBrandsLead")}</p>
                <BrandList brands={master.lessonBrands} linkToLessons />
              </Section>
            ) : null}

            {master.reviews.length > 0 ? (
              <Section id="reviews" title={title("reviews")} count={master.reviewCount}>
                <MasterReviews reviews={master.reviews} rating={master.rating} count={master.reviewCount} />
              </Section>
            ) : null}

            {nothingAdded && !editable ? (
              <EmptyState title={t("masters.page.empty")} text={t("masters.page.emptyText")} icon="user" />
            ) : null}
          </div>
        </>
      )}
    </article>
  );
}

/** The owner's hero on tabs 2–4: who it is, small, so the tab's content starts high on the page. */
function CompactHero({ master }: { master: MasterDetail }) {
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
          <Link to={href("/personal-info")} className={`${outlineButton} ${styles.compactEdit}`}>
            <Icon name="pencil" size={18} />
            {t("office.own.editProfile")}
          </Link>
        </div>
      </div>
    </header>
  );
}

function Hero({ master, place, editable }: { master: MasterDetail; place: string; editable: boolean }) {
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
            {master.shortDescription ? <p className={styles.about}>{master.shortDescription}</p> : null}
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
            {editable ? (
              <p className={styles.ownerActions}>
                <Link to={href("/personal-info")} className={outlineButton}>
                  <Icon name="pencil" size={18} />
                  {t("office.own.editProfile")}
                </Link>
                <Link to={href("/personal-info/socials")} className={styles.ownerLink}>
                  <Icon name="share" size={18} />
                  {t("office.sections.socials")}
                </Link>
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </header>
  );
}

function Section({
  id,
  title,
  count,
  editable = false,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  /** The owner's view: a pencil next to the heading opens the section in the personal office. */
  editable?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const href = useLocalizedHref();
  const edit = editable ? EDIT_PATHS[id] : undefined;
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
          {count ? <span className={styles.count}>{count}</span> : null}
        </h2>
        {edit ? (
          <Link
            to={href(edit)}
            className={styles.editButton}
            aria-label={t("office.own.edit", { section: title })}
            title={t("office.own.edit", { section: title })}
          >
            <Icon name="pencil" size={20} />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** An empty section on the owner's own page: what belongs there and the way to add it. */
function AddSomething({ id }: { id: keyof typeof EMPTY_KEYS }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <div className={styles.addBox}>
      <p>{t(`office.own.empty.${EMPTY_KEYS[id]}.text`)}</p>
      <Link to={href(EDIT_PATHS[id] ?? "/personal-info")} className={outlineButton}>
        <Icon name="plus" size={18} />
        {t(`office.own.empty.${EMPTY_KEYS[id]}.action`)}
      </Link>
    </div>
  );
}

const EMPTY_KEYS = {
  "selected-brands": "brands",
  activity: "activities",
  portfolio: "portfolio",
  certificates: "certificates",
  lessons: "lessons",
} as const;

function LevelSection({ master }: { master: MasterDetail }) {
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

function BrandList({ brands, linkToLessons = false }: { brands: BrandRef[]; linkToLessons?: boolean }) {
  const href = useLocalizedHref();
  return (
    <ul className={styles.brands}>
      {brands.map((brand) => (
        <li key={brand.id}>
          {linkToLessons ? (
            <Link to={href(`/lessons?brand=${brand.id}`)} className={styles.brand} data-link="">
              {brand.name}
              <Icon name="arrow-right" size={14} />
            </Link>
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

function Activities({ activities }: { activities: Activity[] }) {
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

/** Every photo of the portfolio items (or certificates), captioned with what the item shows. */
function photosOf(galleries: Gallery[]): GalleryPhoto[] {
  return galleries.flatMap((gallery) =>
    gallery.photos.map((photo) => ({
      ...photo,
      caption: [gallery.subCategory?.title, gallery.category?.title].filter(Boolean)[0] ?? "",
    })),
  );
}

/** JSON-LD `Person`, with the CSP nonce; `<` is escaped so no text can close the script. */
function PersonData({
  master,
  origin,
  description,
}: {
  master: MasterDetail;
  origin: string;
  description: string;
}) {
  const nonce = useNonce();
  const href = useLocalizedHref();
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: master.fullName,
    alternateName: master.username,
    url: `${origin}${href(masterPath(master.username))}`,
    description,
    ...(master.specialization ? { jobTitle: master.specialization.title } : {}),
    ...(master.avatar ? { image: `${origin}${imageSrc(master.avatar)}` } : {}),
    ...(master.country || master.city
      ? {
          address: {
            "@type": "PostalAddress",
            ...(master.country ? { addressCountry: master.country } : {}),
            ...(master.city ? { addressLocality: master.city } : {}),
          },
        }
      : {}),
    ...(master.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(master.rating * 10) / 10,
            reviewCount: master.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const json = JSON.stringify(person).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD with every "<" escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
