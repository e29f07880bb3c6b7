import { ACCOUNT_TEXTS } from "../validation/messages-account";

/*
 * The account API's refusals (lib/4-edge/auth/): server texts, apart from the words the forms show
 * (../validation/messages-account.ts), so that no page's first load carries them.
 */
const inWords = (seconds: number) => (seconds < 90 ? `${seconds} secondes` : `${Math.ceil(seconds / 60)} minutes`);

/** What the account API answers when it refuses a sign-up, a login, a profile change or a reset request (lib/4-edge/auth/). */
export const ACCOUNT_ERRORS = {
  duplicateEmail: "Cette adresse email est déjà utilisée.",
  duplicateUsername: "Ce nom d'utilisateur est déjà utilisé.",
  /** Better Auth refused a sign-up for a reason it does not name. */
  registrationRefused: "Inscription impossible : vérifiez les informations saisies.",
  tooManyRegistrations: "Trop d'inscriptions depuis cette adresse. Réessayez plus tard.",
  loginFailed: "Nom d'utilisateur ou mot de passe incorrect.",
  tooManyLogins: `Trop de tentatives de connexion. Réessayez dans une minute, ou recevez un lien de connexion par e-mail (« ${ACCOUNT_TEXTS.loginLinkAsk} »).`,
  tooManyLoginLinks: "Trop de liens de connexion demandés pour cette adresse. Utilisez le dernier reçu, ou réessayez dans 15 minutes.",
  loginBackoff: (seconds: number) =>
    `Trop de tentatives de connexion sur ce compte. Réessayez dans ${inWords(seconds)}, ou recevez un lien de connexion par e-mail (« ${ACCOUNT_TEXTS.loginLinkAsk} »).`,
  accountSlowed: (seconds: number) =>
    `Trop de tentatives de connexion sur ce compte depuis des appareils inconnus. Réessayez dans ${inWords(seconds)}, depuis un appareil où vous vous êtes déjà connecté, ou recevez un lien de connexion par e-mail (« ${ACCOUNT_TEXTS.loginLinkAsk} »).`,
  wrongCurrentPassword: "Le mot de passe actuel est incorrect.",
  tooManyEmailChanges: "Trop de tentatives de changement d'adresse email. Réessayez dans une heure.",
  /** A profile change that found addresses taken, counted against the same allowance as registration. */
  tooManyTakenEmails: "Trop de tentatives depuis cette adresse. Réessayez plus tard.",
  /** Also read by the owner whom a stranger kept out: the links already sent stay good for an hour. */
  tooManyResets:
    "Trop de demandes de réinitialisation. Si un e-mail vous a déjà été envoyé, son lien reste valable une heure ; sinon, réessayez dans quelques minutes.",
} as const;
