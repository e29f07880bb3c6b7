/* « Créer une alerte », apart from the alerts' other texts (./messages-ui.ts): the only one the forecast page ships. */
export const CREATE_ALERT = "Créer une alerte";
