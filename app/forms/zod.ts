import { z } from "zod";

/**
 * zod for every form schema. `jitless` turns off zod's `new Function` probe and compiled parsers:
 * the strict CSP (no 'unsafe-eval') reports the probe as a violation in the browser. It is set
 * here, before any schema is built, because zod decides when a schema is constructed.
 */
z.config({
  jitless: true,
  // A value of the wrong type (a number where text is expected, from the JSON API) gets a message
  // key like every other rule, translated where it is shown; a schema's own message wins.
  customError: (issue) => (issue.code === "invalid_type" ? "validation.wrongType" : undefined),
});

export { z };
