import { SAVING, WIND_MAX_LABEL, WIND_MIN_LABEL } from "../site/messages";

/** The profile's « Mes conditions », apart from the verdict texts: its form needs only these. */
export const CONDITIONS_ANCHOR = "mes-conditions";
export const CONDITIONS = {
  title: "Mes conditions",
  description: "Le verdict « ça navigue ? » de chaque spot suit votre vent, votre niveau, votre poids et vos ailes.",
  windMin: WIND_MIN_LABEL,
  windMax: WIND_MAX_LABEL,
  level: "Niveau",
  weight: "Poids (kg)",
  gustMax: "Rafales maximum (nœuds)",
  gustHint: "Au-dessus, une heure n'est jamais « Navigable ».",
  kites: "Mes ailes (m²)",
  kitesHint: "De 1 à 6 ailes : le verdict nomme celle qui convient.",
  kiteNew: "Taille d'une aile en m²",
  kiteAdd: "Ajouter",
  kiteRemove: (size: string) => `Retirer l'aile de ${size} m²`,
  kitesEmpty: "Aucune aile pour l'instant.",
  /** The line inviting a rider who never saved « Mes conditions » (home and every forecast page). */
  invite: "Le verdict utilise des réglages par défaut.",
  inviteLink: "Renseignez votre niveau, votre vent, votre poids et vos ailes",
  save: "Enregistrer mes conditions",
  saving: SAVING,
  saved: "Conditions enregistrées",
  savedDescription: "Les verdicts des spots suivent maintenant vos conditions.",
  failed: "Enregistrement échoué",
} as const;
