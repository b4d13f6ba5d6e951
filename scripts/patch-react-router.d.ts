// Types of scripts/patch-react-router.js (plain JavaScript: npm's postinstall runs it before tsx exists).
export const ORIGINAL: string;
export interface Patch {
  /** The patched function's declaration, as in React Router's code ("function X("). */
  anchor: string;
  /** Whether it applies to the CommonJS files too. */
  commonJs?: boolean;
  /** Each original text and what replaces it (every occurrence). */
  replacements: [original: string, replacement: string][];
  /** Added before the function; its presence means the patch is in. */
  helper: string;
}
export const PATCHES: Patch[];
export function patchSource(source: string, patch?: Patch): string;
export function patchInstalledReactRouter(): number;
