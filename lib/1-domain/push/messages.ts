/* The French texts of Web Push: the API's answers and what the form says about notifications. */
export const PUSH_MESSAGES = {
  endpoint: "L'adresse d'abonnement aux notifications est invalide.",
  service:
    "Ce service de notifications n'est pas accepté : Alizé n'envoie qu'aux services des navigateurs (Chrome, Firefox, Safari, Edge), en https.",
  taken: "Cet abonnement aux notifications appartient à un autre compte Alizé.",
  key: "Les clés d'abonnement aux notifications sont invalides.",
  unavailable: "Les notifications ne sont pas disponibles sur ce serveur.",
  // In the alert form, when « Par notification » cannot be turned on.
  unsupported: "Ce navigateur ne reçoit pas les notifications : vous serez prévenu par e-mail.",
  denied: "Les notifications sont bloquées pour Alizé dans ce navigateur : autorisez-les dans ses réglages, ou restez prévenu par e-mail.",
  failed: "Les notifications n'ont pas pu être activées. Réessayez plus tard ; vous restez prévenu par e-mail.",
  enabling: "Activation des notifications…",
  enabled: "Notifications activées sur cet appareil.",
} as const;
