import { accountMailHtml, accountMailText, escapeHtml as escape, mailButton, type Mail } from "./mail";

/** The login link's mail: one button, valid 15 minutes, once. */
export function loginLinkEmail(to: string, username: string, link: string): Mail {
  const subject = "Alizé – Votre lien de connexion";
  const text = accountMailText([
    `Bonjour ${username},`,
    "",
    "Vous avez demandé à vous connecter à Alizé par e-mail.",
    "Ouvrez ce lien pour vous connecter (valable 15 minutes, une seule fois) :",
    link,
    "",
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : personne ne peut se connecter sans ce lien.",
  ]);
  const html = accountMailHtml([
    `<p>Bonjour ${escape(username)},</p>`,
    "<p>Vous avez demandé à vous connecter à Alizé par e-mail.</p>",
    `<p>${mailButton(link, "Me connecter à Alizé")}</p>`,
    `<p style="font-size:14px">Ce lien est valable 15 minutes et ne fonctionne qu'une fois. Si le bouton ne marche pas, copiez cette adresse : <br>${escape(link)}</p>`,
    `<p style="font-size:14px">Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : personne ne peut se connecter sans ce lien.</p>`,
  ]);
  return { to, subject, html, text };
}
