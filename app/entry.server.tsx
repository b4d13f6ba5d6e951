import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { StaticListsContext } from "./components/layout/static-list";
import { NonceProvider } from "./components/nonce";
import { ServerDrawnContext } from "./components/ui/server-drawn";
import { serverI18n } from "./i18n/messages.server";
import { TranslatorContext } from "./i18n/use-t";
import { localeContext, nonceContext, servicesContext, shellListsContext } from "./server/context.server";
import { compressDocument, documentEncodingContext } from "./server/http/content-encoding.server";
import { scriptsAfterPaint } from "./server/http/scripts-after-paint.server";
import { serverDrawnContext } from "./server/http/server-drawn.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document, then answers with it in one piece (decision 028), compressed once
 * where the server asks for it (`documentEncodingContext`, decision 061). Nothing on a page
 * suspends on the server, so streaming sent a browser nothing earlier, and it cost a third of a busy
 * server's time: each of React's ~2 KB chunks went through a PassThrough, a web stream and
 * `compression()`, which `@react-router/express` flushes after every chunk. A page that ever awaits
 * slow data on the server (`<Await>`) would want streaming back.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  const i18n = serverI18n(loadContext.get(localeContext));

  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const chunks: Buffer[] = [];
    const document = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        const page = scriptsAfterPaint(Buffer.concat(chunks));
        compressDocument(page, loadContext.get(documentEncodingContext)).then(({ body, encoding }) => {
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Length", String(body.length));
          if (encoding) {
            responseHeaders.set("Content-Encoding", encoding);
            responseHeaders.append("Vary", "Accept-Encoding");
          }
          resolve(new Response(body, { headers: responseHeaders, status: statusCode }));
        }, reject);
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslatorContext.Provider value={i18n}>
          <StaticListsContext.Provider value={loadContext.get(shellListsContext)}>
            <ServerDrawnContext.Provider value={loadContext.get(serverDrawnContext)}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </ServerDrawnContext.Provider>
          </StaticListsContext.Provider>
        </TranslatorContext.Provider>
      </NonceProvider>,
      {
        nonce,
        // The page is sent whole (onAllReady), never streamed: a Suspense boundary past the first
        // 12.8 KB would otherwise be sent as its fallback, its content hidden after it for a script
        // to swap in — a page that a browser without JavaScript shows wrong (lazy-component.tsx).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          pipe(document);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          loadContext.get(servicesContext).logger.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.get(servicesContext).logger.error({ err: error, url: request.url }, "unhandled error");
};
