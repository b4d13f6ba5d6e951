import type { ReactNode } from "react";
import { PERSON_DATA } from "~/catalog/json-ld";
import type { Gallery, MasterDetail } from "~/catalog/types";
import { Notice } from "~/components/ui/auth-card";
import { JsonLd } from "~/components/ui/json-ld";
import { useT } from "~/i18n/use-t";
import { EmptyState } from "./empty-state";
import { type GalleryPhoto, ImageGallery } from "./image-gallery";
import { cardGridWide, LessonCard } from "./lesson-card";
import { Activities, BrandList, LevelSection } from "./master-profile/details";
import { CompactHero, Hero } from "./master-profile/hero";
import { AddSomething, Section } from "./master-profile/section";
import * as styles from "./master-profile.css";
import { MasterReviews } from "./master-reviews";

interface MasterProfileProps {
  master: MasterDetail;
  countryName: string;
  /** Signed URL of the introduction video, if the master has one. */
  video: string | null;
  /** The owner's private contact details (only on their own page). */
  contacts: { email: string; phone: string } | null;
  /** The page's schema.org `Person`, made by the loader (`keepOutOfHydration`, `JsonLd`). */
  personData: string[] | null;
  /**
   * The owner's view of their own page: their tabs under the hero and, on tabs 2–4, the tab's
   * panel instead of the profile. On the profile tab (`panel` null) every section has an edit
   * link to its office section, and the empty ones are shown with a way to add something.
   */
  owner?: { tabs: ReactNode; panel: ReactNode | null; master: boolean } | null;
  /**
   * The follow button's state under the name (decision 045): whether the signed-in viewer follows,
   * null for a visitor (a sign-in link); undefined on one's own page (none).
   */
  following?: boolean | null;
}

/**
 * The public master page: hero, section links and the SPEC §2 sections that have content. For a
 * visitor nothing in it is React's to run in the browser (the galleries' viewer is the page's
 * `GalleryViewerHost`): the route keeps it as the server drew it (`keptPart`).
 */
export function MasterProfile({
  master,
  countryName,
  video,
  contacts,
  personData,
  owner = null,
  following,
}: MasterProfileProps) {
  const t = useT();
  const editable = owner !== null;
  // Empty sections invite their owner to add work only when the owner is a master (decision 037).
  const invite = owner?.master === true;
  const place = [master.cityName, countryName].filter(Boolean).join(", ");
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
      show: invite || master.brands.length > 0,
    },
    { id: "activity", title: t("masters.page.activity"), show: invite || master.activities.length > 0 },
    { id: "portfolio", title: t("masters.page.portfolio"), show: invite || portfolio.length > 0 },
    { id: "certificates", title: t("masters.page.certificates"), show: invite || certificates.length > 0 },
    { id: "lessons", title: t("masters.page.lessons"), show: invite || master.lessons.length > 0 },
    { id: "brands", title: t("masters.page.lessonBrands"), show: master.lessonBrands.length > 0 },
    { id: "reviews", title: t("reviews.master.title"), show: master.reviews.length > 0 },
  ];
  const shown = sections.filter((section) => section.show);
  const isShown = (id: string) => shown.some((section) => section.id === id);
  const title = (id: string) => sections.find((section) => section.id === id)?.title ?? "";

  return (
    <article className={styles.page}>
      <JsonLd id={PERSON_DATA} text={personData} />
      {owner?.panel ? (
        <CompactHero master={master} />
      ) : (
        <Hero master={master} place={place} editable={editable} following={following} />
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

            {isShown("selected-brands") ? (
              <Section id="selected-brands" title={title("selected-brands")} editable={editable}>
                {master.brands.length > 0 ? (
                  <BrandList brands={master.brands} />
                ) : (
                  <AddSomething id="selected-brands" />
                )}
              </Section>
            ) : null}

            {isShown("activity") ? (
              <Section id="activity" title={title("activity")} editable={editable}>
                {master.activities.length > 0 ? (
                  <Activities activities={master.activities} />
                ) : (
                  <AddSomething id="activity" />
                )}
              </Section>
            ) : null}

            {isShown("portfolio") ? (
              <Section id="portfolio" title={title("portfolio")} count={portfolio.length} editable={editable}>
                {portfolio.length > 0 ? (
                  <ImageGallery photos={portfolio} label={title("portfolio")} />
                ) : (
                  <AddSomething id="portfolio" />
                )}
              </Section>
            ) : null}

            {isShown("certificates") ? (
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

            {isShown("lessons") ? (
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

/** Every photo of the portfolio items (or certificates), captioned with what the item shows. */
function photosOf(galleries: Gallery[]): GalleryPhoto[] {
  return galleries.flatMap((gallery) =>
    gallery.photos.map((photo) => ({
      ...photo,
      caption: [gallery.subCategory?.title, gallery.category?.title].filter(Boolean)[0] ?? "",
    })),
  );
}
