/** E2E_PORT (default 3100) is the app; the realtime service, fake Open-Meteo, fake Resend and fake OpenWindMap follow it. */
export function e2ePorts() {
  const app = Number(process.env.E2E_PORT ?? 3100);
  return { app, realtime: app + 1, openMeteo: app + 2, resend: app + 3, openWindMap: app + 4 };
}
