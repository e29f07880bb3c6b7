import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatMessageItem } from "@/components/chat/chat-message";
import { makeQueryClient } from "@/lib/browser/api/query-client";
import { REPORT_TEXT } from "@/lib/1-domain/logbook/messages-report";
import type { RiderReport } from "@/lib/1-domain/logbook/types";
import { RiderReports } from "./rider-reports";

/* A report's two faces: a card in the chat, a line in the live block of a spot without a station. */
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const content = { sessionId: 4, windKn: 18, wind: "etabli" as const, water: "clapot" as const, kiteM2: 9, at: minutesAgo(20) };

function liveBlock(reports: RiderReport[]) {
  const client = makeQueryClient();
  client.setQueryData(["/api/spots/7/reports"], { reports });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <RiderReports spotId={7} />
    </QueryClientProvider>,
  );
}

describe("riders' reports", () => {
  it("show in the live block as riders' reports, each with its age and its rider", () => {
    const html = liveBlock([{ ...content, id: 1, username: "lea_vent", createdAt: minutesAgo(5) }]);
    expect(html).toContain(REPORT_TEXT.ridersTitle);
    expect(html).toContain("18 nds établis, clapot, 9 m, il y a 20 min");
    expect(html).toContain(REPORT_TEXT.by("lea_vent"));
    expect(html).toContain(REPORT_TEXT.ridersHint);
  });

  it("draw nothing in the live block while there is none", () => {
    expect(liveBlock([])).toBe("");
  });

  it("show in the chat as a card, never as the JSON they are stored as", () => {
    const message = (body: string) =>
      renderToStaticMarkup(
        <ChatMessageItem
          message={{ id: 9, channelId: 7, userId: 2, content: body, type: "report", createdAt: minutesAgo(5), user: { id: 2, username: "lea_vent" } }}
          own={false}
          onOpenImage={() => undefined}
        />,
      );
    const html = message(JSON.stringify(content));
    expect(html).toContain('data-slot="chat-report"');
    expect(html).toContain(REPORT_TEXT.cardTitle);
    expect(html).toContain("18 nds établis, clapot, 9 m, il y a 20 min");
    expect(html).not.toContain("sessionId");
    expect(message('{"sessionId":4}')).toContain(REPORT_TEXT.unreadable);
  });
});
