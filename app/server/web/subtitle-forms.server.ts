import type { Readable } from "node:stream";
import { data, type RouterContextProvider } from "react-router";
import { SUBTITLE_MAX_BYTES } from "~/media/webvtt";
import { removeSubtitle, saveSubtitle } from "../catalog/lesson-subtitles.server";
import type { Database } from "../db/client.server";
import { redirectWithFlash } from "../http/responses.server";
import { parseMultipartForm } from "../media/multipart.server";
import type { MediaStorage } from "../media/storage.server";

/** What a refused subtitle form answers (400): the message key, the line, what was chosen. */
export interface SubtitleFailureData {
  subtitles: {
    field: "subtitle_file" | "subtitle_language" | "subtitle_part";
    key: string;
    line: number | null;
    values: { language: string; part: string };
  };
}

export const SUBTITLE_FILE_FIELD = "subtitle_file";

class TooLarge extends Error {
  key = "officeItems.subtitles.errors.tooLarge";
}

/** Reads a file part into memory, refusing it past the subtitle limit (1 MB). */
async function readLimited(body: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Buffer).byteLength;
    if (total > SUBTITLE_MAX_BYTES) throw new TooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The editor's subtitle form (`?subtitles`, decision 044) for the lesson `lessonId`, already known
 * to be the user's: `remove=<part>:<language>` removes one file; otherwise the chosen file is
 * checked and stored for `subtitle_part` in `subtitle_language`. A refused file answers 400 with
 * the message for the field (with the first error's line), and nothing is stored.
 */
export async function subtitleFormAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  deps: { db: Database; storage: MediaStorage },
  lessonId: number,
  editorPath: string,
) {
  let file: Uint8Array | null = null;
  const parsed = await parseMultipartForm(
    request,
    // The purpose is only a marker here: the file is read by `readLimited`, not ingested.
    { [SUBTITLE_FILE_FIELD]: "trailer" },
    async (_purpose, body) => {
      file = await readLimited(body);
      return { id: 0 };
    },
    async () => {},
  );
  const { form, uploadErrors } = parsed;
  const remove = form.get("remove");
  if (typeof remove === "string" && remove) {
    const [part = "", language = ""] = remove.split(":");
    await removeSubtitle(deps, lessonId, part, language);
    return redirectWithFlash(context, request, editorPath, "officeItems.subtitles.flash.removed");
  }
  const language = String(form.get("subtitle_language") ?? "");
  const part = String(form.get("subtitle_part") ?? "full");
  const values = { language, part };
  const refuse = (
    field: SubtitleFailureData["subtitles"]["field"],
    key: string,
    line: number | null = null,
  ) => data<SubtitleFailureData>({ subtitles: { field, key, line, values } }, { status: 400 });
  if (uploadErrors[SUBTITLE_FILE_FIELD])
    return refuse(SUBTITLE_FILE_FIELD, uploadErrors[SUBTITLE_FILE_FIELD]);
  if (!language) return refuse("subtitle_language", "officeItems.subtitles.errors.chooseLanguage");
  const chosen = file as Uint8Array | null;
  if (chosen === null) return refuse(SUBTITLE_FILE_FIELD, "officeItems.subtitles.errors.chooseFile");
  const saved = await saveSubtitle(deps, lessonId, part, language, chosen);
  if (!saved.ok) {
    if (saved.error === "badLanguage")
      return refuse("subtitle_language", "officeItems.subtitles.errors.chooseLanguage");
    if (saved.error === "badPart") return refuse("subtitle_part", "officeItems.subtitles.errors.choosePart");
    return refuse(SUBTITLE_FILE_FIELD, `officeItems.subtitles.errors.${saved.error}`, saved.line);
  }
  return redirectWithFlash(context, request, editorPath, "officeItems.subtitles.flash.added");
}
