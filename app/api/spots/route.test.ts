import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as favorite } from "./[id]/favorite/route";
import { GET } from "./route";
import { insertTestSpots } from "@/tests/support/spots";
import { call, registerUser } from "@/tests/support/api";
import type { SpotListItem } from "@/lib/1-domain/spots/types";

let fixture: Awaited<ReturnType<typeof insertTestSpots<"zodiac" | "Étel" | "etang" | "almanarre">>>;

beforeAll(async () => {
  // Inserted against the alphabet (ids ascending: zodiac first), with an accent that code points put after the z.
  fixture = await insertTestSpots([
    { key: "zodiac", latitude: -30.3, longitude: 80.4 },
    { key: "Étel", latitude: -30.4, longitude: 80.5 },
    { key: "etang", latitude: -30.1, longitude: 80.2 },
    { key: "almanarre", latitude: -30.2, longitude: 80.3 },
  ]);
});
afterAll(() => fixture.remove());

async function list(cookie: string): Promise<SpotListItem[]> {
  const res = await call(GET, { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toContain("no-store");
  return res.json();
}

describe("GET /api/spots", () => {
  it("answers 401 with a French message without a session", async () => {
    const res = await call(GET);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Vous devez être connecté." });
  });

  it("lists every spot with exactly the spec's fields, isFavorite false for a new rider", async () => {
    const { cookie } = await registerUser();
    const spots = await list(cookie);
    const mine = spots.find((s) => s.id === fixture.ids.etang);
    expect(mine).toEqual({
      id: fixture.ids.etang,
      name: fixture.names.etang,
      description: "Spot de test etang",
      latitude: -30.1,
      longitude: 80.2,
      isFavorite: false,
    });
    expect(spots.every((s) => s.isFavorite === false)).toBe(true);
    expect(new Set(spots.map((s) => s.id)).size).toBe(spots.length);
  });

  it("answers JSON in French alphabetical order, as the list shows them (the browser does not sort)", async () => {
    const { cookie } = await registerUser();
    const res = await call(GET, { cookie });
    expect(res.headers.get("content-type")).toBe("application/json");
    const spots = (await res.json()) as SpotListItem[];
    const mine = [fixture.ids.almanarre, fixture.ids.etang, fixture.ids["Étel"], fixture.ids.zodiac];
    expect(spots.map((s) => s.id).filter((id) => mine.includes(id))).toEqual(mine);
    const french = new Intl.Collator("fr", { sensitivity: "base", numeric: true });
    for (let i = 1; i < spots.length; i++) expect(french.compare(spots[i - 1]!.name, spots[i]!.name)).toBeLessThanOrEqual(0);
  });

  it("marks only this rider's favourites; another rider's stay invisible", async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const fav = await call(favorite, { method: "POST", cookie: alice.cookie, params: { id: String(fixture.ids.almanarre) } });
    expect(fav.status).toBe(200);

    const forAlice = await list(alice.cookie);
    expect(forAlice.filter((s) => s.isFavorite).map((s) => s.id)).toEqual([fixture.ids.almanarre]);
    const forBob = await list(bob.cookie);
    expect(forBob.find((s) => s.id === fixture.ids.almanarre)?.isFavorite).toBe(false);
    expect(forBob.some((s) => s.isFavorite)).toBe(false);
    // One row per spot even when several riders marked it (the join is on this rider only).
    await call(favorite, { method: "POST", cookie: bob.cookie, params: { id: String(fixture.ids.almanarre) } });
    expect((await list(alice.cookie)).filter((s) => s.id === fixture.ids.almanarre)).toHaveLength(1);
  });
});
