import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
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
  return renderToStaticMarkup(page(node, locale, url));
}

/**
 * The same, for a component that loads part of itself lazily (`React.lazy`): the markup once
 * everything has loaded, as the server sends it.
 */
export async function renderWholeMarkup(node: ReactNode, locale: Locale = "en", url = "/") {
  const { prelude } = await prerenderToNodeStream(page(node, locale, url));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

function page(node: ReactNode, locale: Locale, url: string) {
  const Stub = createRoutesStub([{ path: "*", Component: () => node }]);
  return (
    <TranslatorContext.Provider value={getI18n(locale, messages[locale])}>
      <Stub initialEntries={[url]} />
    </TranslatorContext.Provider>
  );
}
