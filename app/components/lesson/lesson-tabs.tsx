import { Icon, type IconName } from "~/components/ui/icon";
import { PageLink } from "~/components/ui/page-link";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./lesson.css";
import { LESSON_TABS, type LessonTab, type VideoStates } from "./tabs";

const TAB_ICONS: Record<LessonTab, IconName> = { trailer: "eye", full: "play", tips: "bulb", brands: "tag" };

/** The lesson page's tabs: the trailer, the full video, tips and brands, a lock on what is locked. */
export function LessonTabs({ slug, tab, videos }: { slug: string; tab: LessonTab; videos: VideoStates }) {
  const t = useT();
  const href = useLocalizedHref();
  const lessonPath = href(`/lessons/${encodeURIComponent(slug)}`);
  return (
    <nav aria-label={t("lessons.lesson.tabs.label")} className={styles.tabsNav}>
      <ul className={styles.tabs}>
        {LESSON_TABS.map((name) => (
          <li key={name}>
            <PageLink
              to={`${lessonPath}${name === "trailer" ? "" : `?tab=${name}`}#tabs`}
              className={styles.tab}
              aria-current={name === tab ? "page" : undefined}
              keepScroll
            >
              <Icon name={TAB_ICONS[name]} size={18} />
              {t(`lessons.lesson.tabs.${name}`)}
              {name !== "trailer" && name !== "brands" && videos[name] === "locked" ? (
                <Icon name="lock" size={15} className={styles.tabLock} />
              ) : null}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
