/** The profile's « Mes conditions » (issue 11), apart from the verdict texts: its form needs only these. */
export const CONDITIONS = {
  title: "Mes conditions",
  description: "Le verdict « ça navigue ? » de chaque spot suit votre vent et votre niveau.",
  windMin: "Vent minimum (nœuds)",
  windMax: "Vent maximum (nœuds)",
  level: "Niveau",
  save: "Enregistrer mes conditions",
  saving: "Enregistrement...",
  saved: "Conditions enregistrées",
  savedDescription: "Les verdicts des spots suivent maintenant vos conditions.",
  failed: "Enregistrement échoué",
} as const;
