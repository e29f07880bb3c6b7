import { MY_ALERTS_TITLE } from "./messages-my-alerts";

/* What a rider reads when leaving an alert from its e-mail: the page, the one-click answer, the errors. */
export const UNSUBSCRIBE_TEXTS = {
  pageTitle: "Mettre l'alerte en pause",
  question: (spot: string) => `Ne plus être prévenu quand ça navigue à ${spot} ?`,
  explanation: "L'alerte sera mise en pause, sans être supprimée : vous pourrez la réactiver dans « Mes alertes ».",
  pauseButton: "Mettre l'alerte en pause",
  pausedTitle: "Alerte mise en pause",
  pausedBody: (spot: string) => `Vous ne recevrez plus d'alerte pour ${spot} tant qu'elle restera en pause.`,
  myAlerts: MY_ALERTS_TITLE,
  invalidLink: "Ce lien de désabonnement n'est pas valide.",
  invalidHelp: "Il a peut-être été coupé par votre messagerie. Vous pouvez aussi mettre vos alertes en pause dans « Mes alertes ».",
  missingTitle: "Alerte introuvable",
  missingBody: "Cette alerte a été supprimée : vous ne recevrez plus rien pour elle.",
  notOneClick: "Requête de désabonnement invalide : « List-Unsubscribe=One-Click » est attendu.",
} as const;
