import { beforeEach, describe, expect, it, vi } from "vitest";
import { registerUser } from "@/tests/support/api";

// next/headers only works inside a Next request: give it this test's headers.
const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));
vi.mock("server-only", () => ({}));

const { currentUser, requireUser } = await import("./session");

describe("session helpers", () => {
  beforeEach(() => {
    current.headers = new Headers();
  });

  it("give the signed-in user", async () => {
    const { cookie, user } = await registerUser();
    current.headers = new Headers({ cookie });
    expect((await currentUser())?.id).toBe(user.id);
    expect((await requireUser()).id).toBe(user.id);
  });

  it("give null, or a 401 in French, to a visitor", async () => {
    expect(await currentUser()).toBeNull();
    await expect(requireUser()).rejects.toMatchObject({ status: 401, message: "Vous devez être connecté." });
  });
});
