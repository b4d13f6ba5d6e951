import { describe, expect, it } from "vitest";
import { renderMarkup } from "../../../tests/render";
import { COUNTRY_FIELD, PlaceFields } from "./account-fields";
import { ServerDrawnContext } from "./server-drawn";

const countries = [
  { code: "PL", name: "Poland" },
  { code: "UA", name: "Ukraine" },
];
const optionsOf = (html: string) =>
  /<select[^>]*id="field-country"[^>]*>(.*?)<\/select>/
    .exec(html)?.[1]
    ?.match(/<option[^>]*>[^<]*<\/option>/g);

describe("PlaceFields", () => {
  it("offers the countries the loader sent", () => {
    const html = renderMarkup(<PlaceFields countries={countries} values={{ country: "UA" }} errors={{}} />);
    expect(optionsOf(html)).toEqual([
      '<option value="">Choose a country</option>',
      '<option value="PL">Poland</option>',
      '<option value="UA" selected="">Ukraine</option>',
    ]);
  });

  it("draws on the server the countries a loader kept out of the document's data", () => {
    const kept = new Map([[COUNTRY_FIELD, countries]]);
    const html = renderMarkup(
      <ServerDrawnContext.Provider value={kept}>
        <PlaceFields countries={null} values={{}} errors={{}} />
      </ServerDrawnContext.Provider>,
    );
    expect(optionsOf(html)).toHaveLength(3);
    expect(html).toContain('<option value="UA">Ukraine</option>');
  });
});
