import { beforeEach, describe, expect, it, vi } from "vitest";
import { registerUser } from "@/tests/support/api";

// next/headers only works inside a Next request: give it this test's headers.
const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const { currentUser } = await import("./session");

describe("session helpers", () => {
  beforeEach(() => {
    current.headers = new Headers();
  });

  it("give the signed-in user", async () => {
    const { cookie, user } = await registerUser();
    current.headers = new Headers({ cookie });
    expect((await currentUser())?.id).toBe(user.id);
  });

  it("give null to a visitor", async () => {
    expect(await currentUser()).toBeNull();
  });
});
