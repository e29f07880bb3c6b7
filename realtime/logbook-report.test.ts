import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { CHAT_EVENTS, type ChatErrorPayload, type ChatMessage } from "../lib/1-domain/chat/events";
import { REPORT_TEXT } from "../lib/1-domain/logbook/messages-report";
import { parseReport, reportLine } from "../lib/1-domain/logbook/report";
import { SESSION_MESSAGES } from "../lib/1-domain/validation/logbook";
import { freshReports } from "../lib/3-features/logbook/report";
import { getDb } from "../db/client";
import { insertSessionRow } from "../tests/support/logbook";
import { connectAs, createSpot, createUser, joinChannel, nextEvent, sendWithAck, serviceUrl, storedMessages } from "../tests/support/realtime";
import { startRealtime } from "./server";

/* A logged session told in its spot's chat (docs/decisions/0030-rider-logbook.md): SEND_MESSAGE of type « report ». */
let service: Awaited<ReturnType<typeof startRealtime>>;
let url: string;
const open: Socket[] = [];

beforeAll(async () => {
  service = await startRealtime(0, { liveWind: false });
  url = serviceUrl(service.port);
});
afterAll(async () => {
  for (const s of open) s.close();
  await service.close();
});

async function connect(user: Awaited<ReturnType<typeof createUser>>, channelId?: number) {
  const socket = await connectAs(url, user);
  open.push(socket);
  if (channelId !== undefined) await joinChannel(socket, channelId);
  return socket;
}

const report = (channelId: number, sessionId: number, extra: Record<string, unknown> = {}) => ({
  channelId,
  type: "report",
  content: JSON.stringify({ sessionId, windKn: 18, wind: "etabli", water: "clapot", ...extra }),
});
const MIN = 60_000;

describe("a session told in the chat", () => {
  it("is stored as a report with the session's kite and end, reaches the channel without the sender joining it, and once only", async () => {
    const spotId = await createSpot();
    const rider = await createUser();
    const endsAt = new Date(Date.now() - 20 * MIN);
    const session = await insertSessionRow(rider.userId, spotId, endsAt, 9);
    const reader = await connect(await createUser("reader"), spotId);
    const sender = await connect(rider);

    const arrived = nextEvent<ChatMessage>(reader, CHAT_EVENTS.NEW_MESSAGE, (m) => m.channelId === spotId);
    const ack = await sendWithAck(sender, report(spotId, session.id));
    expect(ack).toEqual({ ok: true, id: expect.any(Number) });
    const message = await arrived;
    expect(message).toMatchObject({ id: ack.ok && ack.id, type: "report", user: { id: rider.userId, username: rider.username } });
    const content = parseReport(message.content)!;
    expect(content).toEqual({ sessionId: session.id, windKn: 18, wind: "etabli", water: "clapot", kiteM2: 9, at: endsAt.toISOString() });
    expect(reportLine(content, new Date(endsAt.getTime() + 20 * MIN))).toBe("18 nds établis, clapot, 9 m, il y a 20 min");

    // Sent again (a retry, a second tap): the first report, not a second.
    const again = await sendWithAck(sender, report(spotId, session.id, { windKn: 25 }));
    expect(again).toEqual(ack);
    expect((await storedMessages(spotId)).map((m) => m.type)).toEqual(["report"]);

    // A later reader finds it in the channel's messages, and the live block in the spot's fresh reports.
    const late = await connect(await createUser("late"));
    expect((await joinChannel(late, spotId)).messages.map((m) => m.type)).toEqual(["report"]);
    expect(await freshReports(getDb(), spotId)).toEqual([{ ...content, id: message.id, username: rider.username, createdAt: message.createdAt }]);
  });

  it("tells a session still under way as of now", async () => {
    const spotId = await createSpot();
    const rider = await createUser();
    const session = await insertSessionRow(rider.userId, spotId, new Date(Date.now() + 45 * MIN));
    const before = Date.now();
    const ack = await sendWithAck(await connect(rider), report(spotId, session.id));
    expect(ack.ok).toBe(true);
    const [stored] = await storedMessages(spotId);
    const at = Date.parse(parseReport(stored!.content)!.at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it("refuses, in French and storing nothing, another rider's session, a session of another spot and a malformed report", async () => {
    const spotId = await createSpot();
    const otherSpot = await createSpot();
    const rider = await createUser();
    const someoneElse = await createUser();
    const theirs = await insertSessionRow(someoneElse.userId, spotId, new Date(Date.now() - 10 * MIN));
    const elsewhere = await insertSessionRow(rider.userId, otherSpot, new Date(Date.now() - 10 * MIN));
    const mine = await insertSessionRow(rider.userId, spotId, new Date(Date.now() - 5 * 60 * MIN));
    const socket = await connect(rider);
    const cases: [unknown, string][] = [
      [report(spotId, theirs.id), SESSION_MESSAGES.notFound],
      [report(spotId, 999_999_999), SESSION_MESSAGES.notFound],
      [report(spotId, elsewhere.id), REPORT_TEXT.wrongSpot],
      [{ channelId: spotId, type: "report", content: "{pas du json" }, REPORT_TEXT.invalid],
      [{ channelId: spotId, type: "report", content: { sessionId: mine.id } }, REPORT_TEXT.invalid],
      [report(spotId, mine.id, { windKn: 81 }), REPORT_TEXT.invalid],
      [report(spotId, mine.id, { water: "houle" }), REPORT_TEXT.invalid],
      [report(spotId, mine.id, { wind: "tempête" }), REPORT_TEXT.invalid],
      [report(spotId, mine.id, { kiteM2: 21 }), REPORT_TEXT.invalid],
    ];
    for (const [payload, message] of cases) {
      const error = nextEvent<ChatErrorPayload>(socket, CHAT_EVENTS.CHAT_ERROR);
      expect(await sendWithAck(socket, payload), JSON.stringify(payload)).toEqual({ ok: false, message });
      expect((await error).message).toBe(message);
    }
    expect(await storedMessages(spotId)).toEqual([]);
    expect(await storedMessages(otherSpot)).toEqual([]);
    // The session of five hours ago is the rider's, on this spot: told, but no longer fresh for the live block.
    expect((await sendWithAck(socket, report(spotId, mine.id))).ok).toBe(true);
    expect(await freshReports(getDb(), spotId)).toEqual([]);
  });
});
