import { z } from "zod";

/**
 * zod for every form schema. `jitless` turns off zod's `new Function` probe and compiled parsers:
 * the strict CSP (no 'unsafe-eval') reports the probe as a violation in the browser. It is set
 * here, before any schema is built, because zod decides when a schema is constructed.
 */
z.config({ jitless: true });

export { z };
