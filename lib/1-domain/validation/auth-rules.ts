/*
 * The account rules and their French messages (spec §5, §9), without zod: the schemas in auth.ts are built on
 * them, and load (zod with them) at a form's first validation. The words a form shows from its first paint (labels,
 * the password hint) are in ./messages-account.ts.
 */
import { CURRENT_PASSWORD_REQUIRED } from "./current-password";

export const MESSAGES = {
  emailRequired: "L'adresse email est obligatoire",
  emailInvalid: "L'adresse email n'est pas valide",
  passwordMin8: "Le mot de passe doit contenir au moins 8 caractères",
  passwordComplexity: "Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre",
  usernameMin5: "Le nom d'utilisateur doit contenir au moins 5 caractères",
  usernameChars: "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres, des points et des tirets bas",
  forgotEmail: "Veuillez saisir une adresse e-mail valide",
  resetMin6: "Le mot de passe doit comporter au moins 6 caractères",
  confirmMin6: "La confirmation du mot de passe doit comporter au moins 6 caractères",
  mismatch: "Les mots de passe ne correspondent pas",
  tooLong: "Ce champ est trop long",
  required: "Ce champ est obligatoire",
  resetLinkInvalid: "Lien invalide ou expiré",
  currentPasswordRequired: CURRENT_PASSWORD_REQUIRED,
} as const;

export const USERNAME_MIN = 5;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const RESET_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

/** Letters, digits and @$!%*?&, with a lower-case letter, an upper-case letter and a digit (spec §5). */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d@$!%*?&]+$/;
