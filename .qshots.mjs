// Screenshots of the lesson page's questions section (not committed).
import { chromium } from "@playwright/test";
const origin = process.argv[2];
const out = "/tmp/qshots";
const j = async (r) => { const t = await r.text(); try { return JSON.parse(t); } catch { return t; } };
const post = (path, body, headers = {}) =>
  fetch(origin + path, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) }).then(j);
const get = (path, headers = {}) => fetch(origin + path, { headers }).then(j);
const tag = Math.random().toString(16).slice(2, 8);
const lessons = (await get("/api/en/api/lessons/?price_max=0&ordering=level")).results.filter((l) => l.price_cents === 0);
const lesson = lessons[lessons.length - 1];
const masterEmail = `${lesson.master.username}@demo.maistry.app`;
const session = (body) => post("/__test__/session", body);
const buyer = await session({ email: `shot-${tag}@example.com`, username: `shot_${tag}`, fullName: "Oksana Petrenko", password: "velvet-orchid-2026" });
const token = async (email, password) => (await post("/api/api/auth/jwt/create/", { email, password })).access;
const bt = await token(buyer.email, "velvet-orchid-2026");
console.log(await post(`/api/en/api/lessons/${lesson.slug}/purchase/`, {}, { Authorization: `Bearer ${bt}`, "Idempotency-Key": `shot-${tag}` }));
const ask = (body) => post(`/api/en/api/lessons/${lesson.slug}/questions/`, { body }, { Authorization: `Bearer ${bt}` });
const q1 = await ask("Which base coat do you use under the gel?\n\nAnd how thin should the first layer be — one stroke or two?");
const q2 = await ask("Buy cheap lashes at example.test!!!");
const q3 = await ask("Can I do this technique on short natural nails?");
const mt = await token(masterEmail, "maistry-demo-2026");
console.log(await post(`/api/en/api/lessons/${lesson.slug}/questions/${q1.id}/answers/`, { body: "A rubber base, one thin layer.\nCure it for 60 seconds before the colour." }, { Authorization: `Bearer ${mt}` }));
const st = await token("staff@demo.maistry.app", "maistry-demo-2026");
console.log(await post(`/api/en/api/lessons/${lesson.slug}/questions/${q2.id}/hide/`, { reason: "Advertising" }, { Authorization: `Bearer ${st}` }));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [who, email] of [["visitor", null], ["staff", "staff@demo.maistry.app"], ["master", masterEmail], ["buyer", buyer.email]]) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    if (email) {
      const s = await session({ email, promptShown: true });
      await context.addCookies([s.cookie, s.promptCookie].filter(Boolean).map((c) => ({ ...c, url: origin })));
    }
    const page = await context.newPage();
    await page.goto(`${origin}/en/lessons/${lesson.slug}`);
    await page.waitForTimeout(1500);
    await page.locator("#questions").screenshot({ path: `${out}/${who}-${width}.png` });
    await context.close();
  }
}
await browser.close();
console.log("done", lesson.slug);
