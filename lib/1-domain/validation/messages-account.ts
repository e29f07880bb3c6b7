/*
 * The account pages' words the forms show from the first paint, apart from the rules and their messages
 * (./auth-rules.ts) and the account API's refusals (lib/1-domain/users/messages.ts): a form that only needs a label
 * does not carry the schemas' or the server's messages in its first load.
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
  /** The login form's way in by e-mail, whatever happens to the password (a stranger's failures, a lost one). */
  loginLinkAsk: "Recevoir un lien de connexion par e-mail",
  loginLinkTitle: "Connexion par e-mail",
  loginLinkIntro: "Indiquez l'adresse de votre compte : nous vous envoyons un lien qui vous connecte, valable 15 minutes et une seule fois.",
  /** The e-mail forms' button (the forgotten password, the login link), and while it sends. */
  sendLink: "Envoyer le lien",
  sending: "Envoi en cours...",
  /** The same answer whether the address has an account or not (no user enumeration). */
  loginLinkSent: "Si l'adresse email est associée à un compte, un lien de connexion valable 15 minutes vient d'être envoyé.",
  signIn: "Se connecter",
  loginLinkOpenPending: "Connexion...",
  loginLinkOpenIntro: "Ce lien vous connecte à Alizé sur cet appareil. Il ne fonctionne qu'une fois.",
  loginLinkInvalid: "Ce lien de connexion est invalide, déjà utilisé ou expiré. Demandez-en un nouveau.",
} as const;

/** Shown under the password fields from the start, so the rules are known before a first refusal. */
export const PASSWORD_RULES_HINT = "Au moins 8 caractères, dont une majuscule, une minuscule et un chiffre (caractères spéciaux permis : @$!%*?&).";
