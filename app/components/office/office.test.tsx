import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import type { OwnLesson } from "~/office/types";
import { renderMarkup as render } from "../../../tests/render";
import { BalancePanel } from "./balance-panel";
import { CompletionPrompt } from "./completion-prompt";
import { OwnLessons } from "./own-lessons";
import { OwnerTabs, ownTab } from "./owner-tabs";
import { OfficeSection } from "./section";

// biome-ignore lint/suspicious/noExplicitAny: the messages are plain JSON, read by key in the assertions
const office = (locale: Locale) => messages[locale].office as Record<string, any>;

describe("OfficeSection", () => {
  it("frames a section with its h1, lead and actions", () => {
    const html = render(
      <OfficeSection title="Portfolio" lead="Photos of your work" actions={<a href="/x">Add</a>}>
        <form />
      </OfficeSection>,
    );
    expect(html).toMatch(/<h1 id="office-section-title"[^>]*>Portfolio<\/h1>/);
    expect(html).toContain("Photos of your work");
    expect(html).toContain('<a href="/x">Add</a>');
  });
});

describe("CompletionPrompt", () => {
  it("is a region in the page (never a modal), lists what is missing with links, closes and hides without JavaScript", () => {
    const html = render(
      <CompletionPrompt
        completion={{
          master: true,
          listed: false,
          missing: ["personal", "activities", "portfolio", "certificates", "lessons"],
          hidden: false,
        }}
      />,
      "de",
      "/de/masters/anna?tab=tab-2",
    );
    const t = office("de");
    expect(html).toMatch(/^<section[^>]*aria-labelledby="completion-title"/);
    expect(html).not.toContain("<dialog");
    expect(html).toContain(t.prompt.hidden.title);
    for (const [part, path] of [
      ["personal", "/de/personal-info"],
      ["activities", "/de/personal-info/activities"],
      ["portfolio", "/de/personal-info/portfolio"],
      ["certificates", "/de/personal-info/certificates"],
      ["lessons", "/de/personal-info/lessons"],
    ]) {
      expect(html).toContain(`href="${path}"`);
      expect(html).toContain(t.prompt.parts[part as string].title);
    }
    // "Later" links to this same page (the server shows the notice once per visit); "Don't show
    // again" posts and comes back here.
    expect(html).toMatch(new RegExp(`<a[^>]*href="/de/masters/anna\\?tab=tab-2"[^>]*>${t.prompt.later}</a>`));
    expect(html).toMatch(/<form[^>]*action="\/de\/personal-info\/prompt" method="post"/);
    expect(html).toContain('name="redirectTo" value="/de/masters/anna?tab=tab-2"');
    expect(html).toContain(t.prompt.later);
    expect(html).toContain(t.prompt.never);
  });

  it("invites a listed master to add the rest, listing only what is missing", () => {
    const html = render(
      <CompletionPrompt completion={{ master: true, listed: true, missing: ["lessons"], hidden: false }} />,
    );
    const t = office("en");
    expect(html).toContain(t.prompt.listed.title);
    expect(html).not.toContain(t.prompt.hidden.title);
    expect(html).toContain('href="/en/personal-info/lessons"');
    expect(html).not.toContain('href="/en/personal-info/portfolio"');
  });

  it("shows nothing to a learner (decision 037)", () => {
    const html = render(
      <CompletionPrompt completion={{ master: false, listed: false, missing: ["lessons"], hidden: false }} />,
    );
    expect(html).toBe("");
  });
});

describe("the owner's tabs", () => {
  it("are links with the open one marked, defaulting to the profile", () => {
    expect(ownTab("tab-3")).toBe("tab-3");
    expect(ownTab(null)).toBe("tab-1");
    expect(ownTab("tab-5")).toBe("tab-5");
    expect(ownTab("tab-6")).toBe("tab-1");
    const html = render(<OwnerTabs username="anna k" active="tab-2" />, "uk");
    for (const tab of ["tab-1", "tab-2", "tab-3", "tab-4", "tab-5"])
      expect(html).toContain(`href="/masters/anna%20k?tab=${tab}"`);
    expect(html).toMatch(/<a href="\/masters\/anna%20k\?tab=tab-2"[^>]*aria-current="page"/);
    expect(html.match(/aria-current/g)?.length).toBe(1);
  });

  it("my lessons: status badges, edit links, and an empty state with the way to a new lesson", () => {
    const card = (id: number, published: boolean): OwnLesson => ({
      id,
      slug: `lesson-${id}`,
      title: `Lesson ${id}`,
      priceCents: 1500,
      level: "beginner",
      views: 0,
      rating: 0,
      reviewCount: 0,
      poster: null,
      category: null,
      subCategory: null,
      subtitles: [],
      language: "uk",
      textLanguage: "uk",
      master: { id: 1, username: "anna", fullName: "Anna", avatar: null },
      published,
    });
    const t = office("en");
    const html = render(<OwnLessons lessons={[card(1, true), card(2, false)]} />);
    expect(html).toContain(t.lessons.published);
    expect(html).toContain(t.lessons.draft);
    expect(html).toContain('href="/en/personal-info/lessons/2"');
    expect(html).toContain('href="/en/personal-info/lessons/new"');
    const empty = render(<OwnLessons lessons={[]} />);
    expect(empty).toContain(t.lessons.emptyTitle);
    expect(empty).toContain('href="/en/personal-info/lessons/new"');
  });

  it("balance: the amount with two decimals and the movements, or 'no movements yet'", () => {
    const t = office("en");
    const empty = render(<BalancePanel balanceCents={0} entries={[]} />);
    expect(empty).toContain("$0.00");
    expect(empty).toContain(t.balance.emptyTitle);
    const html = render(
      <BalancePanel
        balanceCents={2500}
        entries={[
          { id: 2, kind: "sale", amountCents: 1200, createdAt: "2026-03-02T10:00:00Z", reference: "Brows" },
          { id: 1, kind: "purchase", amountCents: -1500, createdAt: "2026-03-01T10:00:00Z", reference: "" },
        ]}
      />,
    );
    expect(html).toContain("$25.00");
    expect(html).toContain(t.balance.kinds.sale);
    // Intl writes the signs (a real minus sign) where the language puts them.
    expect(html).toContain("+$12.00");
    expect(html).toContain("−$15.00");
    const uk = render(
      <BalancePanel
        balanceCents={123450}
        entries={[
          { id: 1, kind: "purchase", amountCents: -4400, createdAt: "2026-03-01T10:00:00Z", reference: "" },
        ]}
      />,
      "uk",
    );
    expect(uk).toContain("1\u00a0234,50\u00a0$");
    expect(uk).toContain("−44,00\u00a0$");
    expect(html).toContain("Brows");
    expect(html).not.toContain(t.balance.emptyTitle);
  });
});
