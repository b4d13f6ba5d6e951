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
    DEMO_CONTENT: booleanString.optional(),
    SESSION_SECRET: commaList
      .pipe(
        z.array(z.string().min(32, "must be at least 32 characters (each, when several are given)")).min(1),
      )
      .optional(),
    PUBLIC_URL: z.url().optional(),
    CORS_ORIGINS: commaList.default([]),
    TRUST_PROXY: booleanString.default(false),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Maistry <no-reply@maistry.app>"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .transform((env) => ({
    ...env,
    // Demo masters and lessons are on by default everywhere except production.
    DEMO_CONTENT: env.DEMO_CONTENT ?? env.NODE_ENV !== "production",
  }))
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
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
