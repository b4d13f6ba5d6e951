import { auditActionText, auditDetailText, auditSubjectText } from "~/admin/audit-text";
import { dateFormat } from "~/i18n/formatters";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./admin.css";

export interface AuditRow {
  id: number;
  action: string;
  subject: string;
  detail: string;
  createdAt: Date | string;
  staff: string | null;
}

/** Staff actions, newest first (the overview shows the latest, the audit page all of them). */
export function AuditTable({ entries }: { entries: readonly AuditRow[] }) {
  const t = useT();
  const locale = useLocale();
  if (entries.length === 0) return <p className={styles.empty}>{t("admin.audit.empty")}</p>;
  const when = dateFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const label = (column: string) => t(`admin.audit.columns.${column}`);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t("admin.audit.columns.whenUtc")}</th>
          <th scope="col">{label("who")}</th>
          <th scope="col">{label("action")}</th>
          <th scope="col">{label("subject")}</th>
          <th scope="col">{label("detail")}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const detail = auditDetailText(t, locale, entry.detail);
          return (
            <tr key={entry.id}>
              <td data-label={label("when")} className={styles.nowrap}>
                {when.format(new Date(entry.createdAt))}
              </td>
              <td data-label={label("who")}>{entry.staff ?? "—"}</td>
              <td data-label={label("action")}>
                {auditActionText(t, entry.action)}
                {/* The code too: what staff search for and developers grep. */}
                <br />
                <code className={styles.code}>{entry.action}</code>
              </td>
              <td data-label={label("subject")}>{auditSubjectText(t, entry.subject)}</td>
              <td data-label={label("detail")}>{detail || <span className={styles.muted}>—</span>}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
