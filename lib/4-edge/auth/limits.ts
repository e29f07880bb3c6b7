import { env } from "../../0-base/env";
import type { Backoff, Limit } from "../../2-stores/rate-limits/database";

/*
 * The limits of the accounts' endpoints, counted by the app's database rate limiter
 * (lib/2-stores/rate-limits/database.ts), so that each holds across every instance of the app.
 */

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** Failed logins from one address, whatever the account (password spraying): LOGIN_FAILURES_PER_MINUTE (10). */
export const loginIpLimit = (): Limit => ({ max: env().LOGIN_FAILURES_PER_MINUTE, windowSeconds: MINUTE });
/**
 * Back-off per (account, address), and per (account, known device): the first failures are free, then each one
 * makes the next attempt wait twice as long (30 s, 1 min, 2 min… at most 15 min). The owner on another device
 * starts with a clean pair.
 */
export const LOGIN_BACKOFF: Backoff = { freeFailures: 5, firstWaitSeconds: 30, maxWaitSeconds: 15 * MINUTE, forgetAfterSeconds: DAY };
/**
 * Back-off per account, for attempts from devices it does not know (decision 0017): 10 failures a day are free,
 * then each makes the next unknown device wait twice as long (2 s, 4 s… at most 15 min). It bounds a botnet's
 * guesses at about 115 a day per account, like the daily cap of 100 it replaces, but never refuses the owner
 * for the day: a known device is not held by it, a new address waits at most 15 minutes, and a password reset
 * clears it.
 */
export const LOGIN_ACCOUNT_BACKOFF: Backoff = { freeFailures: 10, firstWaitSeconds: 2, maxWaitSeconds: 15 * MINUTE, forgetAfterSeconds: DAY };
/** Reset requests: strict per address, looser per IP (campsites, schools, mobile carriers share IPs). */
export const RESET_REQUEST_EMAIL_LIMIT: Limit = { max: 3, windowSeconds: 15 * MINUTE };
export const RESET_REQUEST_IP_LIMIT: Limit = { max: 30, windowSeconds: 15 * MINUTE };
/** Login links asked: as strict as reset requests per address (each fills the owner's mailbox), as loose per IP. */
export const LOGIN_LINK_EMAIL_LIMIT: Limit = { max: 3, windowSeconds: 15 * MINUTE };
export const LOGIN_LINK_IP_LIMIT: Limit = { max: 30, windowSeconds: 15 * MINUTE };
/** Accounts created, and e-mail addresses found taken (by registration or a profile change), per IP: REGISTRATIONS_PER_HOUR (100). */
export const registerLimit = (): Limit => ({ max: env().REGISTRATIONS_PER_HOUR, windowSeconds: 60 * MINUTE });
/** E-mail change attempts per account (each one checks the current password). */
export const EMAIL_CHANGE_LIMIT: Limit = { max: 10, windowSeconds: 60 * MINUTE };

/** The rate-limit keys of one login: the address, the (account, address) pair, the account, the (account, device) pair. */
export function loginKeys(username: string, ip: string, deviceId = "") {
  const user = username.toLowerCase();
  return { ip: `login:ip:${ip}`, pair: `login:pair:${user}:${ip}`, account: `login:account:${user}`, device: `login:device:${user}:${deviceId}` };
}

/** The per-IP key shared by registrations and by every answer that says an address is taken. */
export const registerKey = (ip: string) => `register:ip:${ip}`;
