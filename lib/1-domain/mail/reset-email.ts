import type { Mail } from "./mail";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function resetPasswordEmail(to: string, username: string, link: string): Mail {
  const subject = "Alizé – Réinitialisation de votre mot de passe";
  const text = [
    `Bonjour ${username},`,
    "",
    "Vous avez demandé à réinitialiser le mot de passe de votre compte Alizé.",
    "Ouvrez ce lien pour choisir un nouveau mot de passe (valable 1 heure, une seule fois) :",
    link,
    "",
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    "",
    "Bon vent,",
    "L'équipe Alizé",
  ].join("\n");
  const html = `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;color:#0f2a3d;line-height:1.5">
<p>Bonjour ${escape(username)},</p>
<p>Vous avez demandé à réinitialiser le mot de passe de votre compte Alizé.</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#0e6e8c;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Choisir un nouveau mot de passe</a></p>
<p style="font-size:14px">Ce lien est valable 1 heure et ne fonctionne qu'une fois. Si le bouton ne marche pas, copiez cette adresse : <br>${escape(link)}</p>
<p style="font-size:14px">Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.</p>
<p>Bon vent,<br>L'équipe Alizé</p></body></html>`;
  return { to, subject, html, text };
}
