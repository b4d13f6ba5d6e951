import { describe, expect, it } from "vitest";
import type { QaPage, QaQuestion } from "~/forms/lesson-question-limits";
import { renderMarkup, renderWholeMarkup } from "../../../tests/render";
import { LessonQuestions } from "./questions";

const question = (id: number, body: string, extra: Partial<QaQuestion> = {}): QaQuestion => ({
  id,
  body,
  createdAt: "2026-11-28T10:00:00.000Z",
  author: { username: `asker${id}`, fullName: `Asker ${id}` },
  hidden: null,
  answers: [],
  ...extra,
});

const page = (
  questions: QaQuestion[],
  role: QaPage["viewer"]["role"],
  more: Partial<QaPage> = {},
): QaPage => ({
  questions,
  count: questions.length,
  page: 1,
  pages: 1,
  viewer: { role },
  ...more,
});

describe("the lesson's questions", () => {
  it("shows text escaped, blank lines as paragraphs, line breaks kept; no forms for a visitor", () => {
    const html = renderMarkup(
      <LessonQuestions
        qa={page([question(1, "First <b>line</b>\nsame paragraph\n\nSecond <script>x</script>")], "visitor")}
      />,
    );
    expect(html).toContain(
      "<p>First &lt;b&gt;line&lt;/b&gt;\nsame paragraph</p><p>Second &lt;script&gt;x&lt;/script&gt;</p>",
    );
    expect(html).not.toContain("<b>");
    expect(html).toContain("Buyers of this lesson can ask the master questions here.");
    expect(html).not.toContain("<form");
  });

  it("gives a buyer the ask form, the master an open answer form, staff hide forms and hidden posts marked", async () => {
    expect(await renderWholeMarkup(<LessonQuestions qa={page([], "buyer")} />)).toContain(
      'value="question-ask"',
    );
    const master = await renderWholeMarkup(<LessonQuestions qa={page([question(2, "Lamp?")], "master")} />);
    expect(master).toContain("<details class");
    expect(master).toMatch(/<details[^>]* open=""/);
    expect(master).toContain('value="question-answer"');
    expect(master).not.toContain("question-hide");
    const hidden = question(3, "Spam", {
      hidden: { reason: "Advertising", at: "2026-11-28T11:00:00.000Z" },
      answers: [
        {
          id: 4,
          body: "Reply",
          createdAt: "2026-11-28T12:00:00.000Z",
          author: { username: "team", fullName: "Team" },
          hidden: null,
          role: "staff",
        },
      ],
    });
    const staff = await renderWholeMarkup(<LessonQuestions qa={page([hidden], "staff")} />);
    expect(staff).toContain("Hidden by staff: Advertising");
    expect(staff).toContain('value="question-restore"');
    expect(staff).toContain("Answer from the Maistry team");
    expect(staff).toContain('name="answer" value="4"');
    expect(staff).toContain('value="question-hide"');
  });

  it("links to older and newer pages, keeping the page's other query values", () => {
    const html = renderMarkup(
      <LessonQuestions qa={page([question(5, "Q")], "visitor", { count: 25, page: 2, pages: 3 })} />,
      "en",
      "/en/lessons/x?tab=full&questions=2",
    );
    expect(html).toContain('href="/en/lessons/x?tab=full#questions"');
    expect(html).toContain('href="/en/lessons/x?tab=full&amp;questions=3#questions"');
  });
});
