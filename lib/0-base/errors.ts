/* Typed domain errors; lib/4-edge/http/route.ts turns them into a status code and a French message. */

/** What a user reads when an error carries no message of its own, written once (the chat's refusals use them too). */
export const ERROR_MESSAGES = {
  invalid: "Requête invalide.",
  unauthorized: "Vous devez être connecté.",
  forbidden: "Accès refusé.",
  notFound: "Introuvable.",
  tooLarge: "Requête trop volumineuse.",
  rateLimited: "Trop de tentatives. Réessayez dans une minute.",
  /** A failure that is ours, never the request's (a 500). */
  internal: "Une erreur interne est survenue. Réessayez plus tard.",
} as const;

/**
 * What the HTTP edge answers to a request it cannot take, before any domain code runs: the app's own server
 * (lib/4-edge/http/request-guard.ts), the route builder's body readers (lib/4-edge/http/route.ts), the Origin
 * check and the cron bearer.
 */
export const HTTP_ERRORS = {
  methodNotAllowed: "Méthode HTTP non autorisée.",
  badPath: "Adresse invalide.",
  /** A request Node could not parse; distinct from the schemas' « Requête invalide. » (ERROR_MESSAGES.invalid). */
  badRequest: "Requête HTTP invalide.",
  /** An upload that stopped half-way, in the app's server and in the route builder. */
  bodyCut: "La requête a été interrompue avant la fin de son envoi.",
  notJson: "Le corps de la requête doit être du JSON valide.",
  nulCharacter: "Le texte contient un caractère interdit.",
  notForm: "Le corps de la requête doit être un formulaire.",
  originRefused: "Origine de la requête non autorisée.",
  cronNotConfigured: "Le rafraîchissement planifié n'est pas configuré (CRON_SECRET).",
  cronOnly: "Accès réservé au planificateur.",
  /** A request naming a server action: Alizé has none (proxy.ts). */
  noServerAction: "Requête invalide : cette application n'a pas d'action serveur.",
} as const;

/** The button beside any failure that can be tried again. */
export const RETRY = "Réessayer";

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
export class Invalid extends AppError {
  constructor(message: string = ERROR_MESSAGES.invalid) {
    super(400, message);
  }
}
export class Unauthorized extends AppError {
  constructor(message: string = ERROR_MESSAGES.unauthorized) {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message: string = ERROR_MESSAGES.forbidden) {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message: string = ERROR_MESSAGES.notFound) {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLarge extends AppError {
  constructor(message: string = ERROR_MESSAGES.tooLarge) {
    super(413, message);
  }
}
export class RateLimited extends AppError {
  constructor(
    message: string = ERROR_MESSAGES.rateLimited,
    readonly retryAfterSeconds = 60,
  ) {
    super(429, message);
  }
}
