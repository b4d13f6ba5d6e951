// Screenshots of pages at 375 px and 1280 px for looking at the design:
//   node scripts/screenshots.js [baseUrl] [path ...]
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const paths = process.argv.slice(3).length
  ? process.argv.slice(3)
  : ["/", "/en", "/de/about-us", "/en/contact"];
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" }).catch(() => {});
    const name = `${path.replace(/[/?=&]+/g, "_") || "_"}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: process.env.FULL !== "0" });
    console.log(`screenshots/${name}`);
  }
  await page.close();
}
await browser.close();
