import type { Mail } from "./mail";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "marie.vent@example.fr" → "ma•••@example.fr": enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}

/** Sent to the OLD address after an e-mail change: the owner learns of it even if it was not them. */
export function emailChangedEmail(oldAddress: string, username: string, newAddress: string, origin: string): Mail {
  const subject = "Alizé – L'adresse e-mail de votre compte a changé";
  const masked = maskEmail(newAddress);
  const text = [
    `Bonjour ${username},`,
    "",
    `L'adresse e-mail de votre compte Alizé vient d'être remplacée par ${masked}.`,
    "Les prochains e-mails du compte, dont ceux de réinitialisation du mot de passe, iront à cette nouvelle adresse.",
    "",
    "Si c'est bien vous, il n'y a rien à faire.",
    `Si ce n'est pas vous, quelqu'un connaît votre mot de passe : connectez-vous vite sur ${origin}, remettez votre adresse dans « Mon profil », puis choisissez un nouveau mot de passe avec « Mot de passe oublié » ; ou répondez à cet e-mail pour que nous vous aidions.`,
    "",
    "Bon vent,",
    "L'équipe Alizé",
  ].join("\n");
  const html = `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;color:#0f2a3d;line-height:1.5">
<p>Bonjour ${escape(username)},</p>
<p>L'adresse e-mail de votre compte Alizé vient d'être remplacée par <strong>${escape(masked)}</strong>.</p>
<p>Les prochains e-mails du compte, dont ceux de réinitialisation du mot de passe, iront à cette nouvelle adresse.</p>
<p>Si c'est bien vous, il n'y a rien à faire.</p>
<p>Si ce n'est pas vous, quelqu'un connaît votre mot de passe : connectez-vous vite sur <a href="${escape(origin)}">${escape(origin)}</a>, remettez votre adresse dans « Mon profil », puis choisissez un nouveau mot de passe avec « Mot de passe oublié » ; ou répondez à cet e-mail pour que nous vous aidions.</p>
<p>Bon vent,<br>L'équipe Alizé</p></body></html>`;
  return { to: oldAddress, subject, html, text };
}
