// Types of scripts/patch-react-router.js (plain JavaScript: npm's postinstall runs it before tsx exists).
export const ORIGINAL: string;
export function patchSource(source: string): string;
export function patchInstalledReactRouter(): number;
