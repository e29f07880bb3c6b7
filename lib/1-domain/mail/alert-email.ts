import { ALERT_TEXTS as T, direction, height, hourLine, hourOfDay, windowSpelled, windowWhen } from "../alerts/messages";
import type { WindowSummary } from "../alerts/summary";
import { formatKn } from "../../0-base/format";
import { escapeHtml as escape, mailButton, signatureHtml, type Mail } from "./mail";

/*
 * The e-mails of an alert: « ça navigue » when a window opens, « annulé » when a later forecast
 * loses it. French HTML with a plain-text part, a link to the spot's forecast, and the one-click unsubscribe
 * link both in the footer and in the RFC 8058 headers (List-Unsubscribe + List-Unsubscribe-Post), so a mail
 * client's own « Se désabonner » button pauses the alert with one POST.
 */
export type AlertEmailInput = {
  to: string;
  kind: "open" | "cancel";
  spotName: string;
  startsAt: Date;
  endsAt: Date;
  summary: WindowSummary | null;
  forecastUrl: string;
  unsubscribeUrl: string;
};

function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

const cell = (s: string) => `<td style="padding:6px 6px 2px;white-space:nowrap">${escape(s)}</td>`;
const head = (s: string) => `<th style="padding:4px 6px;text-align:left;font-size:13px;border-bottom:2px solid #0e6e8c">${escape(s)}</th>`;
/** The hour's reasons on a line of their own under its figures: a phone's width holds five short columns, not six. */
const reasonsRow = (reasons: readonly string[]) =>
  `<tr><td colspan="5" style="padding:0 6px 6px;font-size:13px;color:#4a6475;border-bottom:1px solid #d8e3ea">${escape(reasons.join(" · "))}</td></tr>`;

function hoursTable(summary: WindowSummary): string {
  const c = T.columns;
  const rows = summary.hours.map(
    (h) =>
      `<tr>${cell(hourOfDay(h.at))}${cell(formatKn(h.windKn))}${cell(h.gustKn === null ? T.noValue : formatKn(h.gustKn))}${cell(direction(h.directionDeg))}${cell(h.heightM === null ? T.noValue : height(h.heightM))}</tr>${reasonsRow(h.reasons)}`,
  );
  return `<table role="presentation" style="border-collapse:collapse;font-size:15px;width:100%;max-width:560px"><thead><tr>${[c.hour, c.wind, c.gusts, c.direction, c.tide].map(head).join("")}</tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function openParts(input: AlertEmailInput, when: string) {
  const spelled = windowSpelled(input.startsAt, input.endsAt);
  const s = input.summary;
  const kit = s ? T.kit(s.kiteSizeM2, s.confidence) : "";
  const facts = s
    ? [T.overview(s.avgWindKn, s.maxGustKn, s.directionDeg), ...(kit ? [kit] : []), ...(s.coefficient === null ? [] : [T.coefficient(s.coefficient)])]
    : [];
  const text = [
    T.openTitle(input.spotName, when),
    "",
    T.openIntro(spelled),
    ...facts,
    "",
    ...(s ? s.hours.map(hourLine) : []),
    ...(s ? ["", `${T.reasonsTitle} :`, ...s.reasons.map((r) => `- ${r}`)] : []),
  ];
  const html = [
    `<h1 style="font-size:20px;margin:0 0 12px">${escape(T.openTitle(input.spotName, when))}</h1>`,
    `<p>${escape(T.openIntro(spelled))}</p>`,
    ...facts.map((f) => `<p style="margin:4px 0">${escape(f)}</p>`),
    ...(s ? [hoursTable(s), `<h2 style="font-size:16px;margin:16px 0 4px">${escape(T.reasonsTitle)}</h2>`, `<ul>${s.reasons.map((r) => `<li>${escape(r)}</li>`).join("")}</ul>`] : []),
  ];
  return { text, html };
}

function cancelParts(input: AlertEmailInput, when: string) {
  const intro = T.cancelIntro(input.spotName, windowSpelled(input.startsAt, input.endsAt));
  return {
    text: [T.cancelTitle(input.spotName, when), "", intro],
    html: [`<h1 style="font-size:20px;margin:0 0 12px">${escape(T.cancelTitle(input.spotName, when))}</h1>`, `<p>${escape(intro)}</p>`],
  };
}

export function alertEmail(input: AlertEmailInput): Mail {
  const when = windowWhen(input.startsAt, input.endsAt);
  const subject = input.kind === "open" ? T.openSubject(input.spotName, when) : T.cancelSubject(input.spotName, when);
  const parts = input.kind === "open" ? openParts(input, when) : cancelParts(input, when);
  const text = [
    ...parts.text,
    "",
    `${T.forecastLink} : ${input.forecastUrl}`,
    "",
    T.signature,
    "",
    "--",
    T.footer(input.spotName),
    `${T.unsubscribe} : ${input.unsubscribeUrl}`,
  ].join("\n");
  const html = `<!doctype html><html lang="fr"><body style="margin:0;padding:16px;font-family:system-ui,sans-serif;color:#0f2a3d;line-height:1.5"><div style="max-width:600px;margin:0 auto">
${parts.html.join("\n")}
<p>${mailButton(input.forecastUrl, T.forecastLink)}</p>
${signatureHtml()}
<hr style="border:none;border-top:1px solid #d8e3ea">
<p style="font-size:12px;color:#4a6475">${escape(T.footer(input.spotName))} <a href="${escape(input.unsubscribeUrl)}" style="color:#4a6475">${escape(T.unsubscribe)}</a></p>
</div></body></html>`;
  return { to: input.to, subject, html, text, headers: unsubscribeHeaders(input.unsubscribeUrl) };
}
