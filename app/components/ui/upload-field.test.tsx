import { beforeAll, describe, expect, it } from "vitest";
import type { PendingUpload } from "~/media/upload-rules";
import { renderMarkup as render } from "../../../tests/render";
import { preloadUploadField, UploadField } from "./upload-field";
import { formatBytes } from "./upload-field/format-bytes";

beforeAll(async () => {
  await preloadUploadField();
});

const photo: PendingUpload = {
  id: 41,
  purpose: "photo",
  kind: "image",
  name: "spring-nails.jpg",
  bytes: 245_000,
  preview: {
    key: "images/x",
    widths: [320],
    width: 320,
    height: 240,
  },
};

describe("UploadField without JavaScript (the server's markup)", () => {
  it("is a named file input in a fieldset, with the purpose's types", () => {
    const html = render(
      <UploadField name="photos" purpose="photo" label="Photos" multiple max={10} kept={[]} />,
    );
    expect(html).toMatch(/<fieldset[^>]*>\s*<legend[^>]*>Photos<\/legend>/);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*name="photos"/);
    expect(html).toContain('accept="image/jpeg,image/png,image/webp,image/avif"');
    expect(html).toMatch(/<input[^>]*type="file"[^>]*multiple=""/);
    expect(html).toContain("JPEG, PNG, WebP or AVIF, up to 10 MB");
    expect(html).not.toContain('type="checkbox"');
  });

  it("offers each kept upload as a checked checkbox carrying its id, with its preview and size", () => {
    const html = render(<UploadField name="photos" purpose="photo" label="Photos" multiple kept={[photo]} />);
    expect(html).toMatch(/<input type="checkbox"[^>]*name="photos" checked="" value="41"/);
    expect(html).toContain('aria-label="Keep spring-nails.jpg"');
    expect(html).toContain('src="/media/images/x/320.webp"');
    expect(html).toContain("239 kB");
    // Removing needs JavaScript; without it unticking drops the upload.
    expect(html).not.toContain("Remove spring-nails.jpg");
  });

  it("shows a server refusal translated, with the limits filled in, and marks the field invalid", () => {
    const html = render(
      <UploadField
        name="avatar"
        purpose="avatar"
        label="Фото"
        kept={[]}
        error="uploads.errors.photoTooLarge"
      />,
      "uk",
    );
    expect(html).toContain("Фото більше за 10 МБ.");
    expect(html).toMatch(/role="alert"/);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<fieldset[^>]*data-invalid=""/);
    expect(html).not.toMatch(/<input[^>]*type="file"[^>]*multiple/);
  });

  it("accepts videos for a video purpose", () => {
    const html = render(
      <UploadField name="trailer" purpose="trailer" label="Trailer" kept={[]} maxBytes={200 * 1024 * 1024} />,
      "de",
    );
    expect(html).toContain('accept="video/mp4,video/webm,video/quicktime,video/x-matroska"');
    expect(html).toContain("MP4, WebM oder MOV, bis 200 MB");
  });
});

describe("formatBytes", () => {
  it("speaks the page's language", () => {
    expect(formatBytes(2.5 * 1024 * 1024, "en")).toBe("2.5 MB");
    expect(formatBytes(2.5 * 1024 * 1024, "de")).toBe("2,5 MB");
    expect(formatBytes(300, "en")).toBe("1 kB");
  });
});
