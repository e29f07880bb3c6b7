/*
 * Better Auth's cookie names, written once: its prefix, and the session cookie under both spellings
 * (`__Secure-` when served over HTTPS). Light on purpose: proxy.ts imports it.
 */
export const COOKIE_PREFIX = "alize";
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;
export const SESSION_COOKIE_NAMES = [`__Secure-${SESSION_COOKIE}`, SESSION_COOKIE] as const;
/** The device cookie of decision 0017 (`__Secure-` prefixed over HTTPS): lib/4-edge/auth/device-cookie.ts. */
export const DEVICE_COOKIE = `${COOKIE_PREFIX}.device`;
