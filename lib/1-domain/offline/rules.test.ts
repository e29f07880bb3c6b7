import { describe, expect, it } from "vitest";
import { favouritesIn, keptSpotIds, keptUrl, RECENT_SPOTS_KEPT, saysSignedOut, spotUrls, withRecent } from "./rules";

describe("what the service worker keeps", () => {
  it("keeps a spot's forecast page and every answer it reads, under that spot", () => {
    for (const url of spotUrls(12)) expect(keptUrl(url)?.spotId, url).toBe(12);
    expect(keptUrl("/spots/12/weather")).toEqual({ cache: "pages", spotId: 12 });
    expect(keptUrl("/api/spots/12/verdicts")).toEqual({ cache: "data", spotId: 12 });
  });

  it("keeps the home, the spot list and the rider's profile, which belong to no spot", () => {
    expect(keptUrl("/")).toEqual({ cache: "pages", spotId: null });
    expect(keptUrl("/spots")).toEqual({ cache: "pages", spotId: null });
    expect(keptUrl("/api/spots")).toEqual({ cache: "data", spotId: null });
    expect(keptUrl("/api/user")).toEqual({ cache: "data", spotId: null });
  });

  it("leaves everything else to the network", () => {
    for (const url of ["/auth", "/profile", "/api/alerts", "/api/spots/live", "/api/spots/nearest", "/api/spots/12/favorite", "/api/realtime-token", "/spots/abc/weather", "/api/weather/12/x"]) {
      expect(keptUrl(url), url).toBeNull();
    }
  });

  it("remembers the last viewed spots, the latest first, without repeats and at most ten", () => {
    let recent: number[] = [];
    for (let id = 1; id <= RECENT_SPOTS_KEPT + 2; id++) recent = withRecent(recent, id);
    expect(recent).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(withRecent(recent, 7)).toEqual([7, 12, 11, 10, 9, 8, 6, 5, 4, 3]);
  });

  it("keeps the favourites' forecasts whatever the number of spots viewed since", () => {
    const kept = keptSpotIds({ recent: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3], favourites: [1, 40] });
    expect([...kept].sort((a, b) => a - b)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 40]);
  });

  it("reads the favourites from the spot list's answer", () => {
    expect(favouritesIn([{ id: 1, isFavorite: false }, { id: 2, isFavorite: true }, { id: 3, isFavorite: true }])).toEqual([2, 3]);
    expect(favouritesIn({ message: "Non authentifié" })).toEqual([]);
    expect(favouritesIn(null)).toEqual([]);
  });
});

describe("when the worker forgets the rider at once", () => {
  const answer = (status: number, url = "") => ({ status, url });
  it("on a 401 from any kept piece of the rider's data, /api/user first", () => {
    for (const path of ["/api/user", "/api/spots", "/api/weather/12", "/api/spots/12/verdicts"]) expect(saysSignedOut(path, answer(401)), path).toBe(true);
    expect(saysSignedOut("/api/user", answer(200))).toBe(false);
    expect(saysSignedOut("/api/user", answer(500))).toBe(false);
    expect(saysSignedOut("/api/alerts", answer(401))).toBe(false); // not kept: nothing to say about the caches
  });

  it("when the sign-in page answers, reached directly or through a redirect, and not when it sends a signed-in rider home", () => {
    expect(saysSignedOut("/auth", answer(200, "https://alize.fr/auth"))).toBe(true);
    expect(saysSignedOut("/spots/12/weather", answer(200, "https://alize.fr/auth"))).toBe(true);
    expect(saysSignedOut("/auth", answer(200, "https://alize.fr/auth?_rsc=1x2"))).toBe(true);
    expect(saysSignedOut("/auth", answer(0, ""))).toBe(false); // an opaque redirect to the home page
    expect(saysSignedOut("/spots/12/weather", answer(200, "https://alize.fr/spots/12/weather"))).toBe(false);
    expect(saysSignedOut("/reset-password", answer(200, "https://alize.fr/reset-password"))).toBe(false);
  });
});
