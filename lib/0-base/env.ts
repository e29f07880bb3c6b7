import { z } from "zod";
import { DATABASE_URL_INVALID, DATABASE_URL_PATTERN } from "../../db/config";
import { parseTileTemplate } from "./map-tiles";

/*
 * Server configuration, checked once on first use. A missing or malformed variable stops start-up with a
 * sentence naming it (see formatEnvError), never a stack trace.
 */
const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const callBudget = (fallback: number) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number({ error: "doit être un nombre" }).positive("doit être un nombre d'appels positif").default(fallback));
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** Web Push's VAPID keys: a P-256 key pair in base64url, as `web-push generate-vapid-keys` prints it. */
export const VAPID_PUBLIC_KEY_PATTERN = /^B[A-Za-z0-9_-]{86}$/;
export const VAPID_PRIVATE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().regex(DATABASE_URL_PATTERN, DATABASE_URL_INVALID),
  REDIS_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().regex(/^rediss?:\/\//).optional()),
  PORT: port(3000),
  REALTIME_PORT: port(3001),
  // What the browser connects to; unset → same host as the page, port REALTIME_PORT.
  REALTIME_PUBLIC_URL: optionalUrl,
  BETTER_AUTH_SECRET: z.string().min(32, "doit faire au moins 32 caractères"),
  APP_URL: z.url().default("http://localhost:3000"),
  // Where another process of the deployment (the realtime service's job workers) reaches the app to have a spot's
  // shared pages renewed; unset → this machine, on PORT.
  APP_INTERNAL_URL: optionalUrl,
  RESEND_API_KEY: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
  RESEND_BASE_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default("Alizé <no-reply@alize.local>"),
  OPEN_METEO_BASE_URL: z.url().default("https://api.open-meteo.com"),
  // Waves, swell and sea temperature (lib/2-stores/open-meteo/marine.ts).
  OPEN_METEO_MARINE_BASE_URL: z.url().default("https://marine-api.open-meteo.com"),
  // Past runs of the models (the station correction's history, lib/2-stores/open-meteo/previous-runs.ts).
  OPEN_METEO_PREVIOUS_RUNS_BASE_URL: z.url().default("https://previous-runs-api.open-meteo.com"),
  // Hourly wind of past years, for the spots' best months (lib/2-stores/open-meteo/historical.ts).
  OPEN_METEO_HISTORICAL_BASE_URL: z.url().default("https://archive-api.open-meteo.com"),
  // A paid plan's key (the customer API, lib/0-base/open-meteo-plan.ts); unset → the free, non-commercial tier.
  OPEN_METEO_API_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{8,}$/, "doit être la clé d'API fournie par Open-Meteo")),
  // The plan's call budgets; unset → the free tier's.
  OPEN_METEO_CALLS_PER_MINUTE: callBudget(600),
  OPEN_METEO_CALLS_PER_HOUR: callBudget(5_000),
  OPEN_METEO_CALLS_PER_DAY: callBudget(10_000),
  OPENWINDMAP_BASE_URL: z.url().default("https://api.openwindmap.org"),
  // Accounts created (and addresses found taken) per client IP and hour (lib/4-edge/auth/limits.ts). Raise it
  // where many riders share one address (a school, a club's Wi-Fi); the end-to-end suite signs up a few hundred.
  REGISTRATIONS_PER_HOUR: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: "doit être un nombre" }).int("doit être un nombre entier").min(1, "doit valoir au moins 1").max(100_000).default(100),
  ),
  // Failed logins per client IP and minute, whatever the account (lib/4-edge/auth/limits.ts): password spraying.
  // Raise it where many riders share one address; the end-to-end suite signs every rider in from 127.0.0.1.
  LOGIN_FAILURES_PER_MINUTE: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: "doit être un nombre" }).int("doit être un nombre entier").min(1, "doit valoir au moins 1").max(100_000).default(10),
  ),
  // The web server's V8 heap in MB (`--max-old-space-size`, set by the launcher for `npm start`; 0 leaves V8's own
  // limit, a quarter of the machine's memory). Left alone, V8 lets a busy server's heap grow toward that limit before
  // collecting in earnest: 780 MB of RSS after 10,000 renders on this 24 GB machine. A NODE_OPTIONS that already
  // names a heap size wins. Measured in bench/render.ts (decision 0023).
  WEB_HEAP_MB: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: "doit être un nombre" }).int("doit être un nombre entier").refine((n) => n === 0 || (n >= 128 && n <= 65_536), "doit valoir 0 ou entre 128 et 65536").default(256),
  ),
  CRON_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(16).optional()),
  DATA_DIR: z.string().default(".data"),
  // Unset → generated once into DATA_DIR/vapid.json by the launcher (and by the app outside production).
  VAPID_PUBLIC_KEY: optional(z.string().regex(VAPID_PUBLIC_KEY_PATTERN, "doit être une clé publique P-256 en base64url (87 caractères)")),
  VAPID_PRIVATE_KEY: optional(z.string().regex(VAPID_PRIVATE_KEY_PATTERN, "doit être une clé privée P-256 en base64url (43 caractères)")),
  // Who the push services may contact about our messages; unset → the address of MAIL_FROM.
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "doit être une adresse mailto: ou une URL https:")),
  // The background job queue (pg-boss, docs/decisions/0010): "off" neither enqueues nor works (the tests).
  BACKGROUND_JOBS: z.enum(["on", "off"]).default("on"),
  // The map's raster tiles (a Leaflet URL template); unset → OpenStreetMap's. A value the map cannot use is
  // null, not a start-up failure: the map then shows its markers on a plain background (lib/0-base/map-tiles.ts).
  MAP_TILES_URL: z
    .string()
    .optional()
    .transform((v) => parseTileTemplate(v)),
}).superRefine((config, ctx) => {
  // One key without the other signs nothing a push service would accept.
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    const missing = config.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
    ctx.addIssue({ code: "custom", path: [missing], message: "VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble" });
  }
});

export type Env = Omit<z.infer<typeof EnvSchema>, "APP_INTERNAL_URL"> & { APP_INTERNAL_URL: string };

export class EnvError extends Error {}

function formatEnvError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const name = String(issue.path[0] ?? "?");
      const missing = issue.code === "invalid_type" && issue.input === undefined;
      return missing
        ? `La variable d'environnement ${name} est manquante.`
        : `La variable d'environnement ${name} est invalide : ${issue.message}.`;
    })
    .join("\n");
}

/**
 * Said at start by `npm start` when APP_URL is unset: e-mail links (password reset, login link, alerts) then point at
 * this machine only, never at a host a request names (lib/4-edge/auth/app-origin.ts).
 */
export const APP_URL_UNSET_NOTICE = (fallback: string) =>
  `APP_URL n'est pas définie : les liens des e-mails (mot de passe oublié, lien de connexion, alertes) pointent vers ${fallback} et ne s'ouvrent que sur cette machine. Pour un accès depuis un autre appareil ou Internet, définissez APP_URL avec l'adresse publique de l'application (par exemple APP_URL=https://alize.example.fr) dans .env.`;

/** True when APP_URL is written in the environment (or derived from Vercel's), not the built-in default. */
export function appUrlIsSet(source: Record<string, string | undefined> = process.env): boolean {
  return Boolean(source.APP_URL?.trim() || source.VERCEL_BRANCH_URL || source.VERCEL_URL);
}

/** On Vercel previews, APP_URL follows the deployment's own origin unless set explicitly. */
function withDerived(source: Record<string, string | undefined>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = { ...source };
  const vercelHost = source.VERCEL_BRANCH_URL ?? source.VERCEL_URL;
  if (!out.APP_URL && vercelHost) out.APP_URL = `https://${vercelHost}`;
  // Unset: this machine, on the app's own port (links then work from the machine the app runs on).
  if (!out.APP_URL?.trim() && /^\d{1,5}$/.test(source.PORT ?? "")) out.APP_URL = `http://localhost:${source.PORT}`;
  return out;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(withDerived(source), { reportInput: true });
  if (!result.success) throw new EnvError(formatEnvError(result.error));
  return { ...result.data, APP_INTERNAL_URL: (result.data.APP_INTERNAL_URL ?? `http://127.0.0.1:${result.data.PORT}`).replace(/\/$/, "") };
}

let cached: Env | undefined;

/** The checked configuration (parsed lazily so that `next build` does not need a database). */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
