import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { imageSrc } from "../../app/catalog/image-urls";
import enProfile from "../../locales/en/office-profile.json" with { type: "json" };
import enUploads from "../../locales/en/uploads.json" with { type: "json" };
import { test } from "./fixtures";
import {
  format,
  hasJavaScript,
  isPhone,
  localize,
  NOJS,
  PHONE,
  PHONE_NOJS,
  useFreshAddress,
  waitForHydration,
} from "./helpers";
import { createUser, signIn } from "./users";

/*
 * Uploads end to end: the upload endpoint itself (signed-in users only, same-origin only,
 * refusals translated, removal of one's own upload), and the upload field on the personal-data
 * page with JavaScript (progress, refusal next to the file, remove, the submit held while a file
 * is on its way) and without it (a plain file input in a multipart form). The endpoint is checked
 * once, at 1280 px with JavaScript; the upload field (layout-dependent) at 1280 px and at 375 px,
 * each with JavaScript and without (its JavaScript-only behaviour with JavaScript at both widths).
 */

const u = enUploads.uploads;
const p = enProfile.officeProfile;
const CLIP = path.resolve("app/server/seed/demo-media/hair-trailer.mp4");

test.beforeEach(({ page }) => useFreshAddress(page));

const portrait = (width = 480, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: "#c77d93" } })
    .jpeg()
    .toBuffer();

/** A photo of noise: several megabytes, so that sending it takes a while on a slow line. */
async function heavyPhoto(): Promise<Buffer> {
  const width = 2400;
  const height = 1800;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/**
 * A fresh master, signed in through the test session route (the login form is accounts.spec.ts's
 * journey): as after a login that landed, the office's prompt already shown.
 */
async function signedIn(page: Page, baseURL: string) {
  const user = await createUser(page.request, baseURL, "Uploader", { master: true });
  await signIn(page, user);
  return user;
}

const post = (page: Page, purpose: string, data: Buffer, type: string, name: string, headers = {}) =>
  page.request.post(`/uploads?purpose=${purpose}&lng=en`, {
    data,
    headers: { "Content-Type": type, "X-File-Name": encodeURIComponent(name), ...headers },
  });

// Untagged: only at 1280 px with JavaScript, as the endpoint answers the same whatever the browser.
test.describe("the upload endpoint", () => {
  test("stores a photo for a signed-in user, serves its preview, and removes it on request", async ({
    page,
    baseURL,
  }) => {
    const anonymous = await post(page, "photo", await portrait(), "image/jpeg", "me.jpg");
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({ error: u.errors.signIn, key: "uploads.errors.signIn" });

    await signedIn(page, baseURL as string);
    const created = await post(page, "photo", await portrait(), "image/jpeg", "Весна.jpg");
    expect(created.status()).toBe(201);
    const { upload } = await created.json();
    expect(upload).toMatchObject({ kind: "image", purpose: "photo", name: "Весна.jpg" });
    const preview = await page.request.get(imageSrc(upload.preview));
    expect(preview.status()).toBe(200);
    expect(preview.headers()["content-type"]).toBe("image/webp");

    const removed = await page.request.delete(`/uploads?id=${upload.id}`);
    expect(removed.status()).toBe(204);
    expect((await page.request.get(imageSrc(upload.preview))).status()).toBe(404);
    expect((await page.request.delete(`/uploads?id=${upload.id}`)).status()).toBe(404);
  });

  test("refuses fakes and files over the limit, in the language asked for", async ({ page, baseURL }) => {
    await signedIn(page, baseURL as string);
    const fake = await page.request.post("/uploads?purpose=photo&lng=de", {
      data: Buffer.from("<!doctype html><script>alert(1)</script>"),
      headers: { "Content-Type": "image/jpeg", "X-File-Name": "cat.jpg" },
    });
    expect(fake.status()).toBe(400);
    expect((await fake.json()).key).toBe("uploads.errors.notAnImage");
    expect((await fake.json()).error).toBe("Diese Datei ist kein JPEG-, PNG-, WebP- oder AVIF-Bild.");

    // The e2e server allows trailers of 1 MB.
    const clip = await readFile(CLIP);
    const long = await post(page, "trailer", Buffer.concat(Array(30).fill(clip)), "video/mp4", "long.mp4");
    expect(long.status()).toBe(413);
    expect(await long.json()).toEqual({
      error: format(u.errors.videoTooLarge, { max: 1 }),
      key: "uploads.errors.videoTooLarge",
    });
    const trailer = await post(page, "trailer", clip, "video/mp4", "trailer.mp4");
    expect(trailer.status()).toBe(201);
    expect((await trailer.json()).upload).toMatchObject({ kind: "video", bytes: clip.length });
  });

  test("refuses a cross-site upload, lets a same-origin one through", async ({ page, baseURL }) => {
    await signedIn(page, baseURL as string);
    const photo = await portrait();
    const forged = await post(page, "photo", photo, "image/jpeg", "x.jpg", {
      Origin: "https://evil.example",
    });
    expect(forged.status()).toBe(403);
    const own = await post(page, "photo", photo, "image/jpeg", "x.jpg", {
      Origin: new URL(baseURL as string).origin,
    });
    expect(own.status()).toBe(201);
  });
});

/** The upload field's own box (its fieldset, named by its legend). */
const avatarField = (page: Page) =>
  page.getByRole("main").getByRole("group", { name: p.personal.avatar, exact: true });

test.describe("the upload field on the personal-data page", () => {
  async function openPersonalData(page: Page, testInfo: TestInfo, baseURL: string) {
    const user = await signedIn(page, baseURL);
    await page.goto(localize("en", "/personal-info"));
    if (hasJavaScript(testInfo)) await waitForHydration(page, "en");
    const main = page.getByRole("main");
    // The rest of the form, so that it can be saved.
    await main.getByLabel(p.personal.category, { exact: true }).selectOption({ index: 1 });
    await main.getByLabel(p.personal.specialization, { exact: true }).selectOption({ index: 1 });
    await main
      .getByLabel(p.personal.shortDescription, { exact: true })
      .fill("Brows and lashes, done calmly.");
    return { user, main, input: main.getByLabel(p.personal.avatar) };
  }

  test(
    "a photo chosen is uploaded and saved with the form",
    { tag: [NOJS, PHONE, PHONE_NOJS] },
    async ({ page, baseURL }, testInfo) => {
      const { user, main, input } = await openPersonalData(page, testInfo, baseURL as string);
      await input.setInputFiles({ name: "portrait.jpg", mimeType: "image/jpeg", buffer: await portrait() });
      if (hasJavaScript(testInfo)) {
        // Uploaded at once: kept as a ticked box with its name, the file input emptied.
        const keep = main.getByRole("checkbox", {
          name: format(u.field.keepNamed, { name: "portrait.jpg" }),
        });
        await expect(keep).toBeChecked();
        await expect(main.getByText(u.field.uploaded, { exact: true })).toBeVisible();
        await expect(
          page
            .getByRole("status")
            .filter({ hasText: format(u.field.announceUploaded, { name: "portrait.jpg" }) }),
        ).toBeAttached();
        await expect(input).toHaveValue("");
      }
      await main.getByRole("button", { name: p.common.save, exact: true }).click();
      await expect(page.getByRole("dialog").filter({ hasText: p.flash.saved })).toBeVisible();
      await expect(
        page.getByRole("img", { name: format(p.personal.currentAvatar, { name: user.fullName }) }),
      ).toBeVisible();
    },
  );

  test(
    "a file that is no image is refused next to the field, and nothing is saved",
    { tag: [NOJS, PHONE, PHONE_NOJS] },
    async ({ page, baseURL }, testInfo) => {
      const { main, input } = await openPersonalData(page, testInfo, baseURL as string);
      await input.setInputFiles({
        name: "cat.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("<!doctype html><title>not a cat</title>"),
      });
      if (hasJavaScript(testInfo)) {
        // Refused by the server while the form waits: the message sits with the file.
        await expect(main.getByText(u.errors.notAnImage, { exact: true })).toBeVisible();
        await expect(
          main.getByRole("checkbox", { name: format(u.field.keepNamed, { name: "cat.jpg" }) }),
        ).toHaveCount(0);
        await main.getByRole("button", { name: `${u.field.dismiss}: cat.jpg` }).click();
        await expect(main.getByText(u.errors.notAnImage, { exact: true })).toHaveCount(0);
      } else {
        await main.getByRole("button", { name: p.common.save, exact: true }).click();
        await expect(main.getByRole("alert").filter({ hasText: u.errors.notAnImage })).toBeVisible();
        // The rest of the form is as typed.
        await expect(main.getByLabel(p.personal.shortDescription, { exact: true })).toHaveValue(
          "Brows and lashes, done calmly.",
        );
      }
    },
  );

  test(
    "with JavaScript: progress shows, the form waits for the upload, a kept upload can be removed",
    { tag: [PHONE] },
    async ({ page, baseURL }, testInfo) => {
      const { main, input } = await openPersonalData(page, testInfo, baseURL as string);

      // A slow line: about 2 Mbit/s up.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 20,
        downloadThroughput: 4_000_000,
        uploadThroughput: 250_000,
      });
      const photo = await heavyPhoto();
      await input.setInputFiles({ name: "studio.jpg", mimeType: "image/jpeg", buffer: photo });
      const progress = main.getByRole("progressbar", { name: "studio.jpg" });
      await expect(progress).toBeVisible();
      await expect.poll(async () => Number(await progress.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
      // No local preview of the file being sent (decision 021): its row shows the placeholder.
      await expect(avatarField(page).locator("img")).toHaveCount(0);
      await avatarField(page).screenshot({
        path: testInfo.outputPath(`upload-field-progress-${isPhone(testInfo) ? "phone" : "desktop"}.png`),
      });

      // Saving now would lose the photo: the form waits and says so.
      await main.getByRole("button", { name: p.common.save, exact: true }).click();
      await expect(main.getByRole("alert").filter({ hasText: u.field.waitForUploads })).toBeVisible();
      await expect(page.getByRole("dialog").filter({ hasText: p.flash.saved })).toHaveCount(0);

      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const keep = main.getByRole("checkbox", { name: format(u.field.keepNamed, { name: "studio.jpg" }) });
      await expect(keep).toBeChecked({ timeout: 30_000 });
      await expect(main.getByRole("alert").filter({ hasText: u.field.waitForUploads })).toHaveCount(0);

      // Removed before saving: gone from the form and from the server.
      const id = await keep.getAttribute("value");
      const deleted = page.waitForResponse((response) => response.request().method() === "DELETE");
      await main.getByRole("button", { name: format(u.field.removeNamed, { name: "studio.jpg" }) }).click();
      expect((await deleted).status()).toBe(204);
      await expect(keep).toHaveCount(0);
      expect((await page.request.delete(`/uploads?id=${id}`)).status()).toBe(404);
      // Keyboard users land back on the file picker.
      await expect(input).toBeFocused();
    },
  );

  test(
    "looks finished at this width",
    { tag: [NOJS, PHONE, PHONE_NOJS] },
    async ({ page, baseURL }, testInfo) => {
      const { main, input } = await openPersonalData(page, testInfo, baseURL as string);
      if (hasJavaScript(testInfo)) {
        await input.setInputFiles({
          name: "portrait-in-the-studio.jpg",
          mimeType: "image/jpeg",
          buffer: await portrait(),
        });
        await expect(main.getByText(u.field.uploaded, { exact: true })).toBeVisible();
      }
      const field = avatarField(page);
      await field.scrollIntoViewIfNeeded();
      await field.screenshot({ path: testInfo.outputPath(`upload-field-${testInfo.project.name}.png`) });
      // 44 px targets.
      const target = hasJavaScript(testInfo) ? main.getByText(u.field.choose, { exact: true }) : input;
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    },
  );
});
