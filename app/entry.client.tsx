import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { messagesLoaded } from "./i18n/messages-script";

// The locale's messages come in a `defer` script of their own (cached for good); React Router's
// module script is `async`, so it may run first: hydrating before the messages arrive would draw
// every text as its key.
await messagesLoaded(document);
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
