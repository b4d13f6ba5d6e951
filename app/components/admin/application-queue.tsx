import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import type { ImageRef } from "~/catalog/types";
import * as adminStyles from "~/components/admin/admin.css";
import { badge } from "~/components/admin/admin.css";
import { filledButton, outlineButton } from "~/components/ui/button.css";
import * as fieldStyles from "~/components/ui/field.css";
import { STAFF_NOTE_MAX } from "~/forms/applications-limits";
import { dateFormat } from "~/i18n/formatters";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./applications.css";

/** What both queues show of an item. */
export interface QueueItem {
  id: number;
  status: "pending" | "approved" | "rejected";
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  staffNote: string;
  user: { username: string; fullName: string; email: string };
  photos: { id: number; name: string; image: ImageRef | null; full: string | null }[];
}

/** The answer of a refused decision: which item, and the messages by field. */
export interface DecisionFailure {
  id: number;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** The queue an item is in: its messages are `admin.applications.kinds.<kind>.*`. */
export type QueueKind = "teacher" | "qualification";

/** A date and time of the queues, in the page's language (UTC, as the audit log). */
function useWhen() {
  const format = dateFormat(useLocale(), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (iso: string) => format.format(new Date(iso));
}

const TONES = { pending: "accent", approved: "success", rejected: "danger" } as const;

/** One application or request: who, when, what they sent, and the decision (or the form to make it). */
export function QueueCard({
  item,
  kind,
  children,
  decisionText,
  failure,
  extraField,
}: {
  item: QueueItem;
  kind: QueueKind;
  /** What the user sent (a `<dl>` body). */
  children: ReactNode;
  /** The decision in one line (decided items). */
  decisionText: string;
  failure: DecisionFailure | undefined;
  /** A field beside the note (the granted level). */
  extraField?: ReactNode;
}) {
  const href = useLocalizedHref();
  const t = useT();
  const when = useWhen();
  const mine = failure?.id === item.id ? failure : undefined;
  const noteId = `note-${item.id}`;
  return (
    <li className={styles.item} data-status={item.status} aria-labelledby={`item-${item.id}`}>
      <div className={styles.itemHead}>
        <div className={styles.who}>
          <Link id={`item-${item.id}`} to={href(`/masters/${item.user.username}`)} className={styles.name}>
            {item.user.fullName || item.user.username}
          </Link>
          <span className={styles.meta}>
            @{item.user.username} · {item.user.email}
          </span>
        </div>
        <div className={styles.who}>
          <span className={badge} data-tone={TONES[item.status]}>
            {t(`admin.applications.statuses.${item.status}`)}
          </span>
          <span className={styles.meta}>
            {t(`admin.applications.kinds.${kind}.sent`, { id: item.id, time: when(item.createdAt) })}
          </span>
        </div>
      </div>
      <dl className={styles.facts}>
        {children}
        {item.photos.length > 0 ? (
          <div className={styles.wide}>
            <dt>{t("admin.applications.photos", { number: item.photos.length })}</dt>
            <dd>
              <ul className={styles.thumbs}>
                {item.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <a
                      href={photo.full ?? undefined}
                      target="_blank"
                      rel="noreferrer"
                      className={styles.thumb}
                      aria-label={t(
                        photo.name ? "admin.applications.photoWithName" : "admin.applications.photo",
                        {
                          number: index + 1,
                          name: photo.name,
                        },
                      )}
                    >
                      {photo.image ? (
                        <img
                          src={imageSrc(photo.image)}
                          srcSet={imageSrcSet(photo.image)}
                          sizes="96px"
                          alt=""
                          loading="lazy"
                        />
                      ) : null}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      {item.status === "pending" ? (
        <Form
          method="post"
          className={styles.decide}
          aria-label={t(`admin.applications.kinds.${kind}.decide`, { id: item.id })}
        >
          <input type="hidden" name="id" value={item.id} />
          {mine?.errors.form ? (
            <p className={styles.notice} data-tone="error" role="alert">
              {t(mine.errors.form)}
            </p>
          ) : null}
          <div className={styles.decideFields}>
            <div className={fieldStyles.field} data-invalid={mine?.errors.note ? "" : undefined}>
              <label htmlFor={noteId} className={fieldStyles.label}>
                {t("admin.applications.note")}
              </label>
              <textarea
                id={noteId}
                name="note"
                rows={3}
                maxLength={STAFF_NOTE_MAX}
                defaultValue={mine?.values.note}
                className={`${fieldStyles.input} ${styles.note}`}
                aria-invalid={mine?.errors.note ? true : undefined}
                aria-describedby={mine?.errors.note ? `${noteId}-error` : undefined}
              />
              {mine?.errors.note ? (
                <p id={`${noteId}-error`} className={fieldStyles.error} role="alert">
                  {t(mine.errors.note, { count: STAFF_NOTE_MAX })}
                </p>
              ) : null}
            </div>
            {extraField}
          </div>
          <div className={styles.buttons}>
            <button type="submit" name="intent" value="approve" className={filledButton}>
              {t("admin.applications.approve")}
            </button>
            <button
              type="submit"
              name="intent"
              value="reject"
              className={`${outlineButton} ${styles.rejectButton}`}
            >
              {t("admin.applications.reject")}
            </button>
          </div>
        </Form>
      ) : (
        <p className={styles.decision}>
          {decisionText}
          {item.decidedAt ? ` · ${when(item.decidedAt)}` : ""}
          {item.decidedBy ? ` · ${t("admin.applications.decidedBy", { username: item.decidedBy })}` : ""}
          {item.staffNote ? `\n${t("admin.applications.staffNote", { note: item.staffNote })}` : ""}
        </p>
      )}
    </li>
  );
}

/** The notice after a decision (`?done=<id>&result=approved|rejected`). */
export function DoneNotice({ search, kind }: { search: string; kind: QueueKind }) {
  const t = useT();
  const params = new URLSearchParams(search);
  const id = params.get("done");
  const result = params.get("result");
  if (!id || (result !== "approved" && result !== "rejected")) return null;
  return (
    <p className={styles.notice} role="status">
      {t(`admin.applications.kinds.${kind}.${result}`, { id })}
    </p>
  );
}

/** A queue's two lists: what waits (oldest first) and the latest decided. */
export function QueueSections<T extends { id: number }>({
  pending,
  decided,
  card,
  nothingWaits,
}: {
  pending: readonly T[];
  decided: readonly T[];
  card: (item: T) => ReactNode;
  nothingWaits: string;
}) {
  const t = useT();
  return (
    <>
      <section className={adminStyles.panel} aria-labelledby="pending-title">
        <h2 id="pending-title" className={styles.groupTitle}>
          {t("admin.applications.waiting", { number: pending.length })}
        </h2>
        {pending.length === 0 ? (
          <p className={adminStyles.empty}>{nothingWaits}</p>
        ) : (
          <ul className={styles.list}>{pending.map(card)}</ul>
        )}
      </section>
      <section className={adminStyles.panel} aria-labelledby="decided-title">
        <h2 id="decided-title" className={styles.groupTitle}>
          {t("admin.applications.decided", { number: decided.length })}
        </h2>
        {decided.length === 0 ? (
          <p className={adminStyles.empty}>{t("admin.applications.nothingDecided")}</p>
        ) : (
          <ul className={styles.list}>{decided.map(card)}</ul>
        )}
      </section>
    </>
  );
}
