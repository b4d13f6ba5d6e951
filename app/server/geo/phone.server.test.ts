import { describe, expect, it } from "vitest";
import { normalizePhone } from "./phone.server";

describe("normalizePhone", () => {
  it("accepts an international number", () => {
    expect(normalizePhone("+380 44 123 45 67")).toEqual({ e164: "+380441234567" });
    expect(normalizePhone("+380 (67) 123-45-67")).toEqual({ e164: "+380671234567" });
    expect(normalizePhone("+48 512 345 678", "UA")).toEqual({ e164: "+48512345678" });
  });

  it("accepts a national number of the given country", () => {
    expect(normalizePhone("044 123 45 67", "UA")).toEqual({ e164: "+380441234567" });
    expect(normalizePhone("067 123 4567", "ua")).toEqual({ e164: "+380671234567" });
    expect(normalizePhone("0151 23456789", "DE")).toEqual({ e164: "+4915123456789" });
    expect(normalizePhone("00380441234567", "UA")).toEqual({ e164: "+380441234567" });
  });

  it("needs the country for a national number", () => {
    expect(normalizePhone("044 123 45 67")).toBeNull();
    expect(normalizePhone("044 123 45 67", "XX")).toBeNull();
  });

  it("rejects invalid numbers", () => {
    expect(normalizePhone("12345")).toBeNull();
    expect(normalizePhone("12345", "UA")).toBeNull();
    expect(normalizePhone("+3804412345678")).toBeNull();
    expect(normalizePhone("044 123 45 67", "PL")).toBeNull();
    expect(normalizePhone("")).toBeNull();
    expect(normalizePhone("not a phone", "UA")).toBeNull();
    expect(normalizePhone(`+380441234567${" ".repeat(100)}`)).toBeNull();
  });
});
