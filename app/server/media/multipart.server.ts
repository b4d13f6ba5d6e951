import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { FieldErrors } from "~/forms/form-data";
import type { UploadPurpose } from "~/media/upload-rules";
import { FORM_CONTENT_TYPE, malformedForm, unsupportedForm } from "../http/form-request.server";

/** Limits of one form post (the file sizes are checked per file by the ingest). */
export const FORM_LIMITS = {
  /** Bytes of one text field. */
  fieldSize: 100 * 1024,
  /** Fields and files together. */
  parts: 200,
  files: 25,
} as const;

export interface ParsedUploadForm {
  form: FormData;
  uploadErrors: FieldErrors;
  values: Record<string, string>;
}

type Ingest = (
  purpose: UploadPurpose,
  body: Readable,
  file: { name: string; type: string },
) => Promise<{ id: number }>;

/** An error of the whole form: the ingest's refusals carry a translation key. */
function refusalKey(error: unknown): string | null {
  if (error && typeof error === "object" && "key" in error && typeof error.key === "string") return error.key;
  return null;
}

/**
 * A readable over one busboy file part that can be given up: destroying it (an ingest that
 * refused the file half-way) keeps draining the part so the rest of the form still parses.
 */
function detachable(source: Readable): Readable {
  const onData = (chunk: Buffer) => {
    if (!proxy.push(chunk)) source.pause();
  };
  const proxy = new Readable({
    read() {
      source.resume();
    },
    destroy(error, callback) {
      source.off("data", onData);
      source.resume();
      callback(error);
    },
  });
  source.on("data", onData);
  source.on("end", () => proxy.push(null));
  source.on("error", (error) => proxy.destroy(error));
  return proxy;
}

/**
 * The streaming form parser behind `parseUploadForm`: busboy over the request body, files of the
 * listed fields handed to `ingest` one after the other (a file waits unread until the one before
 * it is stored, so memory holds at most one photo). A malformed body answers 400, a body that is
 * neither urlencoded nor multipart 415; uploads already stored by a failed form are discarded.
 */
export async function parseMultipartForm(
  request: Request,
  fileFields: Partial<Record<string, UploadPurpose>>,
  ingest: Ingest,
  discard: (ids: number[]) => Promise<void>,
): Promise<ParsedUploadForm> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_CONTENT_TYPE.test(type.trim())) throw unsupportedForm();
  const uploadErrors: FieldErrors = {};
  const values: Record<string, string> = {};
  // Entries in the order of the body; a file's entry is its media id once stored.
  const entries: { name: string; value: string | Promise<string | null> }[] = [];
  const stored: number[] = [];
  if (!request.body) return { form: new FormData(), uploadErrors, values };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8",
      limits: { fieldSize: FORM_LIMITS.fieldSize, parts: FORM_LIMITS.parts, files: FORM_LIMITS.files },
    });
  } catch {
    throw malformedForm();
  }

  let previous: Promise<unknown> = Promise.resolve();
  const done = new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) uploadErrors[name] ??= "uploads.errors.fieldTooLong";
      values[name] = value;
      entries.push({ name, value });
    });
    parser.on("file", (name, file, info) => {
      const purpose = fileFields[name];
      // An empty file input sends a part with no file name; a field we do not expect is ignored.
      if (!purpose || !info.filename) {
        file.resume();
        return;
      }
      const body = detachable(file);
      const meta = { name: info.filename, type: info.mimeType };
      const upload = previous.then(() => ingest(purpose, body, meta));
      previous = upload.catch(() => {});
      const value = upload.then(
        ({ id }) => {
          stored.push(id);
          return String(id);
        },
        (error: unknown) => {
          body.destroy();
          const key = refusalKey(error);
          if (!key) throw error;
          uploadErrors[name] ??= key;
          return null;
        },
      );
      // Awaited once the body is read; until then a failure must not count as unhandled.
      value.catch(() => {});
      entries.push({ name, value });
    });
    parser.on("filesLimit", () => {
      uploadErrors.form ??= "uploads.errors.tooManyFiles";
    });
    parser.on("partsLimit", () => {
      uploadErrors.form ??= "uploads.errors.tooManyParts";
    });
    parser.on("close", resolve);
    parser.on("error", reject);
  });

  const source = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
  source.on("error", (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    await done;
    const form = new FormData();
    for (const entry of entries) {
      const value = await entry.value;
      if (value !== null) form.append(entry.name, value);
    }
    return { form, uploadErrors, values };
  } catch (error) {
    // Wait for the uploads under way to settle, then drop whatever this form stored.
    await Promise.allSettled(entries.map((entry) => entry.value));
    await discard(stored);
    if (
      refusalKey(error) === null &&
      error instanceof Error &&
      /Unexpected end of form|Malformed/i.test(error.message)
    ) {
      throw malformedForm();
    }
    throw error;
  }
}
