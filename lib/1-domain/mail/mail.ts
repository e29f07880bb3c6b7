/** An e-mail as the templates write it and lib/2-stores/mail/send.ts sends it. `headers`: extra e-mail headers (the alerts' List-Unsubscribe). */
export type Mail = { to: string; subject: string; html: string; text: string; headers?: Record<string, string> };

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How every e-mail of Alizé ends, in its text part (the HTML part breaks the line). */
export const MAIL_SIGNATURE = "Bon vent,\nL'équipe Alizé";
export const signatureHtml = () => `<p>${escapeHtml(MAIL_SIGNATURE).replace("\n", "<br>")}</p>`;

/** The e-mails' one button: a link that looks like the app's. */
export const mailButton = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#0e6e8c;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a>`;

/** An account e-mail (reset, address changed): its paragraphs, already HTML, then the signature. */
export const accountMailHtml = (paragraphs: string[]) =>
  `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;color:#0f2a3d;line-height:1.5">
${paragraphs.join("\n")}
${signatureHtml()}</body></html>`;

/** Its text part: the lines, a blank line, the signature. */
export const accountMailText = (lines: string[]) => [...lines, "", MAIL_SIGNATURE].join("\n");
