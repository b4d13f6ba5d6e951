import { createContext, type ReactNode, useContext, useState } from "react";

/**
 * Server only: what this request's loaders drew on the server without sending it again as
 * hydration data (`keepOutOfHydration`, app/server/http/server-drawn.server.ts), by element id.
 */
export const ServerDrawnContext = createContext<ReadonlyMap<string, unknown> | null>(null);

/**
 * The HTML the server sent inside the element `id`, read once in the browser's first render (so
 * hydration finds the same markup); "" on the server.
 */
export function useServerHtml(id: string): string {
  const [html] = useState(() =>
    typeof document === "undefined" ? "" : (document.getElementById(id)?.innerHTML ?? ""),
  );
  return html;
}

/** What a loader kept out of this document's data under `id`, in the server's render; else undefined. */
export function useKeptOnServer<T>(id: string): T[] | undefined {
  return useContext(ServerDrawnContext)?.get(id) as T[] | undefined;
}

/**
 * A list a loader kept out of a document's data (`keepOutOfHydration`) for a control that React
 * draws again in the browser, such as a select's options: the loader's items when it sent them (a
 * client-side navigation), the kept ones in the server's render, and in the browser's first render
 * what `read` finds in the element `id` the server drew, so that hydration draws the same.
 */
export function useKeptList<T>(
  id: string,
  items: readonly T[] | null,
  read: (element: HTMLElement) => T[],
): readonly T[] {
  const kept = useKeptOnServer<T>(id);
  const [drawn] = useState<readonly T[]>(() => {
    const element = items === null && typeof document !== "undefined" ? document.getElementById(id) : null;
    return element ? read(element) : [];
  });
  return items ?? kept ?? drawn;
}

/** Whether a list from `keepOutOfHydration` has items: null is a non-empty list kept out. */
export const hasItems = (items: unknown[] | null): boolean => items === null || items.length > 0;

interface ServerDrawnListProps<T> {
  /** Names the list in the page (its `id`) and in the loader's `keepOutOfHydration`. */
  id: string;
  /** The items, or null when the loader kept them out of the page's data (a document request). */
  items: T[] | null;
  className?: string;
  children: (items: T[]) => ReactNode;
}

/**
 * A list whose items (cards: links, images, texts, nothing interactive of React's) are drawn from
 * the loader's data when it has them — a client-side navigation — and otherwise kept as the
 * server drew them: a document's first render sends the cards once, as HTML, instead of twice
 * (HTML and hydration data), and React neither re-renders nor hydrates them. Their links are
 * `PageLink`s, which the root makes client-side navigations (decision 030).
 */
export function ServerDrawnList<T>({ id, items, className, children }: ServerDrawnListProps<T>) {
  const drawnOnServer = useKeptOnServer<T>(id);
  const html = useServerHtml(id);
  const shown = items ?? drawnOnServer;
  if (shown) {
    return (
      <ul key="drawn" id={id} className={className}>
        {children(shown)}
      </ul>
    );
  }
  return (
    <ul
      key="kept"
      id={id}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: what the server drew with React (texts escaped) and sent in this very page
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
