import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createDeflate } from "node:zlib";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import enItems from "../../locales/en/office-items.json" with { type: "json" };
import enUploads from "../../locales/en/uploads.json" with { type: "json" };
import ukItems from "../../locales/uk/office-items.json" with { type: "json" };
import ukUploads from "../../locales/uk/uploads.json" with { type: "json" };
import { test } from "./fixtures";
import {
  anonymousPage,
  expectVideoLoads,
  format,
  hasJavaScript,
  isPhone,
  localize,
  NOJS,
  PHONE,
  PHONE_NOJS,
  serverVideoSource,
  useFreshAddress,
  waitForHydration,
} from "./helpers";
import { createUser, signIn } from "./users";

/*
 * Portfolio works, certificates and lessons in the personal office, end to end: a fresh user adds
 * works and certificates with photos, edits and deletes them, publishes a lesson with three videos
 * that then plays (the trailer for everyone, the full video for its author), and every kind of bad
 * input is refused with its message and nothing stored. Every test is a form journey, so it runs
 * with JavaScript and without; the portfolio one (the upload field is layout-dependent) also at
 * 375 px, both ways. The refusals are the same messages at any width: 1280 px only. With
 * JavaScript at 1280 px the journeys are in English, everywhere else in Ukrainian.
 */

test.beforeEach(({ page }) => useFreshAddress(page));

type TestLocale = "en" | "uk";
const ITEMS = { en: enItems.officeItems, uk: ukItems.officeItems } as const;
const UPLOADS = { en: enUploads.uploads, uk: ukUploads.uploads } as const;
const CLIPS = path.resolve("app/server/seed/demo-media");

function setup(testInfo: TestInfo) {
  const locale: TestLocale = isPhone(testInfo) || !hasJavaScript(testInfo) ? "uk" : "en";
  return { locale, o: ITEMS[locale], u: UPLOADS[locale], js: hasJavaScript(testInfo) };
}

async function open(page: Page, locale: TestLocale, pathname: string, js: boolean) {
  await page.goto(localize(locale, pathname));
  if (js) await waitForHydration(page, locale);
}

const main = (page: Page) => page.getByRole("main");
/** An upload field: its fieldset, named by its legend. */
const uploadField = (page: Page, legend: string) =>
  main(page).getByRole("group", { name: legend, exact: true });

interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Chooses files in an upload field; with JavaScript waits until `expectKept` of them are uploaded. */
async function chooseFiles(field: Locator, files: FilePayload[], js: boolean, expectKept = files.length) {
  await field.locator('input[type="file"]').setInputFiles(files);
  if (js) await expect(field.getByRole("checkbox")).toHaveCount(expectKept, { timeout: 20_000 });
}

async function photo(seed: number, name = `photo-${seed}.png`): Promise<FilePayload> {
  const buffer = await sharp({
    create: {
      width: 400,
      height: 500,
      channels: 3,
      background: { r: 150 + ((seed * 37) % 100), g: 90 + ((seed * 53) % 80), b: 110 + ((seed * 29) % 90) },
    },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

async function clip(file: string, name = file): Promise<FilePayload> {
  return { name, mimeType: "video/mp4", buffer: await readFile(path.join(CLIPS, file)) };
}

/**
 * A file generated once per machine (big ones are slow to make); its path. Chosen by path, a file
 * is read by the browser itself instead of being sent to it over the DevTools protocol (seconds
 * for 10 MB here).
 */
async function cached(name: string, make: () => Promise<Buffer>): Promise<string> {
  const file = path.join(os.tmpdir(), `maistry-e2e-${name}`);
  if (!existsSync(file)) await writeFile(file, await make());
  return file;
}

/** A valid 20000 × 20000 grayscale PNG (400 megapixels, about 400 kB compressed). */
function hugePng(): Promise<Buffer> {
  const side = 20_000;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  return new Promise((resolve, reject) => {
    const deflate = createDeflate({ level: 9 });
    const parts: Buffer[] = [];
    deflate.on("data", (part: Buffer) => parts.push(part));
    deflate.on("error", reject);
    deflate.on("end", () => {
      resolve(
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          chunk("IHDR", header),
          chunk("IDAT", Buffer.concat(parts)),
          chunk("IEND", Buffer.alloc(0)),
        ]),
      );
    });
    // Each row: filter byte 0 and a row of black pixels, written 100 rows at a time.
    const rows = Buffer.alloc((side + 1) * 100);
    let written = 0;
    const write = () => {
      while (written < side) {
        written += 100;
        if (!deflate.write(rows)) {
          deflate.once("drain", write);
          return;
        }
      }
      deflate.end();
    };
    write();
  });
}

async function expectFlash(page: Page, message: string) {
  const dialog = page.getByRole("dialog").filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button").first().click();
  await expect(dialog).toBeHidden();
}

async function freshUser(page: Page, baseURL: string, name: string) {
  const user = await createUser(page.request, baseURL, name, { master: true });
  await signIn(page, user);
  return user;
}

/** Picks the first category and the first of its specializations (the same with or without JS). */
async function chooseCategory(page: Page, o: (typeof ITEMS)[TestLocale]) {
  await main(page).getByLabel(o.fields.category, { exact: true }).selectOption({ index: 1 });
  await main(page).getByLabel(o.fields.specialization, { exact: true }).selectOption({ index: 1 });
}

test(
  "portfolio and certificates: add with photos, edit, delete with confirmation",
  { tag: [NOJS, PHONE, PHONE_NOJS] },
  async ({ page, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const { locale, o, js } = setup(testInfo);
    await freshUser(page, baseURL as string, "Folio");

    await open(page, locale, "/personal-info/portfolio", js);
    await expect(page.getByRole("heading", { level: 1, name: o.portfolio.title })).toBeVisible();
    await expect(main(page).getByText(o.portfolio.empty.title)).toBeVisible();

    // A work with three photos.
    await chooseCategory(page, o);
    await chooseFiles(
      uploadField(page, o.gallery.photos),
      [await photo(1), await photo(2), await photo(3)],
      js,
    );
    await main(page).getByRole("button", { name: o.portfolio.add.submit }).click();
    await expectFlash(page, o.portfolio.flash.added);
    const works = main(page).getByRole("list", { name: o.portfolio.listLabel }).getByRole("listitem");
    await expect(works).toHaveCount(1);
    await expect(works.first()).toContainText(format(o.gallery.photoCount_other, { count: 3 }));
    await expect(works.first().getByRole("img")).toHaveCount(3);

    // Edit: drop the first photo, add another.
    await works.first().getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: o.portfolio.edit.title })).toBeVisible();
    if (js) await waitForHydration(page, locale);
    await main(page)
      .getByRole("checkbox", { name: format(o.gallery.keepPhoto, { number: 1 }) })
      .uncheck();
    await chooseFiles(uploadField(page, o.gallery.addPhotos), [await photo(4)], js);
    await main(page).getByRole("button", { name: o.actions.save }).click();
    await expectFlash(page, o.portfolio.flash.saved);
    await expect(works.first()).toContainText(format(o.gallery.photoCount_other, { count: 3 }));

    // Delete: a dialog asks first (with JS), or the item's confirmation step (without).
    await works.first().getByRole("button").or(works.first().getByRole("link")).last().click();
    // (With JS the dialog opens in place; without, on the work's own page, open from the server.)
    const dialog = page.getByRole("dialog", { name: o.portfolio.confirm.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: o.actions.confirmDelete }).click();
    await expectFlash(page, o.portfolio.flash.deleted);
    await expect(main(page).getByText(o.portfolio.empty.title)).toBeVisible();

    // A certificate with one scan.
    await open(page, locale, "/personal-info/certificates", js);
    await expect(main(page).getByText(o.certificates.empty.title)).toBeVisible();
    await chooseCategory(page, o);
    await chooseFiles(uploadField(page, o.gallery.photos), [await photo(5, "diploma.png")], js);
    await main(page).getByRole("button", { name: o.certificates.add.submit }).click();
    await expectFlash(page, o.certificates.flash.added);
    const certificates = main(page)
      .getByRole("list", { name: o.certificates.listLabel })
      .getByRole("listitem");
    await expect(certificates).toHaveCount(1);
    await expect(certificates.first()).toContainText(format(o.gallery.photoCount_one, { count: 1 }));
  },
);

/**
 * The `<video>` of the lesson page's panel: its file (as the server renders it; with JavaScript the
 * player may swap in an HLS `blob:` source) answers, and (with JS) it loads.
 */
async function expectPlayable(page: Page, js: boolean) {
  const video = main(page).locator("video");
  await expect(video).toHaveCount(1);
  const src = await serverVideoSource(page);
  expect(src).toBeTruthy();
  const response = await page.request.get(src, { headers: { Range: "bytes=0-1023" } });
  expect([200, 206]).toContain(response.status());
  expect(response.headers()["content-type"]).toMatch(/^video\//);
  if (js) {
    await expectVideoLoads(video);
  }
}

/**
 * Waits for the transcode worker to make the video's renditions: with JavaScript the editor
 * refreshes itself while a video is processing; without, the master reloads the page.
 */
async function waitForStreaming(page: Page, state: Locator, ready: string, js: boolean) {
  if (js) {
    await expect(state).toContainText(ready, { timeout: 150_000 });
    return;
  }
  await expect
    .poll(
      async () => {
        if ((await state.textContent())?.includes(ready)) return true;
        await page.reload();
        return (await state.textContent())?.includes(ready) ?? false;
      },
      { timeout: 150_000, intervals: [3_000] },
    )
    .toBe(true);
}

test(
  "a lesson with three videos is published once its full video is processed: the trailer plays for everyone, the full video for its author",
  // Each run waits for a transcode: at 1280 px with and without JavaScript (the upload field at
  // 375 px is the portfolio journey's; a phone playing the stream is player.spec's).
  { tag: [NOJS] },
  async ({ page, browser, baseURL }, testInfo) => {
    test.setTimeout(300_000);
    const { locale, o, js } = setup(testInfo);
    await freshUser(page, baseURL as string, "Teach");
    const title = `Marble nails ${randomBytes(3).toString("hex")}`;

    await open(page, locale, "/personal-info/lessons", js);
    await expect(main(page).getByText(o.lessons.empty.title)).toBeVisible();
    await main(page).getByRole("link", { name: o.lessons.new }).click();
    await expect(page.getByRole("heading", { level: 1, name: o.editor.newTitle })).toBeVisible();
    if (js) await waitForHydration(page, locale);

    await main(page).getByLabel(o.fields.title, { exact: true }).fill(title);
    await main(page)
      .getByLabel(o.fields.about, { exact: true })
      .fill("A marble effect with gel polish, step by step.");
    await main(page).getByLabel(o.fields.specialization, { exact: true }).selectOption({ index: 1 });
    await main(page).getByLabel(o.fields.level, { exact: true }).selectOption("intermediate");
    await main(page).getByLabel(o.fields.price, { exact: true }).fill("19.99");
    await chooseFiles(uploadField(page, o.editor.trailer.choose), [await clip("manicure-trailer.mp4")], js);
    await chooseFiles(uploadField(page, o.editor.full.choose), [await clip("manicure-full.mp4")], js);
    await chooseFiles(uploadField(page, o.editor.tips.choose), [await clip("manicure-tips.mp4")], js);
    // A fresh full video is not ready for streaming: publishing is refused next to it, nothing saved.
    await main(page).getByRole("button", { name: o.editor.publish, exact: true }).click();
    await expect(main(page).getByText(o.errors.fullNotReady)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: o.editor.newTitle })).toBeVisible();
    // Saved as a draft (the refused form kept the uploads), it is processed, then published.
    await main(page).getByRole("button", { name: o.editor.saveDraft, exact: true }).click();
    await expectFlash(page, o.lessons.flash.draftSaved);
    const fullState = main(page).locator("#full-streaming");
    await expect(fullState).toContainText(o.editor.streaming.processing);
    await waitForStreaming(page, fullState, o.editor.streaming.ready, js);
    await main(page).getByRole("button", { name: o.editor.publish, exact: true }).click();

    await expectFlash(page, o.lessons.flash.published);
    await expect(page.getByRole("heading", { level: 1, name: o.editor.editTitle })).toBeVisible();
    await expect(main(page).getByText(o.status.published, { exact: true })).toBeVisible();
    await expect(main(page).getByText("manicure-full.mp4")).toBeVisible();

    // The author: the lesson page plays the trailer and the full video.
    await main(page).getByRole("link", { name: o.lessons.view }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const lessonUrl = new URL(page.url());
    lessonUrl.hash = "";
    await expectPlayable(page, js);
    await page.goto(`${lessonUrl.pathname}?tab=full`);
    await expectPlayable(page, js);

    // Everyone: the trailer plays; the full video does not.
    const visitor = await anonymousPage(browser, testInfo);
    try {
      await visitor.page.goto(lessonUrl.pathname);
      await expect(visitor.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expectPlayable(visitor.page, js);
      await visitor.page.goto(`${lessonUrl.pathname}?tab=full`);
      await expect(main(visitor.page).locator("video")).toHaveCount(0);
      // And the catalog lists it.
      await visitor.page.goto(localize(locale, `/lessons?q=${encodeURIComponent(title)}`));
      await expect(main(visitor.page).getByRole("link", { name: title }).first()).toBeVisible();
    } finally {
      await visitor.context.close();
    }

    // The office list shows it as published.
    await open(page, locale, "/personal-info/lessons", js);
    const row = main(page)
      .getByRole("list", { name: o.lessons.listLabel })
      .getByRole("listitem")
      .filter({ hasText: title });
    await expect(row).toContainText(o.status.published);
  },
);

test(
  "refused photos: an 11th, over 10 MB, not an image, too many pixels; nothing is saved",
  { tag: [NOJS] },
  async ({ page, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    const { locale, o, u, js } = setup(testInfo);
    await freshUser(page, baseURL as string, "Refuse");
    const tooBig = await cached("photo-10mb-plus-1.jpg", async () => {
      const bytes = Buffer.alloc(10 * 1024 * 1024 + 1);
      bytes.set([0xff, 0xd8, 0xff, 0xe0]);
      return bytes;
    });
    const huge = await cached("png-20000x20000.png", hugePng);
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const field = () => uploadField(page, o.gallery.photos);
    const submit = (label = o.portfolio.add.submit) =>
      main(page).getByRole("button", { name: label }).click();
    const submitCertificate = () => submit(o.certificates.add.submit);

    await open(page, locale, "/personal-info/portfolio", js);
    await chooseCategory(page, o);

    // Eleven photos: the field takes ten (with JS), the server refuses eleven (without).
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => photo(i + 1)));
    if (js) {
      await chooseFiles(field(), eleven, js, 10);
      await expect(
        field().getByText(format(u.errors.tooManyChosen, { max: 10 }), { exact: true }),
      ).toBeVisible();
    } else {
      await chooseFiles(field(), eleven, js);
      await submit();
      await expect(field().getByText(o.errors.tooManyPhotos)).toBeVisible();
      // Every upload is kept for the next try, the choices too; nothing was saved.
      await expect(field().getByRole("checkbox", { checked: true })).toHaveCount(11);
      await expect(main(page).getByLabel(o.fields.category, { exact: true })).not.toHaveValue("");
      await expect(main(page).getByText(o.portfolio.empty.title)).toBeVisible();
      await field().getByRole("checkbox").last().uncheck();
    }
    await submit();
    await expectFlash(page, o.portfolio.flash.added);
    await expect(
      main(page).getByRole("list", { name: o.portfolio.listLabel }).getByRole("listitem").first(),
    ).toContainText(format(o.gallery.photoCount_other, { count: 10 }));

    // Files the server refuses, one at a time, each with its message; and no image at all.
    const refusals: [FilePayload | string, string][] = [
      [tooBig, format(u.errors.photoTooLarge, { max: 10 })],
      [{ name: "page.jpg", mimeType: "image/jpeg", buffer: html }, u.errors.notAnImage],
      [huge, format(u.errors.imageTooBig, { megapixels: 40 })],
    ];
    for (const [file, message] of refusals) {
      await open(page, locale, "/personal-info/certificates", js);
      await chooseCategory(page, o);
      await field().locator('input[type="file"]').setInputFiles(file);
      if (!js) await submitCertificate();
      await expect(field().getByText(message, { exact: true })).toBeVisible({ timeout: 20_000 });
      if (js) {
        await submitCertificate();
        await expect(field().getByText(o.errors.imageRequired)).toBeVisible();
      }
      await expect(main(page).getByText(o.certificates.empty.title)).toBeVisible();
    }
    await open(page, locale, "/personal-info/certificates", js);
    await submitCertificate();
    await expect(field().getByText(o.errors.imageRequired)).toBeVisible();
    await expect(main(page).locator("#field-category-error")).toHaveText(o.errors.categoryRequired);
  },
);

test(
  "refused lesson input: a missing title, a video over its limit, publishing without the full video, another user's lesson",
  { tag: [NOJS] },
  async ({ page, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    const { locale, o, u, js } = setup(testInfo);
    await freshUser(page, baseURL as string, "Strict");
    const trailer = await clip("hair-trailer.mp4");
    // The e2e server allows 1 MB of trailer: a real clip padded past it.
    const overLimit = await cached("long-trailer-over-1mb.mp4", async () =>
      Buffer.concat([trailer.buffer, Buffer.alloc(1024 * 1024 + 4096 - trailer.buffer.length)]),
    );

    await open(page, locale, "/personal-info/lessons/new", js);
    await main(page).getByLabel(o.fields.about, { exact: true }).fill("Soft waves with a flat iron.");
    await main(page).getByLabel(o.fields.specialization, { exact: true }).selectOption({ index: 1 });
    await main(page).getByLabel(o.fields.price, { exact: true }).fill("12.345");
    const trailerField = uploadField(page, o.editor.trailer.choose);
    await trailerField.locator('input[type="file"]').setInputFiles(overLimit);
    if (js) {
      await expect(
        trailerField.getByText(format(u.errors.videoTooLarge, { max: 1 }), { exact: true }),
      ).toBeVisible();
    }
    await main(page).getByRole("button", { name: o.editor.publish, exact: true }).click();
    await expect(main(page).locator("#field-title-error")).toHaveText(o.errors.titleRequired);
    await expect(main(page).locator("#field-level-error")).toHaveText(o.errors.levelRequired);
    await expect(main(page).locator("#field-price-error")).toHaveText(o.errors.priceDecimals);
    if (!js) {
      // The server refused the file (the browser could not check it): the message is next to the field.
      await expect(trailerField.getByText(u.errors.videoTooLargeHere, { exact: true })).toBeVisible();
    }
    await expect(main(page).getByLabel(o.fields.about, { exact: true })).toHaveValue(
      "Soft waves with a flat iron.",
    );

    // Fixed, with a trailer that fits, but no full video: publishing is refused, a draft is not.
    await main(page).getByLabel(o.fields.title, { exact: true }).fill("Soft waves");
    await main(page).getByLabel(o.fields.level, { exact: true }).selectOption("none");
    await main(page).getByLabel(o.fields.price, { exact: true }).fill("0");
    await chooseFiles(uploadField(page, o.editor.trailer.choose), [trailer], js);
    await main(page).getByRole("button", { name: o.editor.publish, exact: true }).click();
    await expect(main(page).getByText(o.errors.fullToPublish)).toBeVisible();
    // The trailer uploaded with the refused form is kept: nothing to upload twice.
    await expect(
      uploadField(page, o.editor.trailer.choose).getByRole("checkbox", { checked: true }),
    ).toHaveCount(1);
    await expect(main(page).getByLabel(o.fields.title, { exact: true })).toHaveValue("Soft waves");
    await main(page).getByRole("button", { name: o.editor.saveDraft, exact: true }).click();
    await expectFlash(page, o.lessons.flash.draftSaved);
    await expect(main(page).getByText(o.status.draft, { exact: true })).toBeVisible();
    await expect(main(page).getByText("hair-trailer.mp4")).toBeVisible();

    // Another master's lesson: its editor is a 404, and a crafted POST changes nothing.
    const catalog = await page.request.get("/api/en/api/lessons/?ordering=newest");
    const [theirs] = ((await catalog.json()) as { results: { id: number; slug: string; title: string }[] })
      .results;
    expect(theirs).toBeTruthy();
    const editor = localize(locale, `/personal-info/lessons/${theirs?.id}`);
    expect((await page.request.get(editor)).status()).toBe(404);
    const crafted = await page.request.post(editor, {
      multipart: {
        title: "Taken over",
        about: "x",
        level: "none",
        price: "0",
        specialization: "1",
        intent: "draft",
      },
    });
    expect(crafted.status()).toBe(404);
    const deleted = await page.request.post(editor, { multipart: { intent: "delete" } });
    expect(deleted.status()).toBe(404);
    const after = await page.request.get(`/api/en/api/lessons/${theirs?.slug}/`);
    expect(after.status()).toBe(200);
    expect(((await after.json()) as { title: string }).title).toBe(theirs?.title);
  },
);
