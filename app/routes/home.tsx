import { redirect } from "react-router";
import { keptPart } from "~/components/ui/kept-part";
import { DEFAULT_LOCALE, pickAcceptedLocale } from "~/i18n/locales";
import { translatedMeta } from "~/i18n/meta";
import { cachedMainPageSections, type MainPageSections } from "~/server/catalog/main-page.server";
import { cachedCategories } from "~/server/content/site-content.server";
import { getLocale, getServices } from "~/server/context.server";
import { readLocaleCookie } from "~/server/http/locale-cookie.server";
import { keepOutOfHydration } from "~/server/http/server-drawn.server";
import type { Route } from "./+types/home";

/**
 * Only the unprefixed main page guesses the language: the `lng` cookie first, then
 * Accept-Language; anything but uk is a 302 to that locale's main page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.lang === undefined) {
    const chosen = readLocaleCookie(request);
    const preferred = chosen ?? pickAcceptedLocale(request.headers.get("Accept-Language"));
    if (preferred && preferred !== DEFAULT_LOCALE) {
      throw redirect(`/${preferred}${new URL(request.url).search}`, {
        status: 302,
        headers: { Vary: "Cookie, Accept-Language" },
      });
    }
  }
  const [sections, categories] = await Promise.all([catalogSections(context), homeCategories(context)]);
  // The cards and the categories' links are drawn on the server and not sent again as data.
  return {
    featuredLessons: keepOutOfHydration(context, "featured-lessons", sections.featuredLessons),
    featuredMasters: keepOutOfHydration(context, "featured-masters", sections.featuredMasters),
    newestLessons: keepOutOfHydration(context, "newest-lessons", sections.newestLessons),
    countryNames: sections.countryNames,
    heroCategories: categories.slice(0, 4).map(({ id, title, icon }) => ({ id, title, icon })),
    categories: keepOutOfHydration(context, "home-categories", categories),
  };
}

/** The categories with their sub-categories (the hero's tiles and the categories section). */
async function homeCategories(context: Route.LoaderArgs["context"]) {
  const { database, isDatabaseReady, logger } = getServices(context);
  if (!isDatabaseReady()) return [];
  try {
    return await cachedCategories(database.db, getLocale(context));
  } catch (error) {
    logger.error({ err: error, what: "categories" }, "main page categories unavailable");
    return [];
  }
}

const FEATURED = 4;
const EMPTY_SECTIONS: MainPageSections = {
  featuredLessons: [],
  featuredMasters: [],
  newestLessons: [],
  countryNames: {},
};

/**
 * The catalog's sections of the main page. Like the shell's data they never break the page: with
 * the database down (or a query failing) the page shows its hero and texts without them.
 */
async function catalogSections(context: Route.LoaderArgs["context"]): Promise<MainPageSections> {
  const { database, isDatabaseReady, logger } = getServices(context);
  if (!isDatabaseReady()) return EMPTY_SECTIONS;
  const locale = getLocale(context);
  try {
    return await cachedMainPageSections(database.db, locale, FEATURED);
  } catch (error) {
    logger.error({ err: error, what: "main page sections" }, "main page sections unavailable");
    return EMPTY_SECTIONS;
  }
}

export const headers: Route.HeadersFunction = () => ({ Vary: "Cookie, Accept-Language" });

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, "home");

/** What the main page draws: its loader's data. */
export type HomeData = Route.ComponentProps["loaderData"];

/** The whole page is kept as the server drew it; its code (components/home) comes after load. */
const KeptHomePage = keptPart(() => import("~/components/home/kept-parts").then((module) => module.HomePage));

export default function Home({ loaderData }: Route.ComponentProps) {
  return <KeptHomePage id="home" {...loaderData} />;
}
