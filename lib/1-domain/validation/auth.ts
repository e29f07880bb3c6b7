import {
  MESSAGES,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  RESET_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from "./auth-rules";
import { z } from "../../0-base/zod";

/* One schema per payload, shared by the route handler and the form (spec §5, messages written once in auth-rules). */
export {
  MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  RESET_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from "./auth-rules";

const email = z
  .string(MESSAGES.emailRequired)
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid))
  .transform((v) => v.toLowerCase());

const strongPassword = z
  .string(MESSAGES.passwordMin8)
  .min(PASSWORD_MIN, MESSAGES.passwordMin8)
  .max(PASSWORD_MAX, MESSAGES.tooLong)
  .regex(PASSWORD_PATTERN, MESSAGES.passwordComplexity);

const optionalName = z.string().trim().max(NAME_MAX, MESSAGES.tooLong).optional();

export const RegisterSchema = z.strictObject({
  username: z
    .string(MESSAGES.usernameMin5)
    .trim()
    .min(USERNAME_MIN, MESSAGES.usernameMin5)
    .max(USERNAME_MAX, MESSAGES.tooLong)
    .regex(/^[a-zA-Z0-9_.]+$/, MESSAGES.usernameChars),
  email,
  firstName: optionalName,
  lastName: optionalName,
  password: strongPassword,
});
export type RegisterInput = z.input<typeof RegisterSchema>;

/** Login has no rules (spec §5); only shape and size are checked. */
export const LoginSchema = z.strictObject({
  username: z.string(MESSAGES.required).trim().min(1, MESSAGES.required).max(USERNAME_MAX * 4, MESSAGES.tooLong),
  password: z.string(MESSAGES.required).min(1, MESSAGES.required).max(PASSWORD_MAX, MESSAGES.tooLong),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof LoginSchema>;

/** A new e-mail needs the current password (checked on the server; lib/4-edge/auth/users.ts). */
export const ProfileSchema = z.strictObject({
  email: email.optional(),
  firstName: optionalName,
  lastName: optionalName,
  currentPassword: z.string().max(PASSWORD_MAX, MESSAGES.tooLong).optional(),
});
export type ProfileInput = z.input<typeof ProfileSchema>;

export const ForgotPasswordSchema = z.strictObject({
  email: z
    .string(MESSAGES.forgotEmail)
    .trim()
    .max(254, MESSAGES.forgotEmail)
    .pipe(z.email(MESSAGES.forgotEmail))
    .transform((v) => v.toLowerCase()),
});
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

/** The reset form: the spec's 6-character messages first, then what registration refuses. */
export const ResetPasswordFormSchema = z
  .object({
    password: z
      .string()
      .min(RESET_PASSWORD_MIN, MESSAGES.resetMin6)
      .min(PASSWORD_MIN, MESSAGES.passwordMin8)
      .max(PASSWORD_MAX, MESSAGES.tooLong)
      .regex(PASSWORD_PATTERN, MESSAGES.passwordComplexity),
    confirmPassword: z.string().min(RESET_PASSWORD_MIN, MESSAGES.confirmMin6),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.mismatch, path: ["confirmPassword"] });
export type ResetPasswordFormInput = z.input<typeof ResetPasswordFormSchema>;

export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/login-link: the address to send a login link to (the forgotten-password form's rule and message). */
export const LoginLinkRequestSchema = ForgotPasswordSchema;
/** POST /api/login-link/verify: the token of the link (256 random bits, base64url), checked before any query. */
export const LoginLinkVerifySchema = z.strictObject({
  token: z.string(MESSAGES.required).regex(RESET_TOKEN_PATTERN, MESSAGES.resetLinkInvalid),
});

export const ResetPasswordSchema = z.strictObject({
  token: z.string(MESSAGES.required).regex(RESET_TOKEN_PATTERN, MESSAGES.resetLinkInvalid),
  password: z
    .string(MESSAGES.resetMin6)
    .min(RESET_PASSWORD_MIN, MESSAGES.resetMin6)
    .min(PASSWORD_MIN, MESSAGES.passwordMin8)
    .max(PASSWORD_MAX, MESSAGES.tooLong)
    .regex(PASSWORD_PATTERN, MESSAGES.passwordComplexity),
});
