import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives the embedded defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      DATA_DIR: "./data",
      DEMO_CONTENT: true,
      CORS_ORIGINS: [],
      TRUST_PROXY: 0,
      PUBLIC_URL: "http://localhost:3000",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("turns demo content off by default in production only", () => {
    const production = {
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(32),
      PUBLIC_URL: "https://m.test",
    };
    expect(parseEnv(production).DEMO_CONTENT).toBe(false);
    expect(parseEnv({ ...production, DEMO_CONTENT: "true" }).DEMO_CONTENT).toBe(true);
    expect(parseEnv({ NODE_ENV: "test" }).DEMO_CONTENT).toBe(true);
    expect(parseEnv({ DEMO_CONTENT: "false" }).DEMO_CONTENT).toBe(false);
  });

  it("requires SESSION_SECRET in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET is required in production/);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => parseEnv({ DEMO_CONTENT: "maybe" })).toThrow(/DEMO_CONTENT/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET\S* must be at least 32/);
    expect(() => parseEnv({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
  });

  it("reads lists and treats empty values as unset", () => {
    const env = parseEnv({ CORS_ORIGINS: "https://a.example, https://b.example", DATABASE_URL: "" });
    expect(env.CORS_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
    expect(env.DATABASE_URL).toBeUndefined();
  });
});

describe("the public origin (issue 14)", () => {
  const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) };

  it("refuses a production start without PUBLIC_URL, naming the variable", () => {
    expect(() => parseEnv(production)).toThrow(/PUBLIC_URL is required in production/);
    // A list of further hosts does not replace it: links need one origin to point at.
    expect(() => parseEnv({ ...production, ALLOWED_HOSTS: "maistry.app" })).toThrow(/PUBLIC_URL/);
  });

  it("keeps only the origin of PUBLIC_URL and refuses other schemes", () => {
    expect(parseEnv({ ...production, PUBLIC_URL: "https://Maistry.app/some/path/" }).PUBLIC_URL).toBe(
      "https://maistry.app",
    );
    expect(() => parseEnv({ PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL must be an http/);
  });

  it("is this machine outside production, with nothing to configure", () => {
    expect(parseEnv({ NODE_ENV: "test", PORT: "3300" }).PUBLIC_URL).toBe("http://localhost:3300");
  });

  it("reads further host names in lower case", () => {
    expect(parseEnv({ ALLOWED_HOSTS: "WWW.maistry.app, internal:8080" }).ALLOWED_HOSTS).toEqual([
      "www.maistry.app",
      "internal:8080",
    ]);
  });
});

describe("TRUST_PROXY (issue 14)", () => {
  it("is a number of proxies", () => {
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
  });

  it("refuses `true`, which trusted the client's own left-most X-Forwarded-For, naming the variable", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY must be the number of proxies/);
    expect(() => parseEnv({ TRUST_PROXY: "loopback" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
  });
});

describe("UPLOAD_MAX_PENDING_MB (issue 14)", () => {
  it("is one lesson's worth by default and follows the video limits", () => {
    expect(parseEnv({}).UPLOAD_MAX_PENDING_MB).toBe(4096 + 1024 + 200 + 200 + 200);
    expect(parseEnv({ UPLOAD_MAX_FULL_MB: "8192" }).UPLOAD_MAX_PENDING_MB).toBe(
      8192 + 1024 + 200 + 200 + 200,
    );
    expect(parseEnv({ UPLOAD_MAX_PENDING_MB: "10000" }).UPLOAD_MAX_PENDING_MB).toBe(10000);
  });

  it("refuses a cap below the largest video, naming the variable", () => {
    expect(() => parseEnv({ UPLOAD_MAX_PENDING_MB: "1000" })).toThrow(
      /UPLOAD_MAX_PENDING_MB must be at least/,
    );
  });
});

describe("SESSION_SECRET rotation", () => {
  it("accepts several comma-separated secrets, each long enough", () => {
    const a = "a".repeat(32);
    const b = "b".repeat(40);
    expect(parseEnv({ SESSION_SECRET: `${a},${b}` }).SESSION_SECRET).toEqual([a, b]);
    expect(() => parseEnv({ SESSION_SECRET: `${a},short` })).toThrow(/SESSION_SECRET/);
  });
});

describe("upload limits", () => {
  it("has defaults per video purpose and reads whole megabytes", () => {
    expect(parseEnv({})).toMatchObject({
      UPLOAD_MAX_TRAILER_MB: 200,
      UPLOAD_MAX_TIPS_MB: 1024,
      UPLOAD_MAX_FULL_MB: 4096,
      UPLOAD_MAX_INTRO_MB: 200,
    });
    expect(parseEnv({ UPLOAD_MAX_TRAILER_MB: "1" }).UPLOAD_MAX_TRAILER_MB).toBe(1);
    expect(() => parseEnv({ UPLOAD_MAX_FULL_MB: "0" })).toThrow(/UPLOAD_MAX_FULL_MB/);
    expect(() => parseEnv({ UPLOAD_MAX_TIPS_MB: "1.5" })).toThrow(
      /UPLOAD_MAX_TIPS_MB must be a whole number/,
    );
    expect(() => parseEnv({ UPLOAD_MAX_INTRO_MB: "lots" })).toThrow(/UPLOAD_MAX_INTRO_MB/);
  });
});

describe("S3 storage settings", () => {
  const keys = { S3_ACCESS_KEY_ID: "AKIA0000", S3_SECRET_ACCESS_KEY: "secret" };

  it("is off without a bucket, and reads a complete set", () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    const env = parseEnv({
      S3_BUCKET: "maistry-media",
      S3_ENDPOINT: "https://s3.example.com",
      S3_REGION: "eu-central-1",
      S3_FORCE_PATH_STYLE: "true",
      ...keys,
    });
    expect(env).toMatchObject({
      S3_BUCKET: "maistry-media",
      S3_ENDPOINT: "https://s3.example.com",
      S3_REGION: "eu-central-1",
      S3_FORCE_PATH_STYLE: true,
      S3_ACCESS_KEY_ID: "AKIA0000",
    });
    expect(parseEnv({ S3_BUCKET: "b-1", ...keys }).S3_REGION).toBe("us-east-1");
  });

  it("names what is missing or wrong", () => {
    expect(() => parseEnv({ S3_BUCKET: "maistry-media" })).toThrow(
      /S3_ACCESS_KEY_ID is required when S3_BUCKET is set.*S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set/,
    );
    expect(() => parseEnv({ S3_BUCKET: "m-b", S3_ACCESS_KEY_ID: "x" })).toThrow(
      /S3_SECRET_ACCESS_KEY is required/,
    );
    expect(() => parseEnv({ S3_ENDPOINT: "https://s3.example.com" })).toThrow(
      /S3_ENDPOINT is set but S3_BUCKET is not/,
    );
    expect(() => parseEnv({ S3_BUCKET: "Not_A_Bucket", ...keys })).toThrow(
      /S3_BUCKET must be a valid bucket name/,
    );
    expect(() => parseEnv({ S3_BUCKET: "m-b", S3_ENDPOINT: "nope", ...keys })).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ S3_BUCKET: "m-b", S3_FORCE_PATH_STYLE: "yes", ...keys })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});

describe("Stripe settings", () => {
  it("takes an origin for Stripe's API: https, or plain http on this machine only", () => {
    expect(parseEnv({}).STRIPE_API_URL).toBe("https://api.stripe.com");
    expect(parseEnv({ STRIPE_API_URL: "http://127.0.0.1:12111" }).STRIPE_API_URL).toBe(
      "http://127.0.0.1:12111",
    );
    expect(parseEnv({ STRIPE_API_URL: "http://[::1]:12111/" }).STRIPE_API_URL).toBe("http://[::1]:12111/");
    expect(parseEnv({ STRIPE_API_URL: "https://stripe.internal:8443" }).STRIPE_API_URL).toBe(
      "https://stripe.internal:8443",
    );
    // The SDK adds /v1/… itself: a path would be silently dropped.
    expect(() => parseEnv({ STRIPE_API_URL: "https://proxy.example/stripe" })).toThrow(
      /STRIPE_API_URL must be an origin without a path/,
    );
    expect(() => parseEnv({ STRIPE_API_URL: "http://stripe.example" })).toThrow(
      /STRIPE_API_URL must be https:\/\/ unless it is on this machine/,
    );
    expect(() => parseEnv({ STRIPE_API_URL: "ftp://127.0.0.1" })).toThrow(/STRIPE_API_URL/);
  });
});
