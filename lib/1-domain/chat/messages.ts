/* Every text of the chat a user can read, in French, written once (spec §2, §8). */
import { COLLAPSE } from "../site/messages";
import { ERROR_MESSAGES, RETRY } from "../../0-base/errors";
import { SPOT_NOT_FOUND } from "../spots/messages";
import { CHAT_OPEN } from "./messages-open";
import { IMAGE_MAX_WIDTH, MESSAGE_MAX_CHARS } from "./constants";
import { DAILY_IMAGE_QUOTA, IMAGE_MAX_HEIGHT, IMAGE_MAX_INPUT_PIXELS, JOIN_RATE } from "./limits";

const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)} millions de pixels`;
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} Mo`;

export const CHAT_TEXT = {
  open: CHAT_OPEN,
  collapse: COLLAPSE,
  title: (spotName: string) => `Chat - ${spotName}`,
  placeholder: "Écrivez votre message...",
  send: "Envoyer",
  attach: "Joindre une image",
  connecting: "Connexion au chat en cours...",
  // Without network: said at once, instead of « connexion » spinning forever.
  offline: "Chat indisponible hors ligne",
  empty: "Aucun message pour l'instant. Lancez la conversation !",
  // The channel's messages are on their way: never « Aucun message » before they arrive.
  loading: "Chargement des messages...",
  // A join that brought nothing: its reason, then this line, until the messages arrive.
  retrying: "Nouvel essai automatique dans quelques secondes...",
  joinSlow: "Le chat met du temps à répondre.",
  /** After a refused connection's reason: « Nouvel essai dans 12 s. », then « Nouvel essai en cours... ». */
  retryIn: (seconds: number) => (seconds > 0 ? `Nouvel essai dans ${seconds}\u00a0s.` : "Nouvel essai en cours..."),
  imageAlt: (username: string) => `Image envoyée par ${username}`,
  imageDialogTitle: "Image en plein écran",
  enlargeImage: "Agrandir l'image",
  imageUnavailable: "Image non affichable",
  messagesLabel: "Messages",
  you: "Vous",
  typingOne: (name: string) => `${name} est en train d'écrire...`,
  typingMany: (count: number) => `${count} personnes sont en train d'écrire...`,
  imageTooLarge: "Image trop volumineuse. Taille maximum: 5MB",
  imageUploadError: "Erreur lors de l'upload de l'image",
  imageOmitted: "Image plus ancienne non chargée",
  sending: "envoi…",
  sendFailed: "Message non envoyé. Vérifiez votre connexion.",
  retry: RETRY,
} as const;

/** What the service answers in CHAT_ERROR and connect_error. */
export const CHAT_ERRORS = {
  authRequired: "Authentification requise",
  originRefused: "Origine non autorisée",
  badChannel: "Canal invalide.",
  unknownSpot: SPOT_NOT_FOUND,
  notJoined: "Vous n'avez pas rejoint ce canal.",
  empty: "Le message ne peut pas être vide.",
  tooLong: `Le message ne peut pas dépasser ${MESSAGE_MAX_CHARS} caractères.`,
  badType: "Type de message invalide : « text », « image » ou « report » attendu.",
  badImage: "L'image doit être une image JPEG, PNG ou WebP lisible.",
  imageTooManyPixels: `Image trop grande : ${megapixels(IMAGE_MAX_INPUT_PIXELS)} au plus.`,
  imageTooTall: `Image trop haute : ${IMAGE_MAX_HEIGHT} pixels au plus pour ${IMAGE_MAX_WIDTH} de large.`,
  imageQuota: `Limite quotidienne atteinte : ${DAILY_IMAGE_QUOTA.images} images ou ${megabytes(DAILY_IMAGE_QUOTA.bytes)} par jour. Réessayez demain.`,
  imageTooLarge: "Image trop volumineuse. Taille maximum: 5MB",
  badPayload: ERROR_MESSAGES.invalid,
  badClientId: "Identifiant de message invalide.",
  rateLimited: "Vous envoyez trop de messages. Patientez quelques secondes.",
  imageRateLimited: "Vous envoyez trop d'images. Patientez une minute.",
  joinRateLimited: `Trop de connexions aux salons (${JOIN_RATE.limit} par ${JOIN_RATE.windowMs / 1000} secondes). Patientez un peu.`,
  sessionEnded: "Votre session a pris fin. Reconnectez-vous pour utiliser le chat.",
  storeFailed: "Le message n'a pas pu être envoyé. Réessayez.",
  joinFailed: "Impossible de rejoindre le chat pour le moment.",
  joinBusy: "Le chat est très sollicité en ce moment : les messages arrivent dans un instant.",
  tooManyCredentials: "Trop de demandes de connexion au temps réel pour cette session.",
  tooManySockets: "Trop d'onglets connectés au temps réel avec cette session : fermez-en un.",
} as const;
