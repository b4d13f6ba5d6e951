import { TranslatorContext, useT } from "~/i18n/use-t";
import "@fontsource-variable/manrope/wght.css";
import "@fontsource/playfair-display/600.css";
import "./styles/global.css";
import { Suspense, useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { QuestionsDialogHost } from "./components/contact/questions-dialog";
import * as footerStyles from "./components/layout/footer.css";
import * as layout from "./components/layout/layout.css";
import { useNonce } from "./components/nonce";
import { DeferredPrefetch } from "./components/ui/deferred-prefetch";
import { shownStatus } from "./components/ui/error-status";
import { endOfHydration, HydrateApart, keptPart } from "./components/ui/kept-part";
import { lazyComponent } from "./components/ui/lazy-component";
import { usePageLinkNavigation } from "./components/ui/page-link";
import { isChunkLoadError, reloadForStaleChunks } from "./components/ui/stale-chunks";
import { useFocusOnNavigation } from "./components/ui/use-focus-on-navigation";
import { browserMessages, getI18n } from "./i18n/i18n";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  localizePath,
  pagePathname,
  splitLocale,
} from "./i18n/locales";
import { pageMessagesScripts } from "./i18n/messages.server";
import { bundleLoaded } from "./i18n/messages-script";
import { errorMeta } from "./i18n/meta";
import { resolveSession } from "./server/auth/session.server";
import { httpsSite, sessionCookieName } from "./server/auth/session-cookie.server";
import type { User } from "./server/auth/users.server";
import { shellLists } from "./server/content/shell-html.server";
import { cachedCategories, cachedFooter, cachedPageNames } from "./server/content/site-content.server";
import {
  getLocale,
  getServices,
  localeContext,
  publicOrigin,
  shellListsContext,
} from "./server/context.server";
import { readFlash } from "./server/http/flash.server";
import { safeRedirect } from "./server/http/safe-redirect.server";
import { getUser, sessionUnresolvedContext, userContext } from "./server/web/current-user.server";

/** Sets the page locale from the optional `:lang` segment; `/uk/...` is the unprefixed URL. */
const localeMiddleware: Route.MiddlewareFunction = async ({ request, params, context }, next) => {
  const lang = params.lang;
  if (lang === DEFAULT_LOCALE) {
    const url = new URL(request.url);
    const rest = pagePathname(url).slice(`/${DEFAULT_LOCALE}`.length) || "/";
    // `/uk//evil.example` must not answer `Location: //evil.example` (off-site): slashes collapsed.
    throw redirect(safeRedirect(`${rest.replace(/^\/+/, "/")}${url.search}`) ?? "/", 301);
  }
  context.set(localeContext, isLocale(lang) ? lang : DEFAULT_LOCALE);
  return next();
};

/** Puts the signed-in user in context; refreshes or ends the session cookie when needed. */
const sessionMiddleware: Route.MiddlewareFunction = async ({ request, context }, next) => {
  const services = getServices(context);
  const { user, setCookie, unresolved } = await resolveSession(request, services);
  context.set(userContext, user);
  context.set(sessionUnresolvedContext, unresolved ?? false);
  const response = await next();
  // A route that set the session itself (login, logout) has the last word.
  const name = sessionCookieName({ production: httpsSite(services.env) });
  const routeSetSession = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${name}=`));
  if (setCookie && !routeSetSession) response.headers.append("Set-Cookie", setCookie);
  // Pages shown to a signed-in user are personal: never stored by a cache.
  // (Responses that declare their own caching, like the messages script, are not personal.)
  if (user && !response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
};

// Only a page after an action has a message to show: its dialog's code comes with it. The page
// hydrates first; the dialog, drawn open by the server and closable without JavaScript, after.
const FlashDialog = lazyComponent(() =>
  import("./components/ui/flash-dialog").then((module) => module.FlashDialog),
);

// The header works as HTML until its code arrives (its menus are checkboxes and labels): the page
// hydrates without waiting for it, and the header hydrates apart once its code is there.
const Header = lazyComponent(
  () => import("./components/layout/header-parts").then((module) => module.Header),
  { early: true },
);

// Drawn only when a page fails: its code comes once a page is idle, or when an error needs it.
// Its styles are in every page's (error-parts.ts is a first-paint part: `hasStyles`).
const ErrorPage = lazyComponent(
  () => import("./components/ui/error-parts").then((module) => module.ErrorPage),
  { idle: true },
);

// Both draw nothing until the page is in use (a slow navigation, the connection lost).
const statusParts = () => import("./components/ui/status-parts");
const ProgressBar = lazyComponent(() => statusParts().then((module) => module.ProgressBar), { early: true });
const OfflineBanner = lazyComponent(() => statusParts().then((module) => module.OfflineBanner), {
  early: true,
});

// The footer is the same for every visitor of a locale: a document keeps it as the server drew it.
const KeptFooter = keptPart(
  () => import("./components/layout/kept-parts").then((module) => module.Footer),
  "footer",
);

export const middleware: Route.MiddlewareFunction[] = [localeMiddleware, sessionMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { logger, sessionSecrets, isDatabaseReady, database } = services;
  const locale = getLocale(context);

  // The shell's data never breaks a page: what fails is left out and logged.
  const optional = async <T,>(what: string, load: () => Promise<T>): Promise<T | null> => {
    if (!isDatabaseReady()) return null;
    try {
      return await load();
    } catch (error) {
      logger.error({ err: error, what }, "shell data unavailable");
      return null;
    }
  };
  const [categories, pageNames, footer, { flash, clear }] = await Promise.all([
    optional("categories", () => cachedCategories(database.db, locale)),
    optional("pages", () => cachedPageNames(database.db, locale)),
    optional("footer", () => cachedFooter(database.db)),
    readFlash(request, sessionSecrets),
  ]);

  // The footer's categories go into the page as HTML rendered once per locale, not as data.
  if (categories?.length) context.set(shellListsContext, shellLists(locale, categories));
  return data(
    {
      locale,
      messagesScripts: pageMessagesScripts(locale, getUser(context)),
      hasCategories: Boolean(categories?.length),
      pageNames: pageNames ?? [],
      footer,
      flash,
      origin: publicOrigin(services),
      year: new Date().getFullYear(),
      user: shellUser(getUser(context)),
    },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

/** What the header and footer need to know about the signed-in user. */
function shellUser(user: User | null) {
  return user
    ? { id: user.id, username: user.username, fullName: user.fullName, isStaff: user.isStaff }
    : null;
}

/** The shell's data is reloaded when the language changes or after a form was submitted. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return splitLocale(currentUrl.pathname).locale !== splitLocale(nextUrl.pathname).locale;
};

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The languages a page is in, when its content is not in all eight (decision 050): a lesson or a
 * master page's loader returns `alternateLocales`, the original language first (x-default).
 */
function useAlternateLocales(): readonly Locale[] | null {
  const leaf = useMatches().at(-1)?.loaderData as { alternateLocales?: Locale[] | null } | undefined;
  const alternates = leaf?.alternateLocales;
  return alternates && alternates.length > 0 ? alternates : null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // From the URL when the root loader did not run (an action or middleware refused the request):
  // the error page is then still in the page's language, as the server's i18n instance is.
  const location = useLocation();
  const locale = root?.locale ?? splitLocale(location.pathname).locale;
  const i18n = getI18n(locale, browserMessages(locale));
  usePageLinkNavigation();
  useFocusOnNavigation();
  useEffect(endOfHydration, []);
  const messagesScripts = root?.messagesScripts;
  useEffect(() => {
    // The switcher changes the language and the login signs in with full page loads; should the
    // shell's data ever ask for messages this page has not loaded (another locale, the account's),
    // load the page fully to get them.
    const missing = messagesScripts
      ? messagesScripts.some(({ id }) => !bundleLoaded(id))
      : !window.__maistryMessages?.[locale];
    if (missing) window.location.reload();
  }, [messagesScripts, locale]);
  // From the location, not the root data: the root does not reload on every navigation.
  const path = splitLocale(location.pathname).rest;
  const currentPath = `${path}${location.search}`;
  const alternates = useAlternateLocales();

  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf6f2" />
        <Meta />
        {root ? (
          <>
            <link rel="canonical" href={`${root.origin}${localizePath(locale, path)}`} />
            {(alternates ?? LOCALES).map((code) => (
              <link
                key={code}
                rel="alternate"
                hrefLang={code}
                href={`${root.origin}${localizePath(code, path)}`}
              />
            ))}
            <link
              rel="alternate"
              hrefLang="x-default"
              href={`${root.origin}${alternates?.[0] ? localizePath(alternates[0], path) : path}`}
            />
          </>
        ) : null}
        <Links />
      </head>
      <body>
        <TranslatorContext.Provider value={i18n}>
          <SkipLink />
          <HydrateApart>
            <ProgressBar />
          </HydrateApart>
          <HydrateApart>
            <Header pageNames={root?.pageNames ?? []} currentPath={currentPath} user={root?.user ?? null} />
          </HydrateApart>
          <main id="main" className={layout.main} tabIndex={-1}>
            {children}
          </main>
          <KeptFooter
            id="site-footer"
            className={footerStyles.footer}
            footer={root?.footer ?? null}
            pageNames={root?.pageNames ?? []}
            hasCategories={root?.hasCategories ?? false}
            userId={root?.user?.id ?? null}
            year={root?.year ?? new Date().getFullYear()}
          />
          <QuestionsDialogHost />
          {root?.flash ? (
            <Suspense fallback={null}>
              <FlashDialog flash={root.flash} />
            </Suspense>
          ) : null}
          <HydrateApart>
            <OfflineBanner />
          </HydrateApart>
          <DeferredPrefetch />
        </TranslatorContext.Provider>
        {root?.messagesScripts.map(({ id, path }) => (
          <script key={id} src={path} nonce={nonce} defer data-messages={id} />
        ))}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a href="#main" className={layout.skipLink}>
      {t("skipToContent")}
    </a>
  );
}

export default function App() {
  return <Outlet />;
}

export const meta: Route.MetaFunction = ({ error, loaderData, location }) => {
  if (!error) return [];
  return errorMeta(loaderData?.locale ?? splitLocale(location.pathname).locale, error);
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForStaleChunks();
  }, [error]);
  // Details only in the development server, never in a build.
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  // A document that is an error page keeps the server's HTML until the code is there; an error in
  // the browser shows an empty page for that moment.
  return (
    <Suspense fallback={null}>
      <ErrorPage status={shownStatus(error)} details={stack} />
    </Suspense>
  );
}
