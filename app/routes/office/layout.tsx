import { data, Link, Outlet, useLocation } from "react-router";
import * as profileStyles from "~/components/catalog/master-profile.css";
import { PersonPhoto } from "~/components/catalog/person-photo";
import { CompletionPrompt } from "~/components/office/completion-prompt";
import { OfficeNav } from "~/components/office/office-nav";
import { activeSection } from "~/components/office/sections";
import { Breadcrumbs, type Crumb } from "~/components/ui/breadcrumbs";
import { outlineButton } from "~/components/ui/button.css";
import { Icon } from "~/components/ui/icon";
import { browserMessages, getI18n } from "~/i18n/i18n";
import { splitLocale } from "~/i18n/locales";
import { errorMeta, rootLocale, translatedMeta } from "~/i18n/meta";
import { useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { profileToDo } from "~/office/types";
import { withDatabase } from "~/server/context.server";
import { profileCompletion } from "~/server/office/completion.server";
import { officeIdentity } from "~/server/office/shell.server";
import { completionPrompt } from "~/server/web/completion-prompt.server";
import { requireUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/layout";
import * as styles from "./layout.css";

/**
 * The personal office's frame: signed-in users only (a visitor goes to the login page and comes
 * back here). Who is in the office, their public page, how complete the profile is, and whether
 * this page shows the completion notice (masters only, once per visit, until "don't show again"),
 * at the top of the section's column.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { identity, completion } = await withDatabase(context, async (db) => {
    const [identity, completion] = await Promise.all([
      officeIdentity(db, user.id),
      profileCompletion(db, user.id),
    ]);
    return { identity, completion };
  });
  const prompt = await completionPrompt(request, user.id, completion);
  return data(
    {
      me: identity ?? { id: user.id, username: user.username, fullName: user.fullName, avatar: null },
      publicPage: `/masters/${encodeURIComponent(user.username)}?tab=tab-1`,
      completion,
      showPrompt: prompt.show,
    },
    prompt.setCookie ? { headers: { "Set-Cookie": prompt.setCookie } } : undefined,
  );
}

/**
 * "<section> · Personal office — Maistry"; never indexed. Sections may set their own; a page that
 * failed inside the frame gets the error's.
 */
export const meta: Route.MetaFunction = ({ matches, location, error }) => {
  const locale = rootLocale(matches);
  const noindex = { name: "robots", content: "noindex" };
  // A page of the office failed inside its frame (routes/section-boundary.tsx).
  if (error && locale) return errorMeta(locale, error);
  if (!locale) return [...translatedMeta(matches, "personalOffice"), noindex];
  const { t } = getI18n(locale, browserMessages(locale));
  const { section } = activeSection(splitLocale(location.pathname).rest);
  const title = `${t(`office.sections.${section.key}`)} · ${t("meta.personalOffice.title")}`;
  return [...translatedMeta(matches, "personalOffice", title), noindex];
};

export default function OfficeLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const location = useLocation();
  const { me, publicPage, completion, showPrompt } = loaderData;
  const active = activeSection(splitLocale(location.pathname).rest);
  const crumbs: Crumb[] = [
    { label: t("office.title"), path: "/personal-info" },
    { label: t(`office.sections.${active.section.key}`), path: active.section.path },
    ...(active.page === "section" ? [] : [{ label: t(`office.crumbs.${active.page}`) }]),
  ];

  return (
    <div className={profileStyles.page}>
      <header className={profileStyles.hero}>
        <div className={styles.heroInner}>
          <Breadcrumbs items={crumbs} />
          <div className={styles.identity}>
            <span className={styles.avatar} aria-hidden="true">
              <PersonPhoto photo={me.avatar} name={me.fullName} sizes="88px" className={styles.avatarImage} />
            </span>
            <div className={styles.who}>
              <p className={styles.eyebrow}>{t("office.title")}</p>
              <p className={styles.name}>{me.fullName}</p>
              <p className={styles.meta}>
                <span className={styles.nickname}>@{me.username}</span>
                {/* A learner is not told they are "not visible yet" (decision 037). */}
                {completion.master || completion.listed ? (
                  <span className={styles.status} data-listed={completion.listed}>
                    <span className={styles.statusDot} aria-hidden="true" />
                    {t(completion.listed ? "office.status.listed" : "office.status.unlisted")}
                  </span>
                ) : null}
              </p>
            </div>
            <Link to={href(publicPage)} className={`${outlineButton} ${styles.publicLink}`}>
              <Icon name="eye" size={20} />
              {t("office.viewPublicPage")}
            </Link>
          </div>
        </div>
      </header>
      <div className={styles.body}>
        <OfficeNav active={active} missing={profileToDo(completion)} master={completion.master} />
        <div className={styles.main}>
          {/* Above the section, not above the hero: the page opens scrolled to the current section
              (office-nav.css.ts), and the notice must be in view then. */}
          {showPrompt ? <CompletionPrompt completion={completion} /> : null}
          <Outlet />
        </div>
      </div>
    </div>
  );
}
