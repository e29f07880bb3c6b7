/*
 * PostgreSQL's error codes (SQLSTATE) the stores react to, and the one check for them. node-postgres puts the
 * code on its error; Drizzle and Better Auth wrap that error (its `cause`, sometimes twice), so the check walks
 * the causes.
 */
export const PG = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  checkViolation: "23514",
  lockNotAvailable: "55P03",
} as const;

export type PgErrorCode = (typeof PG)[keyof typeof PG];

const MAX_DEPTH = 4;

/** The SQLSTATE of a database error, found on the error or one of its causes; undefined for anything else. */
export function pgErrorCode(error: unknown): string | undefined {
  let e = error;
  for (let i = 0; i < MAX_DEPTH && typeof e === "object" && e !== null; i++) {
    if ("code" in e && typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = "cause" in e ? e.cause : undefined;
  }
  return undefined;
}

/** Whether `error` is (or wraps) a database error with this code. */
export const isPgError = (error: unknown, code: PgErrorCode): boolean => pgErrorCode(error) === code;
