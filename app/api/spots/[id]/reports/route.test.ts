import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { messages } from "@/db/schema";
import { REPORT_FRESH_MS, REPORT_LIVE_LIMIT, type ReportContent } from "@/lib/1-domain/logbook/report";
import type { RiderReport } from "@/lib/1-domain/logbook/types";
import { SPOT_ID_INVALID, SPOT_NOT_FOUND } from "@/lib/1-domain/spots/messages";
import { ensureChannel } from "@/lib/2-stores/chat/store";
import { call, registerUser } from "@/tests/support/api";
import { insertTestSpots } from "@/tests/support/spots";
import { GET } from "./route";

let spot: Awaited<ReturnType<typeof insertTestSpots<"a" | "b">>>;
let rider: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  spot = await insertTestSpots([
    { key: "a", latitude: 13.1, longitude: -33.1 },
    { key: "b", latitude: 13.2, longitude: -33.2 },
  ]);
  rider = await registerUser();
  for (const id of Object.values<number>(spot.ids)) await ensureChannel(getDb(), id);
});
afterAll(() => spot.remove());

const MIN = 60_000;
const reportAt = (minutesAgo: number, windKn = 18): ReportContent => ({
  sessionId: 1,
  windKn,
  wind: "etabli",
  water: "clapot",
  kiteM2: 9,
  at: new Date(Date.now() - minutesAgo * MIN).toISOString(),
});
/** A report message as the realtime service stores it, posted `postedAgo` minutes ago. */
async function post(channelId: number, content: string, postedAgo = 0, type: "report" | "text" = "report") {
  await getDb().insert(messages).values({ channelId, userId: rider.user.id, content, type, createdAt: new Date(Date.now() - postedAgo * MIN) });
}
const reportsOf = async (id: number | string) => call(GET, { cookie: rider.cookie, params: { id: String(id) } });

describe("GET /api/spots/{id}/reports", () => {
  it("lists the fresh reports of the spot's chat, newest session first, with their riders' names", async () => {
    const id = spot.ids.a;
    await post(id, JSON.stringify(reportAt(20, 18)), 5);
    await post(id, JSON.stringify(reportAt(90, 22)), 2); // posted late, about a session 1 h 30 ago
    await post(id, JSON.stringify(reportAt(REPORT_FRESH_MS / MIN + 5, 30)), 1); // a session of more than 3 h ago
    await post(id, JSON.stringify(reportAt(10, 12)), 4 * 60); // stored 4 h ago: cannot be fresh
    await post(id, "{pas un compte rendu", 1);
    await post(id, "18 nds établis", 1, "text");
    await post(spot.ids.b, JSON.stringify(reportAt(5, 25)), 1);
    const res = await reportsOf(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { reports } = (await res.json()) as { reports: RiderReport[] };
    expect(reports.map((r) => r.windKn)).toEqual([18, 22]);
    expect(reports[0]).toEqual({ ...reportAt(20, 18), at: expect.any(String), id: expect.any(Number), username: rider.username, createdAt: expect.any(String) });
  });

  it(`shows at most ${REPORT_LIVE_LIMIT}`, async () => {
    for (let i = 0; i < REPORT_LIVE_LIMIT + 2; i++) await post(spot.ids.b, JSON.stringify(reportAt(30 + i, 10 + i)), 0);
    const { reports } = (await (await reportsOf(spot.ids.b)).json()) as { reports: RiderReport[] };
    expect(reports.map((r) => r.windKn)).toEqual([25, 10, 11, 12, 13]);
  });

  it("answers 404 for an unknown spot, 400 for a bad id, 401 without a session", async () => {
    const missing = await reportsOf(999_999_999);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe(SPOT_NOT_FOUND);
    const bad = await reportsOf("abc");
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(SPOT_ID_INVALID);
    expect((await call(GET, { params: { id: String(spot.ids.a) } })).status).toBe(401);
  });
});
