import * as styles from "./rich-text.css";

type Block = { kind: "heading" | "paragraph"; text: string } | { kind: "list"; items: string[] };

/**
 * Page bodies are stored as plain text with a tiny markup: blank lines separate blocks, `## `
 * starts a sub-heading and `- ` a list item. No HTML is ever taken from the database.
 */
export function parseBody(body: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of body.replace(/\r\n/g, "\n").split(/\n{2,}/)) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    for (const line of lines) {
      const last = blocks.at(-1);
      if (line.startsWith("## ")) blocks.push({ kind: "heading", text: line.slice(3) });
      else if (line.startsWith("- ")) {
        if (last?.kind === "list") last.items.push(line.slice(2));
        else blocks.push({ kind: "list", items: [line.slice(2)] });
      } else if (last?.kind === "paragraph" && lines.indexOf(line) > 0) last.text += ` ${line}`;
      else blocks.push({ kind: "paragraph", text: line });
    }
  }
  return blocks;
}

export function RichText({ body }: { body: string }) {
  return (
    <div className={styles.prose}>
      {parseBody(body).map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === "heading") return <h2 key={key}>{block.text}</h2>;
        if (block.kind === "list")
          return (
            <ul key={key}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
