import { createContext, useContext } from "react";
import { useServerHtml } from "../ui/server-drawn";

/** Server only: the shell's lists rendered to HTML for this page's locale (app/server/shell-html.server.tsx). */
export const StaticListsContext = createContext<Record<string, string> | null>(null);

interface StaticListProps {
  /** Names the list in the page (its `id`) and in the server's rendered lists. */
  id: string;
  className?: string;
}

/**
 * A list that is the same for every visitor of a locale (the footer's categories). The server
 * renders it to HTML once per locale and change of the categories, not on every request; the
 * browser keeps what the server sent, so React neither renders nor hydrates its links and their
 * data is not sent twice. Its links are plain
 * anchors (`PageLink`), which the root turns into client-side navigations.
 */
export function StaticList({ id, className }: StaticListProps) {
  const rendered = useContext(StaticListsContext);
  const sent = useServerHtml(id);
  const html = rendered?.[id] ?? sent;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of our components (renderToStaticMarkup escapes every text), or what the server sent
    <ul id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  );
}
