import { createContext, type RouterContextProvider } from "react-router";

/**
 * True for a document request (a page loaded as HTML), false for React Router's data requests
 * (`….data`, client-side navigations and revalidations). Set by the server (server/app.ts); code
 * run without it (tests calling a loader) gets data as a client-side navigation would.
 */
export const documentRequestContext = createContext<boolean>(false);

/** The values loaders kept out of this document's hydration data, by element id, for entry.server. */
export const serverDrawnContext = createContext<Map<string, unknown> | null>(null);

/**
 * `items` for a data request; for a document, null, with `items` kept for the server's render
 * only: `ServerDrawnList` draws them on the server and the browser keeps that HTML (decision 030).
 * For lists that are drawn and not interacted with (cards), sent once instead of twice. An empty
 * list is returned as it is (nothing to save), so null always means "drawn, not sent" (`hasItems`).
 */
export function keepOutOfHydration<List extends readonly unknown[]>(
  context: Readonly<RouterContextProvider>,
  id: string,
  items: List,
): List | null {
  if (!context.get(documentRequestContext) || items.length === 0) return items;
  let kept = context.get(serverDrawnContext);
  if (!kept) {
    kept = new Map();
    context.set(serverDrawnContext, kept);
  }
  kept.set(id, items);
  return null;
}
