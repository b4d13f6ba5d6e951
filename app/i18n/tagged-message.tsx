import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";

/**
 * A message whose translation marks a part with a tag — "I accept the <offer>public offer</offer>"
 * — drawn with that part inside the element given for the tag (a link, say). The translation
 * decides where the part goes in its sentence; the code decides what it is. A tag without an
 * element shows its text alone.
 */
export function TaggedMessage({
  message,
  elements,
}: {
  message: string;
  elements: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const [whole, tag = "", text = ""] = match;
    parts.push(message.slice(last, match.index));
    const element = elements[tag];
    parts.push(element ? cloneElement(element, { key: match.index }, text) : text);
    last = match.index + whole.length;
  }
  parts.push(message.slice(last));
  return <Fragment>{parts}</Fragment>;
}
