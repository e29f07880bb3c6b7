import { accountMailHtml, accountMailText, escapeHtml as escape, type Mail } from "./mail";

/** "marie.vent@example.fr" → "ma•••@example.fr": enough for the owner to recognise, little for anyone else. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}

/** Sent to the OLD address after an e-mail change: the owner learns of it even if it was not them. */
export function emailChangedEmail(oldAddress: string, username: string, newAddress: string, origin: string): Mail {
  const subject = "Alizé – L'adresse e-mail de votre compte a changé";
  const masked = maskEmail(newAddress);
  const text = accountMailText([
    `Bonjour ${username},`,
    "",
    `L'adresse e-mail de votre compte Alizé vient d'être remplacée par ${masked}.`,
    "Les prochains e-mails du compte, dont ceux de réinitialisation du mot de passe, iront à cette nouvelle adresse.",
    "",
    "Si c'est bien vous, il n'y a rien à faire.",
    `Si ce n'est pas vous, quelqu'un connaît votre mot de passe : connectez-vous vite sur ${origin}, remettez votre adresse dans « Mon profil », puis choisissez un nouveau mot de passe avec « Mot de passe oublié » ; ou répondez à cet e-mail pour que nous vous aidions.`,
  ]);
  const html = accountMailHtml([
    `<p>Bonjour ${escape(username)},</p>`,
    `<p>L'adresse e-mail de votre compte Alizé vient d'être remplacée par <strong>${escape(masked)}</strong>.</p>`,
    "<p>Les prochains e-mails du compte, dont ceux de réinitialisation du mot de passe, iront à cette nouvelle adresse.</p>",
    "<p>Si c'est bien vous, il n'y a rien à faire.</p>",
    `<p>Si ce n'est pas vous, quelqu'un connaît votre mot de passe : connectez-vous vite sur <a href="${escape(origin)}">${escape(origin)}</a>, remettez votre adresse dans « Mon profil », puis choisissez un nouveau mot de passe avec « Mot de passe oublié » ; ou répondez à cet e-mail pour que nous vous aidions.</p>`,
  ]);
  return { to: oldAddress, subject, html, text };
}
