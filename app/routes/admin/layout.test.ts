import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { User } from "~/server/auth/users.server";
import { userContext } from "~/server/web/current-user.server";
import { middleware } from "./layout";

/** The back-office's guarantee, at its root: the layout's middleware lets staff alone through. */
describe("admin layout middleware", () => {
  const [guard] = middleware;
  const user = (fields: Partial<User>) =>
    ({ id: 7, username: "someone", isActive: true, isStaff: false, ...fields }) as User;

  const run = async (who: User | null, method = "GET") => {
    const context = new RouterContextProvider();
    context.set(userContext, who);
    const next = vi.fn(async () => new Response("admin page"));
    const outcome = await Promise.resolve()
      .then(() =>
        guard?.(
          {
            request: new Request("http://localhost/admin/users", { method }),
            params: {},
            context,
            unstable_pattern: "/:lang?/admin",
          } as never,
          next,
        ),
      )
      .then(
        (value) => ({ thrown: null, value }),
        (thrown: unknown) => ({ thrown, value: null }),
      );
    return { ...outcome, next };
  };

  it.each([
    ["a visitor", null],
    ["a signed-in user", user({})],
    ["a deactivated staff member", user({ isStaff: true, isActive: false })],
  ])("answers 404 to %s, GET and POST, before any loader or action", async (_, who) => {
    for (const method of ["GET", "POST"]) {
      const { thrown, next } = await run(who as User | null, method);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
      expect(next).not.toHaveBeenCalled();
    }
  });

  it("lets staff through", async () => {
    const { thrown } = await run(user({ isStaff: true }));
    expect(thrown).toBeNull();
  });
});
