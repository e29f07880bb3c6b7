/* Every text of the chat a user can read, in French, written once (spec §2, §8). */
import { MESSAGE_MAX_CHARS } from "./constants";

export const CHAT_TEXT = {
  open: "Ouvrir le chat",
  collapse: "Réduire",
  title: (spotName: string) => `Chat - ${spotName}`,
  placeholder: "Écrivez votre message...",
  send: "Envoyer",
  attach: "Joindre une image",
  connecting: "Connexion au chat en cours...",
  empty: "Aucun message pour l'instant. Lancez la conversation !",
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
} as const;

/** What the service answers in CHAT_ERROR and connect_error. */
export const CHAT_ERRORS = {
  authRequired: "Authentification requise",
  originRefused: "Origine non autorisée",
  badChannel: "Canal invalide.",
  unknownSpot: "Ce spot n'existe pas.",
  notJoined: "Vous n'avez pas rejoint ce canal.",
  empty: "Le message ne peut pas être vide.",
  tooLong: `Le message ne peut pas dépasser ${MESSAGE_MAX_CHARS} caractères.`,
  badType: "Type de message invalide : « text » ou « image » attendu.",
  badImage: "L'image doit être une image JPEG, PNG, WebP ou GIF encodée en base64.",
  imageTooLarge: "Image trop volumineuse. Taille maximum: 5MB",
  badPayload: "Requête invalide.",
  rateLimited: "Vous envoyez trop de messages. Patientez quelques secondes.",
  imageRateLimited: "Vous envoyez trop d'images. Patientez une minute.",
  joinRateLimited: "Trop de connexions aux salons. Patientez quelques secondes.",
  storeFailed: "Le message n'a pas pu être envoyé. Réessayez.",
  joinFailed: "Impossible de rejoindre le chat. Réessayez.",
} as const;
