import { numberFormat } from "~/i18n/formatters";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { visuallyHidden } from "~/styles/utilities.css";
import { formatCompact } from "./format";

/**
 * The views of a lesson or a master: the short count ("1.2K") for the eye, the full count in words
 * ("1,234 views") for screen readers. The caller gives the element around it, which draws the eye
 * (`"::before": maskIcon("eye", size)`): lists repeat it on every card.
 */
export function ViewCount({ views }: { views: number }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <span aria-hidden="true">{formatCompact(views, locale)}</span>
      <span className={visuallyHidden}>
        {t("catalog.views", { count: views, formatted: numberFormat(locale).format(views) })}
      </span>
    </>
  );
}
