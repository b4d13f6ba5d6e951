import { Link } from "react-router";
import type { LessonDetail } from "~/catalog/types";
import { Icon } from "~/components/ui/icon";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./lesson.css";

/** The lesson's "Brands" tab: the materials the master works with in it, each a link to its lessons. */
export function BrandsPanel({ lesson }: { lesson: LessonDetail }) {
  const t = useT();
  const href = useLocalizedHref();
  if (lesson.brands.length === 0) {
    return (
      <div className={styles.videoEmpty}>
        <Icon name="tag" size={32} />
        <p>{t("lessons.lesson.brands.empty")}</p>
      </div>
    );
  }
  return (
    <div className={styles.brands}>
      <h3 className={styles.brandsTitle}>{t("lessons.lesson.brands.title")}</h3>
      <ul className={styles.brandList}>
        {lesson.brands.map((brand) => (
          <li key={brand.id} className={styles.brand}>
            <Link to={href(`/lessons?ordering=level&brand=${brand.id}`)} className={styles.brandLink}>
              <span className={styles.brandName}>{brand.name}</span>
              <span className={styles.brandMore}>
                {t("lessons.lesson.brands.lessonsWith", { brand: brand.name })}
                <Icon name="arrow-right" size={16} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
