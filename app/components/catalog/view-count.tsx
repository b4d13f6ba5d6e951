import { useTranslation } from "react-i18next";
import { Icon } from "~/components/ui/icon";
import { useLocale } from "~/i18n/use-locale";
import { visuallyHidden } from "~/styles/utilities.css";
import { formatCompact } from "./format";

/**
 * The views of a lesson or a master: an eye and the short count ("1.2K") for the eye, the full
 * count in words ("1,234 views") for screen readers. The caller gives the element around it.
 */
export function ViewCount({ views, iconSize }: { views: number; iconSize: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Icon name="eye" size={iconSize} />
      <span aria-hidden="true">{formatCompact(views, locale)}</span>
      <span className={visuallyHidden}>
        {t("catalog.views", { count: views, formatted: new Intl.NumberFormat(locale).format(views) })}
      </span>
    </>
  );
}
