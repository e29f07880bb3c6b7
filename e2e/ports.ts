import path from "node:path";

/**
 * E2E_PORT (default 3100) is the app; the realtime service, fake Open-Meteo, fake Resend, fake OpenWindMap and the
 * embedded database follow it.
 */
export function e2ePorts() {
  const app = Number(process.env.E2E_PORT ?? 3100);
  return { app, realtime: app + 1, openMeteo: app + 2, resend: app + 3, openWindMap: app + 4, database: app + 5 };
}

/**
 * Failed logins a minute from one address in the end-to-end app (LOGIN_FAILURES_PER_MINUTE): every rider of the suite
 * signs in from 127.0.0.1, and a few tests of one file each spend some wrong passwords within the same minute.
 */
export const E2E_LOGIN_FAILURES_PER_MINUTE = 20;

/** The e2e server's data directory: it writes there the address of its database (`database-url`) for the tests. */
export const e2eDataDir = () => path.resolve(import.meta.dirname, "..", `.data-e2e-${e2ePorts().app}`);
