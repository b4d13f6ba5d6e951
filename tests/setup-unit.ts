import { afterEach, beforeEach, vi } from "vitest";

// A test fails on any console.error it did not expect (and mock itself).
let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(" ")}`);
  });
});
afterEach(() => {
  errorSpy?.mockRestore();
});
