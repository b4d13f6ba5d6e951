import { numberFormat } from "~/i18n/formatters";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./result-summary.css";

/**
 * "24 lessons" / "1 майстер" / "5 lekcji": the count with the language's plural form
 * (`catalog.results.<kind>_one|few|many|other`). A status region: the new count is announced
 * after a client-side navigation.
 */
export function ResultSummary({ count, kind }: { count: number; kind: "lessons" | "masters" }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className={styles.summary} role="status">
      {t(`catalog.results.${kind}`, { count, formatted: numberFormat(locale).format(count) })}
    </p>
  );
}
