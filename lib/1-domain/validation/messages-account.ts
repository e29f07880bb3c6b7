/*
 * The account's texts: the words the forms show from the first paint, and the account API's refusals. The rules and
 * their messages are apart (./auth-rules.ts): a form that only needs a label does not carry the schemas' messages in
 * its first load.
 */
/** The account pages' texts written in more than one place: labels two forms share, a page's title and heading, the API's answer the page shows. */
export const ACCOUNT_TEXTS = {
  firstName: "Prénom",
  lastName: "Nom",
  email: "Email",
  password: "Mot de passe",
  newPassword: "Nouveau mot de passe",
  forgotPassword: "Mot de passe oublié",
  backToLogin: "Retour à la connexion",
  requestFailed: "Une erreur est survenue. Veuillez réessayer plus tard.",
  resetDone: "Votre mot de passe a été réinitialisé avec succès!",
  /** The same answer whether the address has an account or not (no user enumeration). */
  resetSent: "Si l'adresse email est associée à un compte, un email de réinitialisation a été envoyé.",
} as const;

/** Shown under the password fields from the start, so the rules are known before a first refusal. */
export const PASSWORD_RULES_HINT = "Au moins 8 caractères, dont une majuscule, une minuscule et un chiffre (caractères spéciaux permis : @$!%*?&).";

const inWords = (seconds: number) => (seconds < 90 ? `${seconds} secondes` : `${Math.ceil(seconds / 60)} minutes`);

/** What the account API answers when it refuses a sign-up, a login, a profile change or a reset request (lib/4-edge/auth/). */
export const ACCOUNT_ERRORS = {
  duplicateEmail: "Cette adresse email est déjà utilisée.",
  duplicateUsername: "Ce nom d'utilisateur est déjà utilisé.",
  /** Better Auth refused a sign-up for a reason it does not name. */
  registrationRefused: "Inscription impossible : vérifiez les informations saisies.",
  tooManyRegistrations: "Trop d'inscriptions depuis cette adresse. Réessayez plus tard.",
  loginFailed: "Nom d'utilisateur ou mot de passe incorrect.",
  tooManyLogins: "Trop de tentatives de connexion. Réessayez dans une minute.",
  loginBackoff: (seconds: number) => `Trop de tentatives de connexion sur ce compte. Réessayez dans ${inWords(seconds)}.`,
  accountSlowed: (seconds: number) =>
    `Trop de tentatives de connexion sur ce compte depuis des appareils inconnus. Réessayez dans ${inWords(seconds)}, depuis un appareil où vous vous êtes déjà connecté, ou choisissez un nouveau mot de passe avec « ${ACCOUNT_TEXTS.forgotPassword} ».`,
  wrongCurrentPassword: "Le mot de passe actuel est incorrect.",
  tooManyEmailChanges: "Trop de tentatives de changement d'adresse email. Réessayez dans une heure.",
  /** A profile change that found addresses taken, counted against the same allowance as registration. */
  tooManyTakenEmails: "Trop de tentatives depuis cette adresse. Réessayez plus tard.",
  /** Also read by the owner whom a stranger kept out: the links already sent stay good for an hour. */
  tooManyResets:
    "Trop de demandes de réinitialisation. Si un e-mail vous a déjà été envoyé, son lien reste valable une heure ; sinon, réessayez dans quelques minutes.",
} as const;
