import { Suspense } from "react";
import type { PendingUpload, UploadPurpose } from "~/media/upload-rules";
import "./field.css";
import "./upload-field.css";
import { lazyComponent } from "./lazy-component";

export interface UploadFieldProps {
  /** The form field: each kept upload is sent as `name=<media id>`. */
  name: string;
  purpose: UploadPurpose;
  label: string;
  multiple?: boolean;
  /** How many uploads this field may hold in all (kept and new); 1 when not `multiple`. */
  max?: number;
  /** The types offered by the file picker; by default those of the purpose. */
  accept?: string;
  /** Pending uploads the form keeps (from a refused submission): shown checked. */
  kept: PendingUpload[];
  /** A translation key (a server-side refusal of this field). */
  error?: string;
  hint?: string;
  required?: boolean;
  /** The size limit in bytes, checked in the browser before sending (the server decides). */
  maxBytes?: number;
}

/**
 * The upload field's code (~3.5 KB gzip: the queue, progress, previews) is not in its pages' first
 * load: they hydrate without it, and the field when it arrives. Until then it is what the server
 * drew, the plain file input that works without JavaScript (upload-control.tsx). The import starts
 * when this module runs in the browser. The styles come with the page, for its first paint.
 */
const UploadControl = lazyComponent(
  () => import("./upload-field/upload-control").then((module) => module.UploadControl),
  { early: true },
);

/** A file field whose files are uploaded as soon as they are chosen (upload-control.tsx). */
export function UploadField(props: UploadFieldProps) {
  return (
    <Suspense fallback={null}>
      <UploadControl {...props} />
    </Suspense>
  );
}

/** Waits for the field's code, so that a render without Suspense (a test's) draws it whole. */
export const preloadUploadField = UploadControl.preload;
