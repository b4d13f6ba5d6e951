import { Form } from "react-router";
import type { LessonCardView } from "~/catalog/card-views";
import { EmptyState } from "~/components/catalog/empty-state";
import { cardGridWide, LessonCard } from "~/components/catalog/lesson-card";
import { PageLink } from "~/components/ui/page-link";
import { dateFormat } from "~/i18n/formatters";
import { formatMoney } from "~/i18n/money";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import type { ProgressSummary } from "~/server/catalog/lesson-progress.server";
import { filledButton, outlineButton } from "../ui/button.css";
import { Icon } from "../ui/icon";
import { SubmitButton } from "../ui/submit-button";
import { badge } from "./form-grid.css";
import * as styles from "./own-page.css";
import * as own from "./purchased-lessons.css";

export type PurchasedLesson = LessonCardView & {
  progress: ProgressSummary;
  /** While the buyer may ask for a refund (decision 049): until when, and what they paid. */
  refund: { until: string; priceCents: number } | null;
};

/** "Ask for a refund": a disclosure with what happens and the button (a plain POST form). */
function RefundForm({
  lesson,
  refund,
}: {
  lesson: PurchasedLesson;
  refund: NonNullable<PurchasedLesson["refund"]>;
}) {
  const t = useT();
  const locale = useLocale();
  const href = useLocalizedHref();
  const price = formatMoney(refund.priceCents, locale);
  const date = dateFormat(locale, { year: "numeric", month: "long", day: "numeric" }).format(
    new Date(refund.until),
  );
  return (
    <details className={own.refund}>
      <summary className={own.refundSummary}>{t("refunds.ask")}</summary>
      <p className={own.refundLead}>{t("refunds.lead", { price, date })}</p>
      <Form method="post" action={href(`/lessons/${encodeURIComponent(lesson.slug)}/refund`)}>
        <SubmitButton className={outlineButton}>{t("refunds.submit", { price })}</SubmitButton>
      </Form>
    </details>
  );
}

/** How far the buyer got in one lesson: a bar with its percent, and the way to (re)start. */
function LessonProgress({ lesson }: { lesson: PurchasedLesson }) {
  const t = useT();
  const href = useLocalizedHref();
  const { started, percent, completed } = lesson.progress;
  const watchHref = `${href(`/lessons/${encodeURIComponent(lesson.slug)}`)}?tab=full#tabs`;
  const text = t("office.purchased.watched", { percent });
  return (
    <div className={own.progress} data-progress={completed ? "completed" : started ? "started" : "new"}>
      <span
        className={own.meter}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={`${lesson.title}: ${text}`}
      >
        <span className={own.meterFill} style={{ width: `${percent}%` }} data-completed={completed} />
      </span>
      <span className={own.watched}>{text}</span>
      {completed ? (
        <span className={badge} data-tone="success">
          <Icon name="check" size={14} />
          {t("office.purchased.completed")}
        </span>
      ) : (
        <PageLink to={watchHref} className={own.action}>
          {t(started ? "office.purchased.continue" : "office.purchased.start")}
          <Icon name="arrow-right" size={16} />
        </PageLink>
      )}
    </div>
  );
}

/** The owner's "purchased lessons" tab: the lessons they bought, or the way to the catalog. */
export function PurchasedLessons({ lessons }: { lessons: PurchasedLesson[] }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <section className={styles.panel} aria-labelledby="purchased-title">
      <div className={styles.panelHead}>
        <div>
          <h2 id="purchased-title" className={styles.panelTitle}>
            {t("office.tabs.purchased")}
            {lessons.length > 0 ? <span className={styles.count}>{lessons.length}</span> : null}
          </h2>
          <p className={styles.panelLead}>{t("office.purchased.lead")}</p>
        </div>
      </div>
      {lessons.length === 0 ? (
        <EmptyState
          title={t("office.purchased.emptyTitle")}
          text={t("office.purchased.emptyText")}
          icon="play"
        >
          <PageLink to={href("/lessons")} className={filledButton}>
            {t("office.purchased.browse")}
          </PageLink>
        </EmptyState>
      ) : (
        <ul className={cardGridWide}>
          {lessons.map((lesson) => (
            <li key={lesson.id} className={own.item}>
              <LessonCard lesson={lesson} />
              <div className={own.below}>
                <LessonProgress lesson={lesson} />
                {lesson.refund ? <RefundForm lesson={lesson} refund={lesson.refund} /> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
