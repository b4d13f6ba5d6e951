import { data, Link, type MetaDescriptor } from "react-router";
import { imageSrc, imageSrcSet, largestImageUrl } from "~/catalog/image-urls";
import type { LessonDetail, Review } from "~/catalog/types";
import { usePrice } from "~/components/catalog/format";
import { PersonPhoto } from "~/components/catalog/person-photo";
import { Rating } from "~/components/catalog/rating";
import { ReviewForm } from "~/components/catalog/review-form";
import { ViewCount } from "~/components/catalog/view-count";
import { useNonce } from "~/components/nonce";
import { Notice } from "~/components/ui/auth-card";
import { Breadcrumbs, type Crumb } from "~/components/ui/breadcrumbs";
import { filledButton, outlineButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { dateFormat } from "~/i18n/formatters";
import { localizePath } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { getUser } from "~/server/auth/session.server";
import { type LessonVideo, lessonVideos } from "~/server/catalog/lesson-access.server";
import { getLesson } from "~/server/catalog/lessons.server";
import { countView } from "~/server/catalog/views.server";
import { hasPurchased } from "~/server/commerce/purchases.server";
import { lessonReviewer, reviewAction } from "~/server/commerce/review-routes.server";
import { getLocale, getServices, publicOrigin, withDatabase } from "~/server/context.server";
import { visuallyHidden } from "~/styles/utilities.css";
import type { Route } from "./+types/lesson";
import * as styles from "./lesson.css";

const TABS = ["trailer", "full", "tips", "brands"] as const;
type Tab = (typeof TABS)[number];
const SITE_NAME = "Maistry";

/** Cuts a text to about `max` characters at a word boundary, for descriptions. */
function shorten(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, "")}…`;
}

/**
 * A lesson: its videos by tab (`?tab=trailer|full|tips|brands`, the trailer by default), about,
 * master, price, level, views, rating and reviews. A draft is shown only to its author and staff;
 * to everyone else it does not exist (404). The full and tips videos get a signed URL only when
 * `canWatch` allows; otherwise the page shows the locked panel.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const viewer = getUser(context);
  const url = new URL(request.url);
  const tabParam = url.searchParams.get("tab");
  const tab: Tab = TABS.find((name) => name === tabParam) ?? "trailer";

  const { lesson, videos } = await withDatabase(context, async (db) => {
    const lesson = await getLesson(db, locale, params.slug);
    // A draft is there for its author, staff and whoever bought it before it went back to draft.
    const visible =
      lesson &&
      (lesson.published ||
        (viewer?.isActive &&
          (viewer.isStaff ||
            viewer.id === lesson.master.id ||
            (await hasPurchased(db, viewer.id, lesson.id)))));
    if (!lesson || !visible) throw data(null, { status: 404 });
    return { lesson, videos: await lessonVideos(context, db, lesson) };
  });
  if (lesson.published) await countView(context, request, "lesson", lesson.id);

  const origin = publicOrigin(getServices(context));
  const path = localizePath(locale, `/lessons/${encodeURIComponent(lesson.slug)}`);
  const isOwner = viewer?.id === lesson.master.id;
  return {
    lesson,
    tab,
    videos,
    signedIn: viewer !== null,
    isOwner,
    /** Whether the viewer may review the lesson (a buyer), with their review if they wrote one. */
    reviewer: await lessonReviewer(context, viewer, lesson),
    seo: {
      url: `${origin}${path}`,
      image: lesson.poster ? `${origin}${largestImageUrl(lesson.poster)}` : null,
      description: shorten(lesson.about),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { lesson, seo } = loaderData;
  const base = translatedMeta(matches, "lesson", lesson.title);
  const description = seo.description || undefined;
  const tags: MetaDescriptor[] = base.map((tag) => {
    if (!description) return tag;
    if ("name" in tag && tag.name === "description") return { ...tag, content: description };
    if ("property" in tag && tag.property === "og:description") return { ...tag, content: description };
    if ("property" in tag && tag.property === "og:type") return { ...tag, content: "video.other" };
    return tag;
  });
  tags.push({ property: "og:url", content: seo.url });
  if (seo.image) {
    tags.push(
      { property: "og:image", content: seo.image },
      { name: "twitter:card", content: "summary_large_image" },
    );
  }
  if (!lesson.published) tags.push({ name: "robots", content: "noindex" });
  return tags;
};

/** The buyer's review (`intent=review`): saved, then back to the page with a success message. */
export function action({ params, request, context }: Route.ActionArgs) {
  return reviewAction(context, request, params.slug);
}

export default function Lesson({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const price = usePrice();
  const { lesson, tab, videos, signedIn, isOwner, seo } = loaderData;
  const lessonPath = `/lessons/${encodeURIComponent(lesson.slug)}`;

  const crumbs: Crumb[] = [{ label: t("nav.items.lessons"), path: "/lessons?ordering=level" }];
  if (lesson.category)
    crumbs.push({
      label: lesson.category.title,
      path: `/lessons?ordering=level&category=${lesson.category.id}`,
    });
  crumbs.push({ label: lesson.title });

  return (
    <article className={styles.page}>
      <CourseJsonLd lesson={lesson} url={seo.url} image={seo.image} description={seo.description} />
      <header className={styles.head}>
        <div className={styles.headInner}>
          <Breadcrumbs items={crumbs} />
          {!lesson.published ? (
            <Notice tone="info">
              {isOwner ? t("lessons.lesson.draftOwner") : t("lessons.lesson.draftStaff")}
            </Notice>
          ) : null}
          {lesson.subCategory ? (
            <p className={styles.topic}>
              <Link to={href(`/lessons?ordering=level&subcategory=${lesson.subCategory.id}`)}>
                {lesson.subCategory.title}
              </Link>
            </p>
          ) : null}
          <h1 className={styles.title}>{lesson.title}</h1>
          <ul className={styles.facts}>
            {lesson.level !== "none" ? (
              <li className={styles.levelBadge}>
                <span className={visuallyHidden}>{t("catalog.level")}: </span>
                {t(`catalog.levels.${lesson.level}`)}
              </li>
            ) : null}
            <li>
              <a href="#reviews" className={styles.factLink}>
                <Rating value={lesson.rating} count={lesson.reviewCount} size="md" />
              </a>
            </li>
            <li className={styles.viewsFact}>
              <ViewCount views={lesson.views} />
            </li>
          </ul>
        </div>
      </header>

      <div className={styles.layout}>
        <div className={styles.playerArea}>
          <section id="tabs" className={styles.player} aria-labelledby="tabs-title">
            <h2 id="tabs-title" className={visuallyHidden}>
              {t("lessons.lesson.tabs.label")}
            </h2>
            <nav aria-label={t("lessons.lesson.tabs.label")} className={styles.tabsNav}>
              <ul className={styles.tabs}>
                {TABS.map((name) => (
                  <li key={name}>
                    <Link
                      to={`${href(lessonPath)}${name === "trailer" ? "" : `?tab=${name}`}#tabs`}
                      className={styles.tab}
                      aria-current={name === tab ? "page" : undefined}
                      preventScrollReset
                    >
                      <Icon
                        name={
                          name === "brands"
                            ? "tag"
                            : name === "tips"
                              ? "bulb"
                              : name === "full"
                                ? "play"
                                : "eye"
                        }
                        size={18}
                      />
                      {t(`lessons.lesson.tabs.${name}`)}
                      {(name === "full" || name === "tips") && videos[name]?.state === "locked" ? (
                        <Icon name="lock" size={15} className={styles.tabLock} />
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.panel}>
              {tab === "brands" ? (
                <BrandsPanel lesson={lesson} />
              ) : (
                <VideoPanel
                  video={videos[tab]}
                  lesson={lesson}
                  tab={tab}
                  signedIn={signedIn}
                  buyHref={href(`${lessonPath}/buy`)}
                />
              )}
            </div>
          </section>
        </div>
        <div className={styles.aboutArea}>
          <About text={lesson.about} />
        </div>
        <div className={styles.reviewsArea}>
          <Reviews reviews={lesson.reviews} count={lesson.reviewCount} rating={lesson.rating} />
          <ReviewForm reviewer={loaderData.reviewer} />
        </div>
        <div className={styles.asideArea}>
          <div className={styles.priceArea}>
            <div className={styles.priceCard}>
              <p className={styles.priceLabel}>{t("catalog.price")}</p>
              <p className={styles.price} data-free={lesson.priceCents === 0 || undefined}>
                {price(lesson.priceCents)}
              </p>
              <ul className={styles.includes}>
                {(["trailer", "full", "tips"] as const).map((part) =>
                  videos[part] ? (
                    <li key={part}>
                      <Icon name={videos[part]?.state === "playable" ? "check" : "lock"} size={18} />
                      {t(`lessons.lesson.tabs.${part}`)}
                    </li>
                  ) : null,
                )}
              </ul>
              {videos.full?.state === "locked" || videos.tips?.state === "locked" ? (
                <Link to={href(`${lessonPath}/buy`)} className={filledButton}>
                  {t("lessons.lesson.locked.buy")}
                </Link>
              ) : videos.full?.state === "playable" ? (
                <Link to={`${href(lessonPath)}?tab=full#tabs`} className={filledButton}>
                  <Icon name="play" size={18} />
                  {t("lessons.lesson.watch")}
                </Link>
              ) : null}
            </div>
          </div>
          <div className={styles.masterArea}>
            <MasterCard master={lesson.master} />
          </div>
        </div>
      </div>
    </article>
  );
}

function VideoPanel({
  video,
  lesson,
  tab,
  signedIn,
  buyHref,
}: {
  video: LessonVideo | null;
  lesson: LessonDetail;
  tab: "trailer" | "full" | "tips";
  signedIn: boolean;
  /** The purchase page (a visitor is sent to log in first and comes back to it). */
  buyHref: string;
}) {
  const t = useT();
  const price = usePrice();
  if (!video) {
    return (
      <div className={styles.videoEmpty}>
        <Icon name="play" size={32} />
        <p>{t("lessons.lesson.noVideo")}</p>
      </div>
    );
  }
  if (video.state === "playable") {
    const poster = lesson.poster ? imageSrc(lesson.poster) : undefined;
    return (
      <>
        {/* The poster is the page's largest paint: asked for first (React puts this in <head>). */}
        {poster ? <link rel="preload" as="image" href={poster} fetchPriority="high" /> : null}
        {/* biome-ignore lint/a11y/useMediaCaption: masters upload no caption tracks (yet) */}
        <video
          key={video.src}
          className={styles.video}
          controls
          preload="metadata"
          playsInline
          poster={poster}
          src={video.src}
          aria-label={`${t(`lessons.lesson.tabs.${tab}`)}: ${lesson.title}`}
        />
      </>
    );
  }
  return (
    <div className={styles.locked}>
      {lesson.poster ? (
        <img
          className={styles.lockedPoster}
          src={imageSrc(lesson.poster)}
          srcSet={imageSrcSet(lesson.poster)}
          sizes="(min-width: 1100px) 760px, 100vw"
          width={lesson.poster.width}
          height={lesson.poster.height}
          fetchPriority="high"
          alt=""
        />
      ) : null}
      <div className={styles.lockedBody}>
        <span className={styles.lockIcon} aria-hidden="true">
          <Icon name="lock" size={28} />
        </span>
        <h3 className={styles.lockedTitle}>{t("lessons.lesson.locked.title")}</h3>
        <p className={styles.lockedText}>
          {t(`lessons.lesson.locked.${tab === "tips" ? "textTips" : "text"}`)}
        </p>
        <p className={styles.lockedPrice}>
          <span className={visuallyHidden}>{t("catalog.price")}: </span>
          {price(lesson.priceCents)}
        </p>
        <Link to={buyHref} className={filledButton}>
          {t(signedIn ? "lessons.lesson.locked.buy" : "lessons.lesson.locked.login")}
        </Link>
      </div>
    </div>
  );
}

function BrandsPanel({ lesson }: { lesson: LessonDetail }) {
  const t = useT();
  const href = useLocalizedHref();
  if (lesson.brands.length === 0) {
    return (
      <div className={styles.videoEmpty}>
        <Icon name="tag" size={32} />
        <p>{t("lessons.lesson.brands.empty")}</p>
      </div>
    );
  }
  return (
    <div className={styles.brands}>
      <h3 className={styles.brandsTitle}>{t("lessons.lesson.brands.title")}</h3>
      <ul className={styles.brandList}>
        {lesson.brands.map((brand) => (
          <li key={brand.id} className={styles.brand}>
            <Link to={href(`/lessons?ordering=level&brand=${brand.id}`)} className={styles.brandLink}>
              <span className={styles.brandName}>{brand.name}</span>
              <span className={styles.brandMore}>
                {t("lessons.lesson.brands.lessonsWith", { brand: brand.name })}
                <Icon name="arrow-right" size={16} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The about text, three lines and "Read more" (a checkbox: it works without JavaScript). */
function About({ text }: { text: string }) {
  const t = useT();
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  // Three lines hold about 120 characters on a phone and 300 on a wide screen.
  const clamp = text.length > 300 || paragraphs.length > 1 ? "always" : text.length > 120 ? "phone" : null;
  return (
    <section className={styles.section} aria-labelledby="about-title">
      <h2 id="about-title" className={styles.sectionTitle}>
        {t("lessons.lesson.about")}
      </h2>
      {clamp ? (
        <input
          type="checkbox"
          id="about-more"
          className={`${visuallyHidden} ${styles.moreToggle}`}
          data-clamp={clamp}
          aria-label={t("lessons.lesson.more")}
        />
      ) : null}
      <div className={styles.about} data-clamp={clamp ?? undefined}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {clamp ? (
        <label htmlFor="about-more" className={styles.moreLabel} data-clamp={clamp} aria-hidden="true">
          <span className={styles.more}>{t("lessons.lesson.more")}</span>
          <span className={styles.less}>{t("lessons.lesson.less")}</span>
          <Icon name="chevron-down" size={18} />
        </label>
      ) : null}
    </section>
  );
}

function MasterCard({ master }: { master: LessonDetail["master"] }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <section className={styles.masterCard} aria-labelledby="master-title">
      <h2 id="master-title" className={styles.masterHeading}>
        {t("lessons.lesson.master")}
      </h2>
      <div className={styles.masterIdentity}>
        <PersonPhoto
          photo={master.avatar}
          name={master.fullName}
          sizes="72px"
          loading="lazy"
          className={styles.avatar}
          initialClassName={styles.avatar}
        />
        <div className={styles.masterText}>
          <p className={styles.masterName}>{master.fullName}</p>
          <p className={styles.masterHandle}>@{master.username}</p>
        </div>
      </div>
      <ul className={styles.masterBadges}>
        {master.isTeacher ? (
          <li className={styles.teacherBadge}>
            <Icon name="award" size={16} />
            {t("lessons.lesson.teacher")}
          </li>
        ) : null}
        {master.qualificationLevel ? (
          <li className={styles.levelChip}>
            {t("lessons.lesson.qualification", { level: master.qualificationLevel })}
          </li>
        ) : null}
      </ul>
      <Rating value={master.rating} count={master.reviewCount} size="md" />
      {master.shortDescription ? <p className={styles.masterAbout}>{master.shortDescription}</p> : null}
      <Link to={href(`/masters/${encodeURIComponent(master.username)}`)} className={outlineButton}>
        {t("lessons.lesson.viewProfile")}
        <span className={visuallyHidden}>: {master.fullName}</span>
      </Link>
    </section>
  );
}

function Reviews({ reviews, count, rating }: { reviews: Review[]; count: number; rating: number }) {
  const t = useT();
  const locale = useLocale();
  const date = dateFormat(locale, { year: "numeric", month: "long", day: "numeric" });
  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-title">
      <div className={styles.reviewsHead}>
        <h2 id="reviews-title" className={styles.sectionTitle}>
          {t("lessons.lesson.reviews.title")}
        </h2>
        {count > 0 ? <Rating value={rating} count={count} size="lg" /> : null}
      </div>
      {reviews.length === 0 ? (
        <div className={styles.reviewsEmpty}>
          <Icon name="star" size={28} />
          <div>
            <p className={styles.reviewsEmptyTitle}>{t("lessons.lesson.reviews.empty")}</p>
            <p>{t("lessons.lesson.reviews.emptyText")}</p>
          </div>
        </div>
      ) : (
        <ul className={styles.reviewList}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <div className={styles.reviewHead}>
                {review.author.avatar ? (
                  <img
                    className={styles.reviewAvatar}
                    src={imageSrc(review.author.avatar)}
                    srcSet={imageSrcSet(review.author.avatar)}
                    sizes="44px"
                    width={44}
                    height={44}
                    alt=""
                    loading="lazy"
                  />
                ) : (
                  <span className={styles.reviewAvatar} aria-hidden="true">
                    {Array.from(review.author.fullName.trim())[0]?.toUpperCase() ?? "?"}
                  </span>
                )}
                <div>
                  <p className={styles.reviewAuthor}>{review.author.fullName}</p>
                  <time className={styles.reviewDate} dateTime={review.createdAt}>
                    {date.format(new Date(review.createdAt))}
                  </time>
                </div>
                <Rating value={review.rating} />
              </div>
              {review.text ? <p className={styles.reviewText}>{review.text}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** schema.org `Course` for search engines, in a nonce'd script (the CSP allows no other inline script). */
function CourseJsonLd({
  lesson,
  url,
  image,
  description,
}: {
  lesson: LessonDetail;
  url: string;
  image: string | null;
  description: string;
}) {
  const nonce = useNonce();
  const origin = new URL(url).origin;
  const json: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Course",
    name: lesson.title,
    description: description || lesson.title,
    url,
    provider: { "@type": "Organization", name: SITE_NAME, sameAs: origin },
    author: {
      "@type": "Person",
      name: lesson.master.fullName,
      url: `${origin}/masters/${lesson.master.username}`,
    },
    offers: {
      "@type": "Offer",
      price: (lesson.priceCents / 100).toFixed(2),
      priceCurrency: "USD",
      category: lesson.priceCents === 0 ? "Free" : "Paid",
      url,
    },
  };
  if (image) json.image = image;
  if (lesson.reviewCount > 0 && lesson.rating > 0) {
    json.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(lesson.rating * 10) / 10,
      reviewCount: lesson.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, so it cannot close the script
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }}
    />
  );
}
