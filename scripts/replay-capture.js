// Captures a page of the running app for bench/trivial's replay route: its HTML body as a tree of
// elements with React's prop names, and its loaders' data as the document carries it. The bench
// then renders the same page with React Router alone (see bench/trivial/app/routes/replay.tsx).
import { getInnerHTML } from "domutils";
import { parseDocument } from "htmlparser2";
import { UNSAFE_decodeViaTurboStream } from "react-router";

// The lists the app renders once per locale and inserts as HTML (`StaticList`): inserted so here too.
const STATIC_LIST_ID = /^footer-masters-list$/;

const PROP_NAMES = {
  class: "className",
  for: "htmlFor",
  srcset: "srcSet",
  fetchpriority: "fetchPriority",
  tabindex: "tabIndex",
  autocomplete: "autoComplete",
  maxlength: "maxLength",
  minlength: "minLength",
  readonly: "readOnly",
  crossorigin: "crossOrigin",
  enctype: "encType",
  inputmode: "inputMode",
  enterkeyhint: "enterKeyHint",
  novalidate: "noValidate",
  autofocus: "autoFocus",
  spellcheck: "spellCheck",
  datetime: "dateTime",
  colspan: "colSpan",
  rowspan: "rowSpan",
};
const BOOLEAN = new Set([
  "hidden",
  "disabled",
  "checked",
  "selected",
  "required",
  "multiple",
  "readOnly",
  "open",
  "noValidate",
  "autoFocus",
  "inert",
]);

function propName(name) {
  if (PROP_NAMES[name]) return PROP_NAMES[name];
  if (name.startsWith("aria-") || name.startsWith("data-")) return name;
  return name.replace(/[-:]([a-z])/g, (_, letter) => letter.toUpperCase());
}

function styleObject(text) {
  const style = {};
  for (const declaration of text.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    style[name.startsWith("--") ? name : propName(name)] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function toNodes(nodes) {
  const out = [];
  for (const node of nodes) {
    if (node.type === "text") out.push(node.data);
    else if (node.type === "tag" && node.name !== "script") {
      const props = {};
      for (const [name, value] of Object.entries(node.attribs)) {
        const prop = propName(name);
        props[prop] = prop === "style" ? styleObject(value) : BOOLEAN.has(prop) ? true : value;
      }
      if (STATIC_LIST_ID.test(node.attribs.id ?? "")) {
        props.dangerouslySetInnerHTML = { __html: getInnerHTML(node) };
        out.push([node.name, props, []]);
      } else out.push([node.name, props, toNodes(node.children)]);
    }
  }
  return out;
}

/** `page`'s body as a tree and its loaders' data, fetched from `origin`. */
export async function capturePage(origin, page, headers = {}) {
  const url = new URL(page, origin);
  const html = await (await fetch(url, { headers: { ...headers, "accept-encoding": "identity" } })).text();
  const body = parseDocument(html, { lowerCaseAttributeNames: false })
    .children.flatMap((node) => node.children ?? [])
    .find((node) => node.name === "body");
  // The hydration data as this document carries it (lists drawn on the server are not in it,
  // decision 030): the string literals its scripts hand to React Router's stream.
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((match) =>
    JSON.parse(match[1]),
  );
  const stream = new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  const decoded = await UNSAFE_decodeViaTurboStream(stream, globalThis);
  await decoded.done;
  return { tree: toNodes(body.children), data: decoded.value.loaderData };
}
