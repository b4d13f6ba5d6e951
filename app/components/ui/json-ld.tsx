import { useNonce } from "../nonce";
import { useKeptOnServer, useServerHtml } from "./server-drawn";

/**
 * A page's JSON-LD script for search engines, its text made on the server by the loader and
 * passed through `keepOutOfHydration(context, id, [text])`: drawn from that text when the page has
 * it (the server's render, a client-side navigation), otherwise kept as the server sent it. The
 * browser neither makes the text (its code is in no page's JavaScript) nor gets it twice.
 */
export function JsonLd({ id, text }: { id: string; text: string[] | null }) {
  const nonce = useNonce();
  const kept = useKeptOnServer<string>(id);
  const sent = useServerHtml(id);
  return (
    <script
      id={id}
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON made on the server with every "<" escaped, or what the server sent
      dangerouslySetInnerHTML={{ __html: (text ?? kept)?.[0] ?? sent }}
    />
  );
}
