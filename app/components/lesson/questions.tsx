import { lazy } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { PageLink } from "~/components/ui/page-link";
import type { QaPage, QaPost } from "~/forms/lesson-question-limits";
import { dateFormat } from "~/i18n/formatters";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./questions.css";

/**
 * The ask, answer and hide forms (with their field, validation and limits): loaded only when the
 * viewer is a buyer, the master or staff, never for the visitors who only read. No Suspense
 * boundary: the server waits for them, so the page arrives whole, without JavaScript too.
 */
const PostForm = lazy(() => import("./lesson-forms").then((module) => ({ default: module.PostForm })));
const ModerateForm = lazy(() =>
  import("./lesson-forms").then((module) => ({ default: module.ModerateForm })),
);

/** A text as typed: escaped by React, blank lines make paragraphs, line breaks are kept. */
function Body({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((part) => part.trim() !== "");
  return (
    <div className={styles.body}>
      {paragraphs.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text
        <p key={index}>{part.trim()}</p>
      ))}
    </div>
  );
}

/**
 * The lesson's questions and answers, newest question first, a page at a time: a buyer asks, the
 * lesson's master and staff answer, staff hide (and see what is hidden, marked). Every form is a
 * plain POST to the lesson page (`intent=question-*`), so all of it works without JavaScript.
 */
export function LessonQuestions({ qa }: { qa: QaPage }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const date = dateFormat(locale, { year: "numeric", month: "long", day: "numeric" });
  const { role } = qa.viewer;
  const pageHref = (page: number) => {
    const params = new URLSearchParams(search);
    if (page > 1) params.set("questions", String(page));
    else params.delete("questions");
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}#questions`;
  };
  const byline = (post: QaPost) => (
    <p className={styles.byline}>
      <span className={styles.author}>{post.author.fullName}</span>
      <time className={styles.date} dateTime={post.createdAt}>
        {date.format(new Date(post.createdAt))}
      </time>
    </p>
  );
  const hiddenMark = (post: QaPost) =>
    post.hidden ? (
      <p className={styles.hiddenMark}>{t("questionForms.hidden", { reason: post.hidden.reason })}</p>
    ) : null;

  return (
    <section id="questions" className={styles.section} aria-labelledby="questions-title">
      <div className={styles.head}>
        <h2 id="questions-title">{t("lessonQuestions.title")}</h2>
        {qa.count > 0 ? <span className={styles.count}>{qa.count}</span> : null}
      </div>
      {role === "buyer" ? (
        <PostForm />
      ) : role === "staff" ? null : (
        <p className={styles.note}>
          <Icon name={role === "master" ? "pencil" : "lock"} size={18} />
          {t(role === "master" ? "lessonQuestions.ownLesson" : "lessonQuestions.buyersOnly")}
        </p>
      )}
      {qa.questions.length === 0 ? (
        <p className={styles.lead}>{t("lessonQuestions.empty")}</p>
      ) : (
        <ol className={styles.list}>
          {qa.questions.map((question) => (
            <li
              key={question.id}
              id={`question-${question.id}`}
              className={styles.question}
              data-hidden={question.hidden ? "" : undefined}
            >
              {byline(question)}
              {hiddenMark(question)}
              <Body text={question.body} />
              {question.answers.length > 0 ? (
                <ul className={styles.answers} aria-label={t("lessonQuestions.answers")}>
                  {question.answers.map((answer) => (
                    <li
                      key={answer.id}
                      id={`answer-${answer.id}`}
                      className={styles.answer}
                      data-hidden={answer.hidden ? "" : undefined}
                    >
                      <p className={styles.role}>{t(`lessonQuestions.answerBy.${answer.role}`)}</p>
                      {byline(answer)}
                      {hiddenMark(answer)}
                      <Body text={answer.body} />
                      {role === "staff" ? <ModerateForm kind="answer" post={answer} page={qa.page} /> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {role === "master" || role === "staff" ? (
                <div className={styles.tools}>
                  {question.hidden ? null : (
                    <PostForm
                      question={question}
                      page={qa.page}
                      open={role === "master" && question.answers.length === 0}
                    />
                  )}
                  {role === "staff" ? <ModerateForm kind="question" post={question} page={qa.page} /> : null}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {qa.pages > 1 ? (
        <nav className={styles.pager} aria-label={t("lessonQuestions.pages")}>
          {qa.page > 1 ? (
            <PageLink to={pageHref(qa.page - 1)} className={styles.pagerLink} keepScroll>
              {t("lessonQuestions.newer")}
            </PageLink>
          ) : (
            <span />
          )}
          {qa.page < qa.pages ? (
            <PageLink to={pageHref(qa.page + 1)} className={styles.pagerLink} keepScroll>
              {t("lessonQuestions.older")}
            </PageLink>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
