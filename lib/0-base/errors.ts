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
