import { accountMailHtml, accountMailText, escapeHtml as escape, mailButton, type Mail } from "./mail";

export function resetPasswordEmail(to: string, username: string, link: string): Mail {
  const subject = "Alizé – Réinitialisation de votre mot de passe";
  const text = accountMailText([
    `Bonjour ${username},`,
    "",
    "Vous avez demandé à réinitialiser le mot de passe de votre compte Alizé.",
    "Ouvrez ce lien pour choisir un nouveau mot de passe (valable 1 heure, une seule fois) :",
    link,
    "",
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  ]);
  const html = accountMailHtml([
    `<p>Bonjour ${escape(username)},</p>`,
    "<p>Vous avez demandé à réinitialiser le mot de passe de votre compte Alizé.</p>",
    `<p>${mailButton(link, "Choisir un nouveau mot de passe")}</p>`,
    `<p style="font-size:14px">Ce lien est valable 1 heure et ne fonctionne qu'une fois. Si le bouton ne marche pas, copiez cette adresse : <br>${escape(link)}</p>`,
    `<p style="font-size:14px">Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.</p>`,
  ]);
  return { to, subject, html, text };
}
