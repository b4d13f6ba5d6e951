import type { PendingUpload } from "~/media/upload-rules";

/** A file chosen in the field and not uploaded yet: waiting its turn, on its way or refused. */
export interface QueuedFile {
  key: string;
  file: File;
  status: "queued" | "uploading" | "failed";
  percent: number;
  error?: string;
}

export interface UploadQueueState {
  /** The page the state belongs to: a new one (or other kept uploads) starts afresh. */
  page: string;
  /** Pending uploads the form sends: kept from a refused submission or uploaded here. */
  done: PendingUpload[];
  items: QueuedFile[];
}

export type UploadQueueAction =
  | { type: "reset"; page: string; kept: PendingUpload[] }
  /** Files chosen; `replace` (a single field) lets go of the ones listed before. */
  | { type: "chosen"; items: QueuedFile[]; replace: boolean }
  | { type: "changed"; key: string; patch: Partial<QueuedFile> }
  | { type: "dropped"; key: string }
  /** A file arrived; `replace` (a single field): its upload takes the place of the previous one. */
  | { type: "uploaded"; key: string; upload: PendingUpload; replace: boolean }
  | { type: "removed"; id: number };

function reduce(state: UploadQueueState, action: UploadQueueAction): UploadQueueState {
  const withItems = (list: QueuedFile[]) => ({ ...state, items: list });
  switch (action.type) {
    case "reset":
      return { page: action.page, done: action.kept, items: [] };
    case "chosen":
      return withItems(action.replace ? action.items : [...state.items, ...action.items]);
    case "changed":
      return withItems(
        state.items.map((item) => (item.key === action.key ? { ...item, ...action.patch } : item)),
      );
    case "dropped":
      return withItems(state.items.filter((item) => item.key !== action.key));
    case "uploaded":
      return {
        ...state,
        items: state.items.filter((item) => item.key !== action.key),
        done: action.replace ? [action.upload] : [...state.done, action.upload],
      };
    case "removed":
      return { ...state, done: state.done.filter((upload) => upload.id !== action.id) };
  }
}

/** The files on their way count against the limit and hold the form's submit; refused ones do not. */
export const countActive = (items: QueuedFile[]) => items.filter((item) => item.status !== "failed").length;

/**
 * The field's uploads, kept outside React (read with `useSyncExternalStore`) so that the callbacks
 * of uploads still running read the current list rather than the one of the render that started them.
 */
export function createUploadQueueStore(initial: UploadQueueState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(action: UploadQueueAction) {
      state = reduce(state, action);
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type UploadQueueStore = ReturnType<typeof createUploadQueueStore>;
