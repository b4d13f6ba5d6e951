import { lazy } from "react";
import { data, type MetaDescriptor } from "react-router";
import { largestImageUrl } from "~/catalog/image-urls";
import { COURSE_DATA } from "~/catalog/json-ld";
import { courseJsonLd } from "~/components/lesson/course-json-ld.server";
import {
  KeptAbout,
  KeptBrandsPanel,
  KeptLessonHead,
  KeptLessonTabs,
  KeptMasterBox,
  KeptPriceCard,
  KeptQuestions,
  KeptReviews,
  KeptVideoNote,
} from "~/components/lesson/kept";
import * as styles from "~/components/lesson/lesson.css";
import { LESSON_TABS, type LessonTab, type VideoStates } from "~/components/lesson/tabs";
import { VideoPanel } from "~/components/lesson/video-panel";
import { lazyComponent } from "~/components/ui/lazy-component";
import type { QaViewer } from "~/forms/lesson-question-limits";
import { localizePath } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { canSeeLesson, type LessonVideos, lessonVideos } from "~/server/catalog/lesson-access.server";
import { progressByLesson, resumeSeconds } from "~/server/catalog/lesson-progress.server";
import { subtitleTracks } from "~/server/catalog/lesson-subtitles.server";
import { getLesson } from "~/server/catalog/lessons.server";
import { quoteCoupon } from "~/server/commerce/coupons.server";
import { purchaseCheck } from "~/server/commerce/purchases.server";
import { getLocale, getServices, publicOrigin, withDatabase } from "~/server/context.server";
import { keepOutOfHydration } from "~/server/http/server-drawn.server";
import { isSaved } from "~/server/social/social.server";
import { getUser } from "~/server/web/current-user.server";
import {
  isQuestionPost,
  lessonQuestions,
  questionAction,
  questionsPageParam,
} from "~/server/web/question-routes.server";
import { lessonReviewer, reviewAction } from "~/server/web/review-routes.server";
import { contents, visuallyHidden } from "~/styles/utilities.css";
import type { Route } from "./+types/lesson";
import { countView } from "./count-view.server";

/**
 * The review form (its field, stars and validation): loaded only for a signed-in viewer, to whom it
 * shows something; a visitor's page never fetches it. No Suspense boundary: the server waits for
 * it, so the page arrives whole, without JavaScript too.
 */
const ReviewForm = lazy(() =>
  import("~/components/lesson/lesson-forms").then((module) => ({ default: module.ReviewForm })),
);

/**
 * The full video's steps (their seeking and repeating): loaded only on the full video's tab. No
 * Suspense boundary, as for the review form.
 */
const LessonSteps = lazyComponent(() =>
  import("~/components/lesson/steps-parts").then((module) => module.LessonSteps),
);

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
 * master, price, level, views, rating and reviews. Who sees a draft (`canSeeLesson`) and who gets
 * the full and tips videos' signed URLs (`canWatch`) is decided in `lesson-access.server.ts`;
 * to everyone else a draft does not exist (404), and a locked video shows the locked panel.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const viewer = getUser(context);
  const url = new URL(request.url);
  const tabParam = url.searchParams.get("tab");
  const tab: LessonTab = LESSON_TABS.find((name) => name === tabParam) ?? "trailer";

  const found = await withDatabase(context, async (db) => {
    const lesson = await getLesson(db, locale, params.slug);
    // Whether the viewer bought it: video access, progress, the review form and the questions
    // all ask, the database once.
    const purchased = viewer && lesson ? purchaseCheck(db, viewer.id, lesson.id) : undefined;
    const visible =
      lesson &&
      (await canSeeLesson(
        db,
        viewer,
        { id: lesson.id, masterId: lesson.master.id, published: lesson.published },
        purchased,
      ));
    if (!lesson || !visible) throw data(null, { status: 404 });
    const playback = async () => {
      const videos = await lessonVideos(getServices(context), db, viewer, lesson, purchased);
      const full = videos.full?.state === "playable";
      const [subtitles, buyer] = await Promise.all([
        subtitleTracks(getServices(context), db, viewer, lesson, {
          trailer: videos.trailer?.state === "playable",
          full,
        }),
        // A buyer's place in the full video (decision 043): the player saves it and continues from it.
        full && purchased ? purchased() : false,
      ]);
      const saved =
        buyer && viewer ? (await progressByLesson(db, viewer.id, [lesson.id])).get(lesson.id) : undefined;
      const progress = buyer
        ? {
            url: `/lessons/${encodeURIComponent(lesson.slug)}/progress`,
            // A step's moment in the address (`?t=`) wins over the saved place.
            resumeSeconds: url.searchParams.has("t") ? null : resumeSeconds(saved ?? null),
          }
        : null;
      return { videos, subtitles, progress };
    };
    // A shared link's code (`?coupon=`, decision 047): priced only when the address carries one.
    const code = url.searchParams.get("coupon")?.trim().slice(0, 24);
    // What does not depend on each other is asked at once: one connection's page waits for the
    // slowest answer, not for their sum.
    const [media, saved, quote, reviewer, questions] = await Promise.all([
      playback(),
      // The heart (decision 045): the viewer's saved state; a visitor's page is the same for everyone.
      viewer && lesson.published ? isSaved(db, viewer.id, lesson.id) : null,
      code && lesson.published ? quoteCoupon(db, { ...lesson, masterId: lesson.master.id }, code) : null,
      lessonReviewer(context, viewer, lesson, purchased),
      lessonQuestions(context, viewer, lesson, questionsPageParam(url), purchased),
      lesson.published ? countView(context, request, "lesson", lesson.id) : false,
    ]);
    const coupon = quote?.ok ? { code: quote.code, finalCents: quote.finalCents } : null;
    return { lesson, ...media, saved, coupon, reviewer, questions };
  });
  const { lesson } = found;

  const origin = publicOrigin(getServices(context));
  const path = localizePath(locale, `/lessons/${encodeURIComponent(lesson.slug)}`);
  const seo = {
    url: `${origin}${path}`,
    image: lesson.poster ? `${origin}${largestImageUrl(lesson.poster)}` : null,
    description: shorten(lesson.about),
  };
  const isOwner = viewer?.id === lesson.master.id;
  return {
    lesson,
    // hreflang (root): the languages its text is in, the original first (x-default); a draft has none.
    alternateLocales: lesson.published ? lesson.languages : null,
    tab,
    videos: found.videos,
    /** The `<track>`s of the trailer and the full video, signed like the videos (decision 044). */
    subtitles: found.subtitles,
    progress: found.progress,
    saved: found.saved,
    coupon: found.coupon,
    signedIn: viewer !== null,
    isOwner,
    /** Whether the viewer may review the lesson (a buyer), with their review if they wrote one. */
    reviewer: found.reviewer,
    /** A page of the lesson's questions and what the viewer may do with them (decision 046). */
    questions: found.questions,
    seo,
    /** The page's schema.org `Course`, made here and sent once (`JsonLd`). */
    courseData: keepOutOfHydration(context, COURSE_DATA, [courseJsonLd({ lesson, ...seo })]),
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

/**
 * The buyer's review (`intent=review`) and the question forms (`intent=question-*`): saved, then
 * back to the page with a success message.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (await isQuestionPost(request)) return questionAction(context, request, params.slug);
  return reviewAction(context, request, params.slug);
}

/** Whether the viewer only reads the questions: no form of theirs on the page. */
const onlyReads = ({ role }: QaViewer): boolean => role === "visitor" || role === "other";

/** Each video's state for the viewer, without its signed addresses (for the parts kept as HTML). */
const videoStates = (videos: LessonVideos): VideoStates => ({
  trailer: videos.trailer?.state ?? null,
  full: videos.full?.state ?? null,
  tips: videos.tips?.state ?? null,
});

export default function Lesson({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { lesson, tab, videos, subtitles, progress, signedIn, isOwner, courseData, coupon, saved } =
    loaderData;
  const states = videoStates(videos);
  const video = tab === "brands" ? null : videos[tab];
  // A buyer sees the lesson as theirs, not its price again.
  const bought = loaderData.reviewer.role === "buyer" && lesson.priceCents > 0;
  // The title and about are the original's when there is no translation into the page's language.
  const textLang = lesson.textLanguage === locale ? undefined : lesson.textLanguage;

  return (
    <article className={styles.page}>
      <KeptLessonHead
        id="lesson-head"
        className={styles.head}
        lesson={lesson}
        lang={textLang}
        isOwner={isOwner}
        courseData={courseData}
      />

      <div className={styles.layout}>
        <div className={styles.playerArea}>
          <section id="tabs" className={styles.player} aria-labelledby="tabs-title">
            <h2 id="tabs-title" className={visuallyHidden}>
              {t("lessons.lesson.tabs.label")}
            </h2>
            <KeptLessonTabs
              id="lesson-tabs"
              className={contents}
              slug={lesson.slug}
              tab={tab}
              videos={states}
            />
            <div className={styles.panel}>
              {tab === "brands" ? (
                <KeptBrandsPanel id="lesson-brands" lesson={lesson} />
              ) : video?.state === "playable" ? (
                <VideoPanel
                  video={video}
                  lesson={lesson}
                  tab={tab}
                  tracks={tab === "trailer" || tab === "full" ? subtitles[tab] : []}
                  progress={tab === "full" ? progress : null}
                />
              ) : (
                <KeptVideoNote
                  id="lesson-video-note"
                  locked={video?.state === "locked"}
                  lesson={lesson}
                  tab={tab}
                  signedIn={signedIn}
                  coupon={coupon}
                />
              )}
              {tab === "full" ? (
                <LessonSteps
                  steps={lesson.steps}
                  src={videos.full?.state === "playable" ? videos.full.src : null}
                />
              ) : null}
            </div>
          </section>
        </div>
        <KeptAbout id="lesson-about" className={styles.aboutArea} text={lesson.about} lang={textLang} />
        <div className={styles.reviewsArea}>
          <KeptReviews
            id="lesson-reviews"
            reviews={lesson.reviews}
            count={lesson.reviewCount}
            rating={lesson.rating}
          />
          {loaderData.reviewer.role === "visitor" ? null : <ReviewForm reviewer={loaderData.reviewer} />}
          <KeptQuestions
            id="lesson-questions"
            qa={loaderData.questions}
            keep={onlyReads(loaderData.questions.viewer)}
          />
        </div>
        <div className={styles.asideArea}>
          <div className={styles.priceArea}>
            <KeptPriceCard
              id="lesson-price"
              className={styles.priceCard}
              keep={saved === null}
              lesson={lesson}
              videos={states}
              coupon={coupon}
              bought={bought}
              saved={saved}
            />
          </div>
          <KeptMasterBox id="lesson-master" className={styles.masterArea} master={lesson.master} />
        </div>
      </div>
    </article>
  );
}
