import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { spotFavorites } from "@/db/schema";
import { SPOT_ID_INVALID, SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";
import { insertTestSpots } from "@/tests/support/spots";
import { call, registerUser } from "@/tests/support/api";
import { DELETE, POST } from "./route";

let fixture: Awaited<ReturnType<typeof insertTestSpots<"one" | "two">>>;

beforeAll(async () => {
  fixture = await insertTestSpots([
    { key: "one", latitude: -20.1, longitude: 60.1 },
    { key: "two", latitude: -20.2, longitude: 60.2 },
  ]);
});
afterAll(() => fixture.remove());

async function favoritesOf(userId: number): Promise<number[]> {
  const rows = await getDb().select({ spotId: spotFavorites.spotId }).from(spotFavorites).where(eq(spotFavorites.userId, userId));
  return rows.map((r) => r.spotId).sort((a, b) => a - b);
}

const UNKNOWN_SPOT_ID = "999999999";

describe.each([
  ["POST", POST],
  ["DELETE", DELETE],
] as const)("%s /api/spots/{id}/favorite", (method, handler) => {
  it("answers 401 without a session", async () => {
    const res = await call(handler, { method, params: { id: String(fixture.ids.one) } });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Vous devez être connecté.");
  });

  it.each(["abc", "0", "-1", "1e3", "1.5", " 7", "", "12abc", "99999999999"])("refuses the id « %s » with a 400", async (id) => {
    const { cookie } = await registerUser();
    const res = await call(handler, { method, cookie, params: { id } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: SPOT_ID_INVALID });
  });

  it("answers 404 for an unknown spot", async () => {
    const { cookie } = await registerUser();
    const res = await call(handler, { method, cookie, params: { id: UNKNOWN_SPOT_ID } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: SPOT_NOT_FOUND });
  });
});

describe("favourites", () => {
  it("POST adds the favourite, twice is the same as once", async () => {
    const { user, cookie } = await registerUser();
    const params = { id: String(fixture.ids.one) };
    for (let i = 0; i < 2; i++) {
      const res = await call(POST, { method: "POST", cookie, params });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ spotId: fixture.ids.one, isFavorite: true });
    }
    expect(await favoritesOf(user.id)).toEqual([fixture.ids.one]);
  });

  it("DELETE removes it, twice is the same as once, and never touches another rider's favourites", async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const params = { id: String(fixture.ids.two) };
    await call(POST, { method: "POST", cookie: alice.cookie, params });
    await call(POST, { method: "POST", cookie: bob.cookie, params });
    await call(POST, { method: "POST", cookie: bob.cookie, params: { id: String(fixture.ids.one) } });

    for (let i = 0; i < 2; i++) {
      const res = await call(DELETE, { method: "DELETE", cookie: bob.cookie, params });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ spotId: fixture.ids.two, isFavorite: false });
    }
    expect(await favoritesOf(bob.user.id)).toEqual([fixture.ids.one]);
    expect(await favoritesOf(alice.user.id)).toEqual([fixture.ids.two]);
  });

  it("DELETE of a spot that was never a favourite is a no-op success", async () => {
    const { user, cookie } = await registerUser();
    const res = await call(DELETE, { method: "DELETE", cookie, params: { id: String(fixture.ids.one) } });
    expect(res.status).toBe(200);
    expect(await favoritesOf(user.id)).toEqual([]);
  });

});
