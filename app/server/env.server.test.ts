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
