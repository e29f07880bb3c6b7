/*
 * The words the whole site shares, written once: the tagline of the home page and of every page's
 * description, the spot list's name as the menu and the offline page give it, its title, and the two short
 * words several features use (the spot card and the map's popup open a forecast, the chat and a description fold),
 * and the labels two forms share.
 */
export const SITE_TAGLINE = "Découvrez les meilleurs spots de kitesurf et leurs conditions météo";
export const SPOTS_TITLE = "Spots de Kitesurf";
export const ALL_SPOTS = "Tous les spots";
export const SEE_FORECAST = "Voir les prévisions";
export const COLLAPSE = "Réduire";
export const MY_PROFILE = "Mon profil";
export const USERNAME_LABEL = "Nom d'utilisateur";
/** A form's button, and what it says while the form is sent (the profile, « Mes conditions », an alert). */
export const SAVE = "Enregistrer";
export const SAVING = "Enregistrement...";
/** A toast's title when an action on a list (an alert, a logged session) did not go through. */
export const ACTION_FAILED = "L'action n'a pas abouti";
/** What confirms a deletion (an alert, a logged session). */
export const CONFIRM_DELETE = "Oui, supprimer";
/** The wind range a rider gives, in « Mes conditions » and in an alert. */
export const WIND_MIN_LABEL = "Vent minimum (nœuds)";
export const WIND_MAX_LABEL = "Vent maximum (nœuds)";
/** A spot's knowledge: the sheet's line and the alert form's. */
export const RIDEABLE_SECTORS = "Orientations navigables";
