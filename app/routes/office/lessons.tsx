import { Link } from "react-router";
import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import { usePrice } from "~/components/catalog/format";
import { ViewCount } from "~/components/catalog/view-count";
import { badge, emptyBox, itemList } from "~/components/office/form-grid.css";
import { OfficeSection } from "~/components/office/section";
import { DeleteButton } from "~/components/office-items/confirm-delete";
import { officeItemsMeta } from "~/components/office-items/meta";
import * as styles from "~/components/office-items/office-items.css";
import { filledButton, outlineButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { getLocale, withDatabase } from "~/server/context.server";
import { listOwnLessons } from "~/server/office/lessons.server";
import { requireUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/lessons";

/** The signed-in user's lessons, drafts included. Deleting posts to the lesson's editor. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const locale = getLocale(context);
  return { lessons: await withDatabase(context, (db) => listOwnLessons(db, locale, user.id)) };
}

export const meta: Route.MetaFunction = ({ matches }) => officeItemsMeta(matches, "lessons");

export default function OfficeLessons({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const price = usePrice();
  const { lessons } = loaderData;
  const newLesson = (
    <Link to={href("/personal-info/lessons/new")} className={filledButton}>
      <Icon name="play" size={18} />
      {t("officeItems.lessons.new")}
    </Link>
  );

  return (
    <OfficeSection
      title={t("officeItems.lessons.title")}
      lead={t("officeItems.lessons.lead")}
      actions={lessons.length > 0 ? newLesson : undefined}
    >
      {lessons.length === 0 ? (
        <div className={emptyBox}>
          <span className={styles.emptyIcon}>
            <Icon name="play" size={28} />
          </span>
          <p className={styles.emptyTitle}>{t("officeItems.lessons.empty.title")}</p>
          <p>{t("officeItems.lessons.empty.text")}</p>
          {newLesson}
        </div>
      ) : (
        <ul className={itemList} aria-label={t("officeItems.lessons.listLabel")}>
          {lessons.map((lesson) => {
            const editHref = href(`/personal-info/lessons/${lesson.id}`);
            return (
              <li key={lesson.id} className={styles.lessonRow}>
                {lesson.poster ? (
                  <img
                    src={imageSrc(lesson.poster)}
                    srcSet={imageSrcSet(lesson.poster)}
                    sizes="88px"
                    width={lesson.poster.width}
                    height={lesson.poster.height}
                    alt=""
                    loading="lazy"
                    className={styles.lessonThumb}
                  />
                ) : (
                  <span className={styles.lessonThumb} aria-hidden="true">
                    <Icon name="play" size={26} />
                  </span>
                )}
                <div className={styles.lessonBody}>
                  <div className={styles.rowHead}>
                    <h2 className={styles.lessonTitle}>{lesson.title}</h2>
                    <span className={badge} data-tone={lesson.published ? "success" : "muted"}>
                      {t(lesson.published ? "officeItems.status.published" : "officeItems.status.draft")}
                    </span>
                  </div>
                  <p className={styles.metaLine}>
                    {[
                      lesson.specialization?.title,
                      t(`catalog.levels.${lesson.level}`),
                      price(lesson.priceCents),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                    {" · "}
                    <span className={styles.views}>
                      <ViewCount views={lesson.views} />
                    </span>
                  </p>
                  {!lesson.published && !(lesson.hasTrailer && lesson.hasFullVideo) ? (
                    <p className={styles.cardMeta}>{t("officeItems.lessons.needsVideos")}</p>
                  ) : null}
                </div>
                <div className={styles.rowActions}>
                  <Link
                    to={editHref}
                    className={`${outlineButton} ${styles.smallButton}`}
                    aria-label={t("officeItems.actions.editNamed", { name: lesson.title })}
                  >
                    {t("officeItems.actions.edit")}
                  </Link>
                  <Link
                    to={href(`/lessons/${encodeURIComponent(lesson.slug)}`)}
                    className={`${outlineButton} ${styles.smallButton}`}
                    aria-label={t("officeItems.lessons.viewNamed", { name: lesson.title })}
                  >
                    {t("officeItems.lessons.view")}
                  </Link>
                  <DeleteButton
                    action={editHref}
                    confirmHref={`${editHref}?delete`}
                    title={t("officeItems.lessons.confirm.title")}
                    text={t("officeItems.lessons.confirm.text")}
                    label={t("officeItems.actions.deleteNamed", { name: lesson.title })}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </OfficeSection>
  );
}
