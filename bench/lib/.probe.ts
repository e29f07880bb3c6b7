import autocannon from "autocannon";
import { startApp } from "./app-server";
import { throwawayDatabase } from "./database";
const db = await throwawayDatabase("alize_probe");
const app = await startApp({ distDir: ".next-spots", databaseUrl: db.url });
try {
  const origin = { origin: app.url, "content-type": "application/json" };
  const u = `probe${Date.now().toString(36)}`;
  const reg = await fetch(`${app.url}/api/register`, { method: "POST", headers: origin, body: JSON.stringify({ username: u, email: `${u}@example.fr`, password: "Kitesurf2026" }) });
  const cookie = reg.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  await autocannon({ url: `${app.url}/api/spots`, headers: { cookie }, connections: 10, duration: 3 });
  for (const [path, c] of [["/api/health", ""], ["/api/spots", ""], ["/api/user", cookie], ["/api/spots", cookie], ["/api/spots/nearest?lat=42.91&lng=3.05", cookie]]) {
    const r = await autocannon({ url: `${app.url}${path}`, headers: c ? { cookie: c } : {}, connections: 10, duration: 5 });
    console.log(path, c ? "auth" : "anon", Math.round(r.requests.average), "req/s p50", r.latency.p50, "p99", r.latency.p99, "non2xx", r.non2xx);
  }
} finally {
  await app.stop();
  await db.drop();
}
