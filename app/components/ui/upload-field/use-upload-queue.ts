import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import {
  IMAGE_TYPES,
  isImagePurpose,
  megabytes,
  type PendingUpload,
  PHOTO_MAX_BYTES,
  type UploadPurpose,
  VIDEO_TYPES,
} from "~/media/upload-rules";
import { countActive, createUploadQueueStore, type QueuedFile } from "./upload-queue-store";

export interface UploadQueueOptions {
  purpose: UploadPurpose;
  multiple: boolean;
  /** How many uploads the field may hold in all (kept and new); 1 when not `multiple`. */
  max?: number;
  /** The types offered by the file picker; by default those of the purpose. */
  accept?: string;
  /** Pending uploads the form keeps (from a refused submission). */
  kept: PendingUpload[];
  /** The size limit in bytes, checked in the browser before sending (the server decides). */
  maxBytes?: number;
}

/** The size limits of video purposes (set by the server's environment), asked once per page. */
const videoLimits = new Map<UploadPurpose, Promise<number | null>>();
function fetchLimit(purpose: UploadPurpose): Promise<number | null> {
  let limit = videoLimits.get(purpose);
  if (!limit) {
    limit = fetch(`/uploads?purpose=${purpose}`, { credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { maxBytes?: number } | null) => body?.maxBytes ?? null)
      .catch(() => null);
    videoLimits.set(purpose, limit);
  }
  return limit;
}

/**
 * The upload field's state machine: the files chosen are checked, then sent one at a time to
 * `POST /uploads` with their progress, and arrive as pending uploads (`done`); a single field's
 * new upload replaces the previous one. While files are on their way the form's submit waits.
 * `announcement` is what screen readers hear; `inputRef` goes on the file input (its form, focus).
 */
export function useUploadQueue({ purpose, multiple, max, accept, kept, maxBytes }: UploadQueueOptions) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const location = useLocation();
  const image = isImagePurpose(purpose);
  const types: readonly string[] = accept
    ? accept.split(",").map((type) => type.trim())
    : image
      ? IMAGE_TYPES
      : VIDEO_TYPES;
  const limit = max ?? (multiple ? Number.POSITIVE_INFINITY : 1);
  const single = limit === 1;

  const inputRef = useRef<HTMLInputElement>(null);
  // A new page (a refused submission shows what it kept, a saved one starts afresh).
  const page = `${location.key}|${kept.map((upload) => upload.id).join(",")}`;
  const [store] = useState(() => createUploadQueueStore({ page, done: kept, items: [] }));
  const { done, items } = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const requests = useRef(new Map<string, XMLHttpRequest>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const active = countActive(items);

  useEffect(() => {
    if (store.get().page === page) return;
    store.dispatch({ type: "reset", page, kept });
    setNotice(null);
  }, [store, page, kept]);

  // The form's submit waits while files are on their way (a native listener runs before React's).
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!hydrated || !form) return;
    const hold = (event: Event) => {
      if (countActive(store.get().items) === 0) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const message = t("uploads.field.waitForUploads");
      setNotice(message);
      setAnnouncement(message);
    };
    form.addEventListener("submit", hold, true);
    return () => form.removeEventListener("submit", hold, true);
  }, [hydrated, t, store]);

  useEffect(() => {
    if (active === 0)
      setNotice((current) => (current === t("uploads.field.waitForUploads") ? null : current));
  }, [active, t]);

  // Uploads still running are let go with the field.
  useEffect(
    () => () => {
      for (const request of requests.current.values()) request.abort();
    },
    [],
  );

  const update = (key: string, patch: Partial<QueuedFile>) => store.dispatch({ type: "changed", key, patch });
  const fail = (item: QueuedFile, message: string) => {
    update(item.key, { status: "failed", error: message });
    setAnnouncement(t("uploads.field.announceFailed", { name: item.file.name, error: message }));
  };

  const discard = (upload: PendingUpload) => {
    void fetch(`/uploads?id=${upload.id}&lng=${locale}`, {
      method: "DELETE",
      credentials: "same-origin",
    }).catch(() => {});
  };

  const send = async (item: QueuedFile) => {
    if (!store.get().items.some((candidate) => candidate.key === item.key)) return; // cancelled meanwhile
    const allowed = maxBytes ?? (image ? PHOTO_MAX_BYTES : await fetchLimit(purpose));
    if (allowed !== null && item.file.size > allowed) {
      const key = image ? "uploads.errors.photoTooLarge" : "uploads.errors.videoTooLarge";
      fail(item, t(key, { max: megabytes(allowed) }));
      return;
    }
    update(item.key, { status: "uploading", percent: 0 });
    setAnnouncement(t("uploads.field.announceUploading", { name: item.file.name, percent: 0 }));
    await new Promise<void>((resolve) => {
      const request = new XMLHttpRequest();
      requests.current.set(item.key, request);
      let announced = 0;
      request.open("POST", `/uploads?purpose=${purpose}&lng=${locale}`);
      request.setRequestHeader("Content-Type", item.file.type || "application/octet-stream");
      request.setRequestHeader("X-File-Name", encodeURIComponent(item.file.name));
      request.upload.onprogress = (event) => {
        if (!event.lengthComputable) return;
        const percent = Math.min(99, Math.floor((event.loaded / event.total) * 100));
        update(item.key, { percent });
        // Screen readers hear every quarter, not every percent.
        if (percent >= announced + 25) {
          announced = percent - (percent % 25);
          setAnnouncement(t("uploads.field.announceUploading", { name: item.file.name, percent: announced }));
        }
      };
      const finish = () => {
        requests.current.delete(item.key);
        resolve();
      };
      request.onload = () => {
        let body: { upload?: PendingUpload; error?: string } = {};
        try {
          body = JSON.parse(request.responseText);
        } catch {
          // not JSON: a proxy's error page
        }
        if (request.status === 201 && body.upload) {
          const replaced = single ? store.get().done : [];
          store.dispatch({ type: "uploaded", key: item.key, upload: body.upload, replace: single });
          for (const previous of replaced) discard(previous);
          setAnnouncement(t("uploads.field.announceUploaded", { name: item.file.name }));
        } else {
          fail(item, body.error ?? t("uploads.errors.failed"));
        }
        finish();
      };
      request.onerror = () => {
        fail(item, t("uploads.errors.network"));
        finish();
      };
      request.onabort = finish;
      request.send(item.file);
    });
  };

  const enqueue = (item: QueuedFile) => {
    queue.current = queue.current.then(() => send(item));
  };

  /** Why the browser refuses a file before sending it (empty, not of the field's types, too big), or null. */
  const precheck = (file: File): string | null => {
    if (file.size === 0) return t("uploads.errors.emptyFile");
    if (file.type && !types.includes(file.type)) {
      return t(image ? "uploads.errors.notAnImage" : "uploads.errors.notAVideo");
    }
    if (image && file.size > (maxBytes ?? PHOTO_MAX_BYTES)) {
      return t("uploads.errors.photoTooLarge", { max: megabytes(maxBytes ?? PHOTO_MAX_BYTES) });
    }
    return null;
  };

  const choose = (chosen: File[]) => {
    setNotice(null);
    let files = multiple ? chosen : chosen.slice(0, 1);
    if (single) {
      // A new choice replaces the one being sent.
      for (const item of store.get().items) requests.current.get(item.key)?.abort();
    } else {
      const room = Math.max(0, limit - done.length - active);
      if (files.length > room) {
        setNotice(t("uploads.errors.tooManyChosen", { max: limit }));
        files = files.slice(0, room);
      }
    }
    const checked = files.map<QueuedFile>((file) => {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const problem = precheck(file);
      return problem
        ? { key, file, status: "failed", percent: 0, error: problem }
        : { key, file, status: "queued", percent: 0 };
    });
    store.dispatch({ type: "chosen", items: checked, replace: single });
    for (const item of checked) {
      if (item.status === "failed") {
        setAnnouncement(t("uploads.field.announceFailed", { name: item.file.name, error: item.error }));
      } else {
        enqueue(item);
      }
    }
  };

  const remove = (upload: PendingUpload) => {
    discard(upload);
    store.dispatch({ type: "removed", id: upload.id });
    setAnnouncement(t("uploads.field.announceRemoved", { name: upload.name }));
    inputRef.current?.focus();
  };

  const retry = (item: QueuedFile) => {
    const problem = precheck(item.file);
    if (problem) return;
    update(item.key, { status: "queued", percent: 0, error: undefined });
    enqueue({ ...item, status: "queued" });
  };

  const cancel = (item: QueuedFile) => {
    requests.current.get(item.key)?.abort();
    store.dispatch({ type: "dropped", key: item.key });
    inputRef.current?.focus();
  };

  return {
    inputRef,
    image,
    types,
    limit,
    single,
    done,
    items,
    /** No room for another file (a single field always has room: a new file replaces the old). */
    full: !single && done.length + active >= limit,
    notice,
    announcement,
    choose,
    remove,
    retry,
    cancel,
    /** Whether a refused file may be sent again (it was refused by the server, not the browser). */
    retryable: (item: QueuedFile) => precheck(item.file) === null,
  };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;
