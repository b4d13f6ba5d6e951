import { describe, expect, it } from "vitest";
import { renderMarkup as render } from "../../../tests/render";
import { JsonLd } from "./json-ld";
import { ServerDrawnContext } from "./server-drawn";

const PERSON = '{"@type":"Person","name":"Olena \\u003cb>"}';

describe("JsonLd", () => {
  it("writes the text a navigation's data brings", () => {
    expect(render(<JsonLd id="person-data" text={[PERSON]} />)).toBe(
      `<script id="person-data" type="application/ld+json" nonce="">${PERSON}</script>`,
    );
  });

  it("writes, in a document, the text the loader kept out of its data", () => {
    const kept = new Map([["person-data", [PERSON]]]);
    const html = render(
      <ServerDrawnContext.Provider value={kept}>
        <JsonLd id="person-data" text={null} />
      </ServerDrawnContext.Provider>,
    );
    expect(html).toContain(`>${PERSON}</script>`);
  });
});
