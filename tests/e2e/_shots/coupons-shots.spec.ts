import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { DEMO_CREDENTIALS } from "../../../app/server/seed/demo-content";
import { test } from "../fixtures";
import { freshAddress, localize } from "../helpers";
import { createUser, signIn } from "../users";

test("coupons screenshots", async ({ page, baseURL }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
  const response = await page.request.get(`/api/en/api/masters/${DEMO_CREDENTIALS.master.username}/`);
  const master = (await response.json()) as { lessons: { slug: string; price_cents: number }[] };
  const lesson = master.lessons.find((item) => item.price_cents > 0);
  const code = `SHOT-${randomBytes(2).toString("hex").toUpperCase()}`;
  await signIn(page, DEMO_CREDENTIALS.master);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(localize("en", "/personal-info/coupons"));
    if (width === 1280) {
      await page.getByLabel("Code", { exact: true }).fill("x");
      await page.getByRole("button", { name: "Create code" }).click();
      await expect(page.getByText(/Use 3–24/)).toBeVisible();
      await page.screenshot({ path: `screenshots/_coupons2-office-error-${width}.png`, fullPage: true });
      await page.goto(localize("en", "/personal-info/coupons"));
      await page.getByLabel("Code", { exact: true }).fill(code);
      await page.getByLabel("Size of the discount", { exact: true }).fill("25");
      await page.getByRole("button", { name: "Create code" }).click();
      await page.getByRole("dialog").getByRole("button").first().click();
    }
    await page.screenshot({ path: `screenshots/_coupons2-office-${width}.png`, fullPage: true });
  }
  await page.context().clearCookies();
  const learner = await createUser(page.request, baseURL as string, "Shot");
  await signIn(page, learner);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${localize("en", `/lessons/${lesson?.slug}`)}?coupon=${code}`);
    await page.screenshot({ path: `screenshots/_coupons2-lesson-${width}.png` });
    await page.goto(`${localize("en", `/lessons/${lesson?.slug}/buy`)}?coupon=${code}`);
    await page.screenshot({ path: `screenshots/_coupons2-buy-${width}.png`, fullPage: true });
    await page.goto(`${localize("en", `/lessons/${lesson?.slug}/buy`)}?coupon=NOPE`);
    await page.screenshot({ path: `screenshots/_coupons2-buy-invalid-${width}.png`, fullPage: true });
  }
});
