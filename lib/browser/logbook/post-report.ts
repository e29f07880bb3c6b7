import type { ReportInput } from "../../1-domain/logbook/report";
import { ChatClient } from "../chat/client";
import type { RealtimeConnection } from "../realtime/connection";

/**
 * Tells a logged session in its spot's chat (docs/decisions/0030-rider-logbook.md), on the page's one socket: the
 * chat's own client sends it (kept until acknowledged, sent again after a lost acknowledgement), without joining the
 * channel. Resolves with the stored message's id; rejects with the service's French reason, or the chat's « not
 * sent » after its wait.
 */
export function postReport(connection: RealtimeConnection, spotId: number, report: ReportInput): Promise<number> {
  return new Promise((resolve, reject) => {
    const client = new ChatClient(connection, {
      delivery: (update) => {
        if (update.status === "sending") return;
        client.close();
        if (update.status === "sent") resolve(update.id);
        else reject(new Error(update.error));
      },
    });
    client.connect();
    client.send(spotId, JSON.stringify(report), "report");
  });
}
