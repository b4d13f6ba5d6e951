// A page of Maistry replayed without Maistry: the same elements, attributes and texts as its HTML
// body, and the same data as its loaders, rendered by React Router with no database, session,
// translations or components of the app. `npm run bench` captures each page it measures into
// `fixtures/<n>.json`; `server.js` reads them at start (the build has no file access in its
// client half) and the bench loads `/replay/<n>` beside the page, so the ratio of the two says how
// much of a page's cost is the framework's for that much page and how much the app's (issue 13).
import { createElement, type ReactNode } from "react";
import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";

/** An element as captured: tag, props (React's names) and children; a string is a text. */
type Node = string | [string, Record<string, unknown>, Node[]];

interface Fixture {
  tree: Node[];
  data: unknown;
}

const fixtures = () => (globalThis as { replayFixtures?: Record<string, Fixture> }).replayFixtures ?? {};

export function loader({ params }: LoaderFunctionArgs) {
  const page = String(params.page);
  const found = fixtures()[page];
  if (!found) throw new Response("No such fixture", { status: 404 });
  // A copy, as a real loader builds its data anew for every request.
  return { page, data: structuredClone(found.data) };
}

function render(node: Node, key: number): ReactNode {
  if (typeof node === "string") return node;
  const [tag, props, children] = node;
  return createElement(tag, { ...props, key }, ...children.map(render));
}

export default function Replay() {
  const { page } = useLoaderData<typeof loader>();
  return (fixtures()[page]?.tree ?? []).map(render);
}
