import { z } from "zod";

const booleanString = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");
const commaList = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Host names that never leave this machine. */
const LOOPBACK = new Set(["127.0.0.1", "[::1]", "localhost"]);

/** A whole number of megabytes, at least 1 and at most 100 GB. */
const megabytes = z.coerce.number().int("must be a whole number of megabytes").min(1).max(102_400);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    /**
     * Set by server.js's primary for its server processes, not by operators: the socket folder of
     * the embedded database it runs for them (decision 062).
     */
    EMBEDDED_DATABASE_SOCKET: z.string().min(1).optional(),
    DEMO_CONTENT: booleanString.optional(),
    SESSION_SECRET: commaList
      .pipe(
        z.array(z.string().min(32, "must be at least 32 characters (each, when several are given)")).min(1),
      )
      .optional(),
    /**
     * The site's public origin: every absolute link (emails, canonical, sitemap, API) is built from
     * it, never from a request's Host (decision 026). Required in production.
     */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL, e.g. https://maistry.app" })
      .transform((value) => new URL(value).origin)
      .optional(),
    /** Further host names this server answers (www., an internal name); any other Host gets a 400. */
    ALLOWED_HOSTS: commaList.transform((hosts) => hosts.map((host) => host.toLowerCase())).default([]),
    CORS_ORIGINS: commaList.default([]),
    /**
     * How many proxies stand in front of the app. Express then takes the client's address that many
     * hops from the right of X-Forwarded-For; `true` would take the left-most, which the client writes.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^(\d{1,2}|false)$/, "must be the number of proxies in front of the app (0, 1, 2…), not true")
      .transform((value) => (value === "false" ? 0 : Number(value)))
      .default(0),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Maistry <no-reply@maistry.app>"),
    /** The team's address: questions from the contact form go there. */
    CONTACT_EMAIL: z.email().default("team@maistry.app"),
    /**
     * How often mail that could not be sent (SMTP down) is tried again, in seconds: the delivery
     * loop runs this often, and a message's first retry is this long after its failed try (then
     * twice as long each time, at most an hour).
     */
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Seconds an anonymous page may be served from the in-process page cache; 0 turns it off. */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Largest video accepted per purpose, in megabytes (SPEC §9 leaves them open). */
    UPLOAD_MAX_TRAILER_MB: megabytes.default(200),
    UPLOAD_MAX_TIPS_MB: megabytes.default(1024),
    UPLOAD_MAX_FULL_MB: megabytes.default(4096),
    UPLOAD_MAX_INTRO_MB: megabytes.default(200),
    /**
     * What one user's uploads waiting for their forms may take together (decision 012: kept 24 h);
     * by default one lesson's worth: the four video limits and 200 MB of photos.
     */
    UPLOAD_MAX_PENDING_MB: megabytes.optional(),
    /** Media in an S3-compatible bucket instead of DATA_DIR/media (set S3_BUCKET to turn it on). */
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a valid bucket name (3–63 of a-z, 0-9, '.', '-')")
      .optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanString.optional(),
    /**
     * Whether this instance transcodes lesson videos for streaming (decision 039): one job at a
     * time, at low CPU priority. On by default; switch it off on instances that should only serve
     * pages (at least one instance must run it, or new videos stay "processing").
     */
    TRANSCODE_WORKER: booleanString.default(true),
    /** The platform's share of each sale, in whole percent (the master gets the rest). */
    COMMISSION_PERCENT: z.coerce.number().int("must be a whole number").min(0).max(100).default(20),
    /** Stripe Checkout for top-ups: both keys together, or neither (then the test provider). */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /**
     * Stripe's API origin, handed to the SDK as its host, port and protocol (decision 032): no path.
     * The tests point it at a stand-in on loopback; plain http only there (the secret key goes along).
     */
    STRIPE_API_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL, e.g. https://api.stripe.com" })
      .refine((value) => {
        const url = new URL(value);
        return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
      }, "must be an origin without a path, e.g. https://api.stripe.com")
      .refine(
        (value) => new URL(value).protocol === "https:" || LOOPBACK.has(new URL(value).hostname),
        "must be https:// unless it is on this machine (127.0.0.1, [::1] or localhost)",
      )
      .default("https://api.stripe.com"),
    /** The test payment provider (no real money); on by default except in production. */
    TEST_PAYMENTS: booleanString.optional(),
  })
  .transform((env) => ({
    ...env,
    // Outside production the app is its own origin on this machine, with nothing to configure.
    PUBLIC_URL: env.PUBLIC_URL ?? (env.NODE_ENV === "production" ? "" : `http://localhost:${env.PORT}`),
    // Demo masters and lessons are on by default everywhere except production.
    DEMO_CONTENT: env.DEMO_CONTENT ?? env.NODE_ENV !== "production",
    // Off while developing (edits show at once), a few seconds everywhere else.
    PAGE_CACHE_SECONDS: env.PAGE_CACHE_SECONDS ?? (env.NODE_ENV === "development" ? 0 : 10),
    // Test payments credit balances without money: never in production unless asked for.
    TEST_PAYMENTS: env.TEST_PAYMENTS ?? env.NODE_ENV !== "production",
    UPLOAD_MAX_PENDING_MB:
      env.UPLOAD_MAX_PENDING_MB ??
      env.UPLOAD_MAX_FULL_MB +
        env.UPLOAD_MAX_TIPS_MB +
        env.UPLOAD_MAX_TRAILER_MB +
        env.UPLOAD_MAX_INTRO_MB +
        200,
  }))
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
    const largestVideo = Math.max(
      env.UPLOAD_MAX_FULL_MB,
      env.UPLOAD_MAX_TIPS_MB,
      env.UPLOAD_MAX_TRAILER_MB,
      env.UPLOAD_MAX_INTRO_MB,
    );
    if (env.UPLOAD_MAX_PENDING_MB < largestVideo) {
      ctx.addIssue({
        code: "custom",
        path: ["UPLOAD_MAX_PENDING_MB"],
        message: `must be at least the largest video limit (${largestVideo} MB), or that video could never be sent`,
      });
    }
    if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "is required in production: the site's public origin, e.g. https://maistry.app",
      });
    }
    const s3Settings = [
      "S3_ENDPOINT",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
      "S3_FORCE_PATH_STYLE",
    ] as const;
    if (!env.S3_BUCKET) {
      for (const name of s3Settings) {
        if (env[name] !== undefined) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is set but S3_BUCKET is not (S3 storage needs a bucket)",
          });
        }
      }
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
      ctx.addIssue({ code: "custom", path: [missing], message: "is required with the other Stripe key" });
    }
    // A bucket needs its keys: the app does not guess credentials from the machine.
    if (env.S3_BUCKET) {
      for (const name of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: "is required when S3_BUCKET is set" });
      }
    }
  });

export type Env = z.output<typeof schema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment once at start-up; a bad value throws an error naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "env"} ${issue.message}`);
  throw new EnvError(`Invalid environment: ${problems.join("; ")}`);
}
