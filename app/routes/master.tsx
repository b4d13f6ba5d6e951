import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { Notice } from "~/components/ui/auth-card";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { localizePath } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { getUser } from "~/server/auth/session.server";
import { findUserById, findUserByUsername } from "~/server/auth/users.server";
import { getLocale, withDatabase } from "~/server/context.server";
import type { Route } from "./+types/master";
import * as styles from "./master.css";

/**
 * A master's page. `/masters/<id>` (the specification's form) redirects to `/masters/<username>`.
 * The catalog adds portfolio, certificates and lessons; for now it shows who the master is, and
 * the owner also sees their private contact details.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const viewer = getUser(context);
  const master = await withDatabase(context, (db) =>
    /^\d+$/.test(params.slug) ? findUserById(db, Number(params.slug)) : findUserByUsername(db, params.slug),
  );
  if (!master?.isActive) throw data(null, { status: 404 });
  if (params.slug !== master.username) {
    const url = new URL(request.url);
    throw redirect(localizePath(locale, `/masters/${encodeURIComponent(master.username)}`) + url.search);
  }
  const own = viewer?.id === master.id;
  return {
    master: {
      fullName: master.fullName,
      username: master.username,
      country: master.country,
      city: master.city,
      since: master.createdAt.toISOString(),
      ...(own ? { email: master.email, phone: master.phone } : {}),
    },
    own,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? translatedMeta(matches, "master", loaderData.master.fullName) : [];

export default function Master({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { master, own } = loaderData;
  const country = master.country
    ? new Intl.DisplayNames([i18n.language], { type: "region" }).of(master.country)
    : "";
  const since = new Intl.DateTimeFormat(i18n.language, { year: "numeric", month: "long" }).format(
    new Date(master.since),
  );
  return (
    <article>
      <div className={styles.hero}>
        <div className={styles.inner}>
          <Breadcrumbs
            items={[
              { label: t("nav.items.masters"), path: "/masters?ordering=teacher" },
              { label: master.fullName },
            ]}
          />
          <div className={styles.identity}>
            <span className={styles.avatar} aria-hidden="true">
              {Array.from(master.fullName.trim())[0]?.toUpperCase()}
            </span>
            <div>
              <h1 className={styles.name}>{master.fullName}</h1>
              <p className={styles.handle}>@{master.username}</p>
              <p className={styles.meta}>
                {[master.city, country].filter(Boolean).join(", ")} ·{" "}
                {t("master.memberSince", { date: since })}
              </p>
            </div>
          </div>
        </div>
      </div>
      {own ? (
        <section className={styles.body} aria-labelledby="contacts-title">
          <Notice tone="info">{t("master.yourPage")}</Notice>
          <h2 id="contacts-title" className={styles.sectionTitle}>
            {t("master.contacts")}
          </h2>
          <dl className={styles.details}>
            <dt>{t("master.email")}</dt>
            <dd>{master.email}</dd>
            <dt>{t("master.phone")}</dt>
            <dd>{master.phone}</dd>
            <dt>{t("master.location")}</dt>
            <dd>{[master.city, country].filter(Boolean).join(", ")}</dd>
          </dl>
        </section>
      ) : null}
    </article>
  );
}
