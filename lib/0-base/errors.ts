/* Typed domain errors; lib/4-edge/http/route.ts turns them into a status code and a French message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
export class Invalid extends AppError {
  constructor(message = "Requête invalide.") {
    super(400, message);
  }
}
export class Unauthorized extends AppError {
  constructor(message = "Vous devez être connecté.") {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = "Accès refusé.") {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message = "Introuvable.") {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLarge extends AppError {
  constructor(message = "Requête trop volumineuse.") {
    super(413, message);
  }
}
export class RateLimited extends AppError {
  constructor(
    message = "Trop de tentatives. Réessayez dans une minute.",
    readonly retryAfterSeconds = 60,
  ) {
    super(429, message);
  }
}
