import { data } from "react-router";
import { LearnCta } from "~/components/ui/learn-cta";
import { PageHero } from "~/components/ui/page-hero";
import { RichText } from "~/components/ui/rich-text";
import { CONTENT_PAGE_ROUTES, type ContentPath } from "~/content-pages";
import { pagePathname, splitLocale } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { loadPage } from "~/server/content/site-content.server";
import { getLocale, withDatabase } from "~/server/context.server";
import type { Route } from "./+types/content-page";
import * as styles from "./content-page.css";

/** The translation key of each content page's title and description (SPEC §2 page titles). */
const META_KEYS: Record<ContentPath, string> = {
  "about-us": "about",
  "become-teacher": "becomeTeacher",
  "proof-of-qualification": "qualification",
  publicOffer: "publicOffer",
};

/** about-us, become-teacher, proof-of-qualification, publicOffer: a title and body from the database. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = splitLocale(pagePathname(new URL(request.url))).rest.slice(1) as ContentPath;
  const slug = CONTENT_PAGE_ROUTES[path];
  const page = await withDatabase(context, (db) => loadPage(db, slug, getLocale(context)));
  if (!page) throw data(null, { status: 404 });
  return { page, metaKey: META_KEYS[path] };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? translatedMeta(matches, loaderData.metaKey, loaderData.page.name) : [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article>
      <PageHero title={page.name} />
      <div className={styles.body}>
        <RichText body={page.body} />
        <LearnCta />
      </div>
    </article>
  );
}
