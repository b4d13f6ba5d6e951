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
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("turns demo content off by default in production only", () => {
    const secret = "x".repeat(32);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: secret }).DEMO_CONTENT).toBe(false);
    expect(
      parseEnv({ NODE_ENV: "production", SESSION_SECRET: secret, DEMO_CONTENT: "true" }).DEMO_CONTENT,
    ).toBe(true);
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
