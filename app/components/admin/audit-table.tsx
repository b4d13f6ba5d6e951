import * as styles from "./admin.css";

export interface AuditRow {
  id: number;
  action: string;
  subject: string;
  detail: string;
  createdAt: Date | string;
  staff: string | null;
}

const when = (value: Date | string) =>
  new Date(value).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** Staff actions, newest first (the overview shows the latest, the audit page all of them). */
export function AuditTable({ entries }: { entries: readonly AuditRow[] }) {
  if (entries.length === 0) return <p className={styles.empty}>No staff actions yet.</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">When (UTC)</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">Subject</th>
          <th scope="col">Detail</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label="When">{when(entry.createdAt)}</td>
            <td data-label="Who">{entry.staff ?? "—"}</td>
            <td data-label="Action">
              <code>{entry.action}</code>
            </td>
            <td data-label="Subject">{entry.subject}</td>
            <td data-label="Detail">{entry.detail || <span className={styles.muted}>—</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
