import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { getI18n } from "~/i18n/i18n";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { Dialog } from "./dialog";
import { ErrorPage } from "./error-page";

let current: ReactNode = null;
function Page() {
  return current;
}

function render(node: ReactNode, locale: Locale = "en") {
  current = node;
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={getI18n(locale, messages[locale])}>
      <Stub initialEntries={["/"]} />
    </I18nextProvider>,
  );
}

describe("Dialog", () => {
  it("is rendered open with a close button that works without JavaScript", () => {
    const html = render(
      <Dialog tone="error" title="An error has occurred">
        <p>Try again later</p>
      </Dialog>,
    );
    expect(html).toMatch(/<dialog open=""[^>]*data-tone="error"/);
    expect(html).toMatch(/<form[^>]*method="dialog"/);
    expect(html).toContain('aria-label="Close"');
    expect(html).toContain("An error has occurred");
  });
});

describe("ErrorPage", () => {
  it("shows the 500 page under the errors.occurred heading, translated", () => {
    const html = render(<ErrorPage kind="error" />, "uk");
    expect(html).toContain(messages.uk.errors && (messages.uk.errors as Record<string, string>).occurred);
    expect(html).toContain(">500<");
  });
  it("shows 404, the not-found text and a link home in the page's language", () => {
    const html = render(<ErrorPage kind="notFound" />, "de");
    expect(html).toContain(">404<");
    expect(html).toContain((messages.de.errors as Record<string, string>).notFound);
    expect(html).toContain((messages.de.errors as Record<string, string>).backHome);
  });
  it("never shows details unless given (the build passes none)", () => {
    expect(render(<ErrorPage kind="error" />)).not.toContain("<pre");
  });
});
