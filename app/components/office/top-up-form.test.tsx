import { describe, expect, it } from "vitest";
import { messages } from "~/i18n/messages.server";
import { renderMarkup as render } from "../../../tests/render";
import { BalancePanel } from "./balance-panel";
import { TopUpForm } from "./top-up-form";

// biome-ignore lint/suspicious/noExplicitAny: the messages are plain JSON, read by key in the assertions
const payments = (locale: "en" | "de") => messages[locale].payments as Record<string, any>;

describe("TopUpForm", () => {
  it("posts the amount to /balance/top-up, $25 chosen, with the test label for the test provider", () => {
    const t = payments("en");
    const html = render(<TopUpForm provider="test" />, "en", "/en/masters/anna?tab=tab-4");
    expect(html).toContain('action="/en/balance/top-up"');
    expect(html).toContain('method="post"');
    for (const dollars of [10, 25, 50, 100]) expect(html).toContain(`value="${dollars}"`);
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="25"/);
    expect(html).toContain(t.form.testBadge);
    expect(html).toContain(t.form.testNote);
    expect(html).toContain('name="custom"');
  });

  it("has no test label with Stripe, says so when no provider is available, shows field errors", () => {
    const t = payments("de");
    const stripe = render(<TopUpForm provider="stripe" />, "de", "/de/masters/anna?tab=tab-4");
    expect(stripe).not.toContain(t.form.testBadge);
    expect(stripe).toContain(t.form.stripeNote);
    expect(stripe).toContain('action="/de/balance/top-up"');
    const none = render(<TopUpForm provider={null} />, "de");
    expect(none).toContain(t.errors.unavailable);
    expect(none).not.toContain("<form");
    const refused = render(
      <TopUpForm provider="test" values={{ custom: "3" }} errors={{ custom: "payments.errors.amountMin" }} />,
      "de",
    );
    expect(refused).toContain(t.errors.amountMin.replace("{{min}}", "5\u00a0$"));
    expect(refused).toContain('aria-invalid="true"');
    expect(refused).toContain('value="3"');
    expect(refused).not.toMatch(/checked=""/);
  });

  it("sits on the balance tab when the page passes `topUp`, and not otherwise", () => {
    const t = payments("en");
    expect(render(<BalancePanel balanceCents={0} entries={[]} />)).not.toContain(t.form.title);
    const html = render(<BalancePanel balanceCents={2500} entries={[]} topUp={{ provider: "test" }} />);
    expect(html).toContain(t.form.title);
    expect(html).toContain("$25.00");
  });

  it("writes the presets and the limits as money in the page's language", () => {
    const en = render(<TopUpForm provider="test" />, "en");
    for (const preset of ["$10", "$25", "$50", "$100"]) expect(en).toContain(`>${preset}</label>`);
    expect(en).toContain("Whole dollars, from $5 to $1,000.");
    const uk = render(
      <TopUpForm
        provider="test"
        values={{ custom: "5000" }}
        errors={{ custom: "payments.errors.amountMax" }}
      />,
      "uk",
    );
    expect(uk).toContain(">25\u00a0$</label>");
    expect(uk).toContain("від 5\u00a0$ до 1\u00a0000\u00a0$");
    expect(uk).toContain("Найбільше поповнення — 1\u00a0000\u00a0$");
  });
});
