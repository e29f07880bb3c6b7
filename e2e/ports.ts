import path from "node:path";

/**
 * E2E_PORT (default 3100) is the app; the realtime service, fake Open-Meteo, fake Resend, fake OpenWindMap and the
 * embedded database follow it.
 */
export function e2ePorts() {
  const app = Number(process.env.E2E_PORT ?? 3100);
  return { app, realtime: app + 1, openMeteo: app + 2, resend: app + 3, openWindMap: app + 4, database: app + 5 };
}

/** The e2e server's data directory: it writes there the address of its database (`database-url`) for the tests. */
export const e2eDataDir = () => path.resolve(import.meta.dirname, "..", `.data-e2e-${e2ePorts().app}`);
