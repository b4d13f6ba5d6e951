import { AskQuestionLink } from "~/components/contact/ask-question-link";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { Icon } from "../ui/icon";
import { PageLink } from "../ui/page-link";
import * as styles from "./footer.css";
import { Logo } from "./logo";
import type { ShellFooter, ShellPageName } from "./site-data";
import { socialLinks } from "./social-links";
import { StaticList } from "./static-list";

interface FooterProps {
  footer: ShellFooter | null;
  pageNames: ShellPageName[];
  /** Whether the masters column lists categories (rendered once per locale: StaticList). */
  hasCategories: boolean;
  /** The signed-in user's id, or null: the personal-office link depends on it. */
  userId: number | null;
  year: number;
}

export const COPYRIGHT_FROM = 2021;

/**
 * The site's footer: brand, social links, the "ask a question" link and the link columns. Drawn
 * inside the page's `<footer>` (the root's `KeptFooter`): it holds nothing React runs in the browser,
 * so a document keeps it as the server drew it.
 */
export function Footer({ footer, pageNames, hasCategories, userId, year }: FooterProps) {
  const t = useT();
  const href = useLocalizedHref();
  const name = (slug: string, fallback: string) =>
    pageNames.find((page) => page.slug === slug)?.name || t(fallback);
  const personalOffice = userId === null ? "/login" : `/masters/${userId}?tab=tab-1`;

  return (
    <>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <PageLink to={href("/")} aria-label={t("nav.home")} className={styles.logoLink}>
            <Logo />
          </PageLink>
          <p className={styles.tagline}>{t("footer.tagline")}</p>
          <ul className={styles.socials} aria-label={t("footer.followUs")}>
            {socialLinks(footer).map(({ network, url }) => (
              <li key={network}>
                <a href={url} className={styles.social} target="_blank" rel="noopener noreferrer">
                  <Icon name={network} size={20} />
                  <span className={styles.hiddenText}>{t(`footer.social.${network}`)}</span>
                </a>
              </li>
            ))}
          </ul>
          <AskQuestionLink className={styles.askQuestion} />
        </div>

        <nav className={styles.column} aria-labelledby="footer-masters">
          <h2 id="footer-masters" className={styles.heading}>
            {name("masters", "nav.items.masters")}
          </h2>
          {hasCategories ? (
            <StaticList id="footer-masters-list" className={styles.links} />
          ) : (
            <ul className={styles.links}>
              <li>
                <PageLink to={href("/masters?ordering=master")}>{t("footer.allMasters")}</PageLink>
              </li>
            </ul>
          )}
        </nav>

        <nav className={styles.column} aria-labelledby="footer-maistry">
          <h2 id="footer-maistry" className={styles.heading}>
            {t("footer.company")}
          </h2>
          <ul className={styles.links}>
            <li>
              <PageLink to={href("/lessons?ordering=level")}>{name("lessons", "nav.items.lessons")}</PageLink>
            </li>
            <li>
              <PageLink to={href("/about-us")}>{name("about", "nav.items.about")}</PageLink>
            </li>
            <li>
              <PageLink to={href("/become-teacher")}>
                {name("become-teacher", "nav.items.become-teacher")}
              </PageLink>
            </li>
            <li>
              <PageLink to={href("/proof-of-qualification")}>
                {name("qualification-training", "nav.items.qualification-training")}
              </PageLink>
            </li>
            <li>
              <PageLink to={href("/contact")}>{name("contact", "nav.items.contact")}</PageLink>
            </li>
            <li>
              <PageLink to={href("/publicOffer")}>{name("public-offer", "nav.items.public-offer")}</PageLink>
            </li>
            <li>
              <PageLink to={href(personalOffice)}>{t("footer.personalOffice")}</PageLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>{t("footer.copyright", { from: COPYRIGHT_FROM, to: year })}</p>
        <p>{t("footer.developer")}</p>
      </div>
    </>
  );
}
