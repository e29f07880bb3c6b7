import { describe, expect, it } from "vitest";
import { ALERT_TEXTS } from "../alerts/messages";
import { alertEmail } from "./alert-email";

const hour = (iso: string, windKn: number) => ({ at: iso, windKn, gustKn: windKn + 6, directionDeg: 250, heightM: 3.24, reasons: [`Conditions réunies (${windKn} nds, side-shore)`] });
const input = {
  to: "lea@example.fr",
  spotName: `Wissant <img src=x onerror="alert(1)"> & Cie`,
  startsAt: new Date("2026-11-28T13:00:00Z"), // Saturday 14:00 in Paris (winter time)
  endsAt: new Date("2026-11-28T17:00:00Z"),
  summary: {
    hours: [hour("2026-11-28T13:00:00.000Z", 18), hour("2026-11-28T14:00:00.000Z", 19.5)],
    avgWindKn: 18.8,
    maxGustKn: 25.5,
    directionDeg: 250,
    coefficient: 92,
    reasons: ["Conditions réunies sur tout le créneau <b>"],
    kiteSizeM2: 9,
    confidence: "haute" as const,
  },
  forecastUrl: "http://localhost:3000/spots/12/weather",
  unsubscribeUrl: "http://localhost:3000/api/alerts/unsubscribe?token=12.abc",
};

describe("alertEmail", () => {
  it("names the spot, the Paris day and the hours in the subject", () => {
    expect(alertEmail({ ...input, spotName: "Wissant", kind: "open" }).subject).toBe("Alizé : ça navigue à Wissant samedi 14 h – 18 h");
    expect(alertEmail({ ...input, spotName: "Wissant", kind: "cancel" }).subject).toBe("Alizé : annulé — Wissant samedi 14 h – 18 h");
    const summer = { startsAt: new Date("2026-06-20T12:30:00Z"), endsAt: new Date("2026-06-20T16:00:00Z") };
    expect(alertEmail({ ...input, ...summer, spotName: "Wissant", kind: "open" }).subject).toBe("Alizé : ça navigue à Wissant samedi 14 h 30 – 18 h");
  });

  it("writes the hours with wind, gusts, direction, tide and coefficient in both parts", () => {
    const mail = alertEmail({ ...input, kind: "open" });
    expect(mail.text).toContain("14 h : 18 nds, rafales 24 nds, OSO (250°), marée 3,2\u00a0m");
    expect(mail.text).toContain("15 h : 19,5 nds, rafales 25,5 nds");
    expect(mail.text).toContain(ALERT_TEXTS.coefficient(92));
    expect(mail.text).toContain("samedi 28 novembre, de 14 h à 18 h");
    expect(mail.html).toContain("Conditions réunies (18 nds, side-shore)");
    expect(mail.html).toContain(ALERT_TEXTS.columns.wind);
  });

  it("names the window's kite and how sure the forecast is, and leaves them out of older summaries", () => {
    const mail = alertEmail({ ...input, kind: "open" });
    expect(mail.text).toContain("Aile de 9 m, confiance haute.");
    expect(mail.html).toContain("Aile de 9 m, confiance haute.");
    const older = alertEmail({ ...input, summary: { ...input.summary, kiteSizeM2: undefined, confidence: undefined }, kind: "open" });
    expect(older.text).not.toContain("Aile de");
    expect(ALERT_TEXTS.pushOpenBody("samedi 14 h – 18 h", 18.8, 25.5, 250, 9, "moyenne")).toBe(
      "samedi 14 h – 18 h · 18,8 nds, rafales 25,5 nds, OSO · aile 9 m · confiance moyenne",
    );
  });

  it("escapes every value put into the HTML", () => {
    const mail = alertEmail({ ...input, kind: "open" });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("Wissant &#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; Cie");
    expect(alertEmail({ ...input, kind: "cancel" }).html).not.toContain("<img");
  });

  it("carries the one-click unsubscribe link in its footer and in the RFC 8058 headers", () => {
    for (const kind of ["open", "cancel"] as const) {
      const mail = alertEmail({ ...input, kind });
      expect(mail.headers).toEqual({ "List-Unsubscribe": `<${input.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
      expect(mail.text).toContain(`${ALERT_TEXTS.unsubscribe} : ${input.unsubscribeUrl}`);
      expect(mail.html).toContain(`href="${input.unsubscribeUrl}"`);
      expect(mail.html).toContain(`href="${input.forecastUrl}"`);
    }
  });
});
