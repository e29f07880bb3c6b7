/** The profile form's one message (spec §9), in a module of its own so the page ships none of the others. */
export const CURRENT_PASSWORD_REQUIRED = "Saisissez votre mot de passe actuel pour changer d'adresse email";
