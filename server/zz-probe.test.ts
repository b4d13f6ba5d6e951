import { it, expect, vi } from "vitest";
vi.mock("virtual:react-router/server-build", () => ({ marker: 1 }));
it("loads", async () => {
  const mod = await import("./app");
  expect(typeof mod.createApp).toBe("function");
  // @ts-expect-error virtual
  const b = await import("virtual:react-router/server-build");
  expect(b.marker).toBe(1);
});
