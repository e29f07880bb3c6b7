/**
 * The floor of bench/api-floor.ts: `GET /api/spots` and `GET /api/weather/{id}` served by node:http and pg alone,
 * doing the app's work per request and nothing else: the signed session cookie checked (HMAC-SHA256, as
 * lib/4-edge/auth/session-token.ts), the session looked up by its token, the same SQL, the same caches (each spot's
 * JSON for 60 s, a forecast's body for 5 s), the same JSON and the same response headers. No framework.
 * Run by the bench: tsx bench/lib/bare-server.ts <port> (DATABASE_URL and BETTER_AUTH_SECRET in the environment).
 */
import crypto from "node:crypto";
import http from "node:http";
import pg from "pg";
import { SESSION_COOKIE_NAMES } from "../../lib/4-edge/auth/cookie-names";
import { sortByName } from "../../lib/1-domain/spots/sort";
import { PARIS_TIME_ZONE } from "../../lib/0-base/time-zone";
import { apiAnswerHeaders } from "../../lib/4-edge/http/security-headers";

const [portArg] = process.argv.slice(2);
const secret = process.env.BETTER_AUTH_SECRET!;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const HEADERS: Record<string, string> = {
  "content-type": "application/json",
  "cache-control": "private, no-store",
  // What next.config.ts adds to every API answer.
  ...Object.fromEntries(apiAnswerHeaders(true).map((h) => [h.key.toLowerCase(), h.value])),
};

function sessionToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || !(SESSION_COOKIE_NAMES as readonly string[]).includes(part.slice(0, eq).trim())) continue;
    const value = decodeURIComponent(part.slice(eq + 1).trim());
    const dot = value.lastIndexOf(".");
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), "base64");
    const expected = crypto.createHmac("sha256", secret).update(token).digest();
    return signature.length === expected.length && crypto.timingSafeEqual(signature, expected) ? token : null;
  }
  return null;
}

async function userId(req: http.IncomingMessage): Promise<number | null> {
  const token = sessionToken(req.headers.cookie);
  if (!token) return null;
  const { rows } = await pool.query<{ user_id: number }>("select user_id from sessions where token = $1 and expires_at > now() limit 1", [token]);
  return rows[0]?.user_id ?? null;
}

let pieces: { at: number; items: { id: number; head: string }[] } | null = null;
async function spotPieces() {
  if (pieces && Date.now() - pieces.at < 60_000) return pieces.items;
  const { rows } = await pool.query<{ id: number; name: string; description: string; latitude: number; longitude: number }>(
    "select id, name, description, latitude, longitude from spots order by id",
  );
  sortByName(rows);
  pieces = { at: Date.now(), items: rows.map((r) => ({ id: r.id, head: JSON.stringify(r).slice(0, -1) })) };
  return pieces.items;
}

async function spots(user: number): Promise<string> {
  const [all, favs] = await Promise.all([spotPieces(), pool.query<{ spot_id: number }>("select spot_id from spot_favorites where user_id = $1", [user])]);
  const favorites = new Set(favs.rows.map((r) => r.spot_id));
  return `[${all.map((p) => `${p.head},"isFavorite":${favorites.has(p.id)}}`).join(",")}]`;
}

// Kept encoded, as the app keeps it (lib/3-features/forecast/weather-json.ts).
const bodies = new Map<number, { until: number; body: Promise<Buffer> }>();
const parisMidnight = () => {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: PARIS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return `${parts}T00:00:00+01:00`;
};
function weather(spotId: number): Promise<Buffer> {
  const kept = bodies.get(spotId);
  if (kept && kept.until > Date.now()) return kept.body;
  const body = pool
    .query(
      `select id, spot_id, forecast_date, last_updated, temperature, wind_speed, wind_direction, wind_gust, humidity, description
       from weather_forecasts where spot_id = $1 and forecast_date >= $2 order by forecast_date`,
      [spotId, parisMidnight()],
    )
    .then(({ rows }) =>
      Buffer.from(
        JSON.stringify(
        rows.map((r) => ({
          id: r.id,
          spotId: r.spot_id,
          forecastDate: r.forecast_date.toISOString(),
          lastUpdated: r.last_updated.toISOString(),
          temperature: r.temperature,
          windSpeed: r.wind_speed,
          windDirection: r.wind_direction,
          windGust: r.wind_gust,
          humidity: r.humidity,
          description: r.description,
          })),
        ),
      ),
    );
  bodies.set(spotId, { until: Date.now() + 5_000, body });
  return body;
}

const server = http.createServer((req, res) => {
  const answer = (status: number, body: string | Buffer) => {
    res.writeHead(status, HEADERS);
    res.end(body);
  };
  void (async () => {
    const user = await userId(req);
    if (user === null) return answer(401, '{"message":"Vous devez être connecté."}');
    if (req.url === "/api/spots") return answer(200, await spots(user));
    const m = /^\/api\/weather\/(\d+)$/.exec(req.url ?? "");
    if (m) return answer(200, await weather(Number(m[1])));
    answer(404, '{"message":"Introuvable."}');
  })().catch(() => answer(500, '{"message":"Erreur."}'));
});
server.listen(Number(portArg), "127.0.0.1", () => console.log("prêt"));
