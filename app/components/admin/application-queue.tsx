import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import type { ImageRef } from "~/catalog/types";
import * as adminStyles from "~/components/admin/admin.css";
import { badge } from "~/components/admin/admin.css";
import { filledButton, outlineButton } from "~/components/ui/button.css";
import * as fieldStyles from "~/components/ui/field.css";
import { dateFormat } from "~/i18n/formatters";
import { useLocalizedHref } from "~/i18n/use-locale";
import * as styles from "./applications.css";

/** What both queues show of an item (English: the back-office is English only). */
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

const when = (iso: string) =>
  dateFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));

const TONES = { pending: "accent", approved: "success", rejected: "danger" } as const;

/** One application or request: who, when, what they sent, and the decision (or the form to make it). */
export function QueueCard({
  item,
  label,
  children,
  decisionText,
  failure,
  extraField,
}: {
  item: QueueItem;
  /** "Teacher application", "Qualification request". */
  label: string;
  /** What the user sent (a `<dl>` body). */
  children: ReactNode;
  /** The decision in one line (decided items). */
  decisionText: string;
  failure: DecisionFailure | undefined;
  /** A field beside the note (the granted level). */
  extraField?: ReactNode;
}) {
  const href = useLocalizedHref();
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
            {item.status}
          </span>
          <span className={styles.meta}>
            {label} #{item.id} · sent {when(item.createdAt)}
          </span>
        </div>
      </div>
      <dl className={styles.facts}>
        {children}
        {item.photos.length > 0 ? (
          <div className={styles.wide}>
            <dt>Photos ({item.photos.length})</dt>
            <dd>
              <ul className={styles.thumbs}>
                {item.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <a
                      href={photo.full ?? undefined}
                      target="_blank"
                      rel="noreferrer"
                      className={styles.thumb}
                      aria-label={`Photo ${index + 1}${photo.name ? `: ${photo.name}` : ""} (opens full size)`}
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
          aria-label={`Decide on ${label.toLowerCase()} #${item.id}`}
        >
          <input type="hidden" name="id" value={item.id} />
          {mine?.errors.form ? (
            <p className={styles.notice} data-tone="error" role="alert">
              {mine.errors.form}
            </p>
          ) : null}
          <div className={styles.decideFields}>
            <div className={fieldStyles.field} data-invalid={mine?.errors.note ? "" : undefined}>
              <label htmlFor={noteId} className={fieldStyles.label}>
                Note to the applicant (required to reject)
              </label>
              <textarea
                id={noteId}
                name="note"
                rows={3}
                maxLength={2000}
                defaultValue={mine?.values.note}
                className={`${fieldStyles.input} ${styles.note}`}
                aria-invalid={mine?.errors.note ? true : undefined}
                aria-describedby={mine?.errors.note ? `${noteId}-error` : undefined}
              />
              {mine?.errors.note ? (
                <p id={`${noteId}-error`} className={fieldStyles.error} role="alert">
                  {mine.errors.note}
                </p>
              ) : null}
            </div>
            {extraField}
          </div>
          <div className={styles.buttons}>
            <button type="submit" name="intent" value="approve" className={filledButton}>
              Approve
            </button>
            <button
              type="submit"
              name="intent"
              value="reject"
              className={`${outlineButton} ${styles.rejectButton}`}
            >
              Reject
            </button>
          </div>
        </Form>
      ) : (
        <p className={styles.decision}>
          {decisionText}
          {item.decidedAt ? ` · ${when(item.decidedAt)}` : ""}
          {item.decidedBy ? ` · by @${item.decidedBy}` : ""}
          {item.staffNote ? `\nNote: ${item.staffNote}` : ""}
        </p>
      )}
    </li>
  );
}

/** The notice after a decision (`?done=<id>&result=approved|rejected`). */
export function DoneNotice({ search, label }: { search: string; label: string }) {
  const params = new URLSearchParams(search);
  const id = params.get("done");
  const result = params.get("result");
  if (!id || (result !== "approved" && result !== "rejected")) return null;
  return (
    <p className={styles.notice} role="status">
      {label} #{id} {result}. The applicant has been emailed.
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
  return (
    <>
      <section className={adminStyles.panel} aria-labelledby="pending-title">
        <h2 id="pending-title" className={styles.groupTitle}>
          Waiting ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <p className={adminStyles.empty}>{nothingWaits}</p>
        ) : (
          <ul className={styles.list}>{pending.map(card)}</ul>
        )}
      </section>
      <section className={adminStyles.panel} aria-labelledby="decided-title">
        <h2 id="decided-title" className={styles.groupTitle}>
          Decided (latest {decided.length})
        </h2>
        {decided.length === 0 ? (
          <p className={adminStyles.empty}>Nothing decided yet.</p>
        ) : (
          <ul className={styles.list}>{decided.map(card)}</ul>
        )}
      </section>
    </>
  );
}
