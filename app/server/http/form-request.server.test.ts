import { describe, expect, it } from "vitest";
import { readFormData, refuseNonFormRequest } from "./form-request.server";

/** The status of what `run` threw (a `data()` refusal), or "passed". */
async function outcome(run: () => unknown): Promise<number | "passed"> {
  try {
    await run();
    return "passed";
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

const request = (method: string, type?: string, body?: string) =>
  new Request("http://localhost/en/contact", {
    method,
    headers: type ? { "Content-Type": type } : {},
    body: method === "GET" || method === "HEAD" ? undefined : (body ?? ""),
  });

describe("refuseNonFormRequest (issue 14)", () => {
  it("lets pages be read and forms be posted", async () => {
    expect(await outcome(() => refuseNonFormRequest(request("GET")))).toBe("passed");
    expect(await outcome(() => refuseNonFormRequest(request("HEAD")))).toBe("passed");
    for (const type of [
      "application/x-www-form-urlencoded",
      "application/x-www-form-urlencoded;charset=UTF-8",
      "multipart/form-data; boundary=x",
    ]) {
      expect(await outcome(() => refuseNonFormRequest(request("POST", type))), type).toBe("passed");
    }
  });

  it("answers 405 to another method", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect(
        await outcome(() => refuseNonFormRequest(request(method, "application/x-www-form-urlencoded"))),
      ).toBe(405);
    }
  });

  it("answers 415 to a POST that is not a form", async () => {
    for (const type of [undefined, "application/json", "text/plain", "application/xml"]) {
      expect(await outcome(() => refuseNonFormRequest(request("POST", type))), String(type)).toBe(415);
    }
  });
});

describe("readFormData (issue 14)", () => {
  it("answers 400 to a multipart body that does not parse", async () => {
    const broken = request("POST", "multipart/form-data; boundary=x", "--x\r\nnot a part\r\n");
    expect(await outcome(() => readFormData(broken))).toBe(400);
    const noBoundary = request("POST", "multipart/form-data", "a=1");
    expect(await outcome(() => readFormData(noBoundary))).toBe(400);
  });

  it("reads a form", async () => {
    const form = await readFormData(request("POST", "application/x-www-form-urlencoded", "a=1&b=%D0%BC"));
    expect(Object.fromEntries(form)).toEqual({ a: "1", b: "м" });
  });
});
