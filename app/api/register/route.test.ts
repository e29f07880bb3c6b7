import { describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/user/route";
import { POST } from "./route";
import { call, registerUser, TEST_PASSWORD, uniqueName } from "@/tests/support/api";

describe("POST /api/register", () => {
  it("creates the account, signs the user in and never returns the password", async () => {
    const { user, cookie, username } = await registerUser();
    expect(user).toMatchObject({ username, isAuthenticated: true });
    expect(JSON.stringify(user)).not.toContain(TEST_PASSWORD);
    const me = await call(getUser, { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: user.id, username });
  });

  it("refuses a duplicate username whatever its case", async () => {
    const { username } = await registerUser();
    const res = await call(POST, {
      body: { username: username.toUpperCase(), email: `${uniqueName()}@example.fr`, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe("Ce nom d'utilisateur est déjà utilisé.");
  });
});
