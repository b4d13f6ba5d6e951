import { describe, expect, it } from "vitest";
import { messages } from "~/i18n/messages.server";
import { renderMarkup as render } from "../../../tests/render";
import { Dialog } from "./dialog";
import { ErrorPage } from "./error-page";

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

  it("asks a confirmation with its two actions and no close button", () => {
    const html = render(
      <Dialog
        tone="confirm"
        id="untie-dialog"
        title="Untie Instagram?"
        cancel={<a href="/back">Cancel</a>}
        confirm={<button type="submit">Yes, untie</button>}
      >
        <p>The link will be removed.</p>
      </Dialog>,
    );
    expect(html).toMatch(/<dialog open=""[^>]*id="untie-dialog"/);
    expect(html).toContain('aria-labelledby="untie-dialog-title" aria-describedby="untie-dialog-body"');
    expect(html).toContain('<h2 id="untie-dialog-title"');
    expect(html).not.toContain('aria-label="Close"');
    expect(html).toMatch(/<a href="\/back">Cancel<\/a><button type="submit">Yes, untie<\/button>/);
  });
});

describe("ErrorPage", () => {
  it("shows the 500 page under the errors.occurred heading, translated", () => {
    const html = render(<ErrorPage status={500} />, "uk");
    expect(html).toContain(messages.uk.errors && (messages.uk.errors as Record<string, string>).occurred);
    expect(html).toContain(">500<");
  });
  it("shows 404, the not-found text and a link home in the page's language", () => {
    const html = render(<ErrorPage status={404} />, "de");
    expect(html).toContain(">404<");
    expect(html).toContain((messages.de.errors as Record<string, string>).notFound);
    expect(html).toContain((messages.de.errors as Record<string, string>).backHome);
  });
  it("shows a refused request with its own status and words, not as a 500 (issue 14)", () => {
    for (const status of [400, 405, 415]) {
      const html = render(<ErrorPage status={status} />, "pl");
      expect(html).toContain(`>${status}<`);
      expect(html).toContain((messages.pl.errors as Record<string, string>).badRequest);
      expect(html).toContain((messages.pl.errors as Record<string, string>).badRequestHint);
    }
  });
  it("gives every status the app answers with its own words, in each page's language (issue 15)", () => {
    const kinds = { 403: "forbidden", 429: "tooManyRequests", 503: "unavailableTitle" } as const;
    const hints = { 403: "forbiddenHint", 429: "tooManyRequestsHint", 503: "unavailable" } as const;
    for (const locale of ["uk", "de"] as const) {
      const errors = messages[locale].errors as Record<string, string>;
      for (const status of [403, 429, 503] as const) {
        const html = render(<ErrorPage status={status} />, locale, `/${locale}/contact`);
        expect(html).toContain(`>${status}<`);
        expect(html).toContain(`>${errors[kinds[status]]}</h1>`);
        expect(html).toContain(errors[hints[status]]);
      }
    }
  });
  it("never shows details unless given (the build passes none)", () => {
    expect(render(<ErrorPage status={500} />)).not.toContain("<pre");
  });
});
