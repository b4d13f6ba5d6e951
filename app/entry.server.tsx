import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { StaticListsContext } from "./components/layout/static-list";
import { NonceProvider } from "./components/nonce";
import { serverI18n } from "./i18n/messages.server";
import { TranslatorContext } from "./i18n/use-t";
import { localeContext, nonceContext, servicesContext, shellListsContext } from "./server/context.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  const i18n = serverI18n(loadContext.get(localeContext));
  // Bots and no-JS visitors get the whole document at once; browsers get it streamed.
  const readyEvent =
    isbot(request.headers.get("user-agent")) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslatorContext.Provider value={i18n}>
          <StaticListsContext.Provider value={loadContext.get(shellListsContext)}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </StaticListsContext.Provider>
        </TranslatorContext.Provider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
          pipe(body);
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
