import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { getI18n } from "~/i18n/i18n";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { TranslatorContext } from "~/i18n/use-t";

/**
 * Server-renders a component as the page at `url` of a stub router (links, fetchers and
 * `useLocation` work) with the locale's real translations, and returns the markup.
 */
export function renderMarkup(node: ReactNode, locale: Locale = "en", url = "/") {
  const Stub = createRoutesStub([{ path: "*", Component: () => node }]);
  return renderToStaticMarkup(
    <TranslatorContext.Provider value={getI18n(locale, messages[locale])}>
      <Stub initialEntries={[url]} />
    </TranslatorContext.Provider>,
  );
}
