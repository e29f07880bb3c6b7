import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { call, registerUser } from "@/tests/support/api";
import { HTTP_ERRORS } from "../../0-base/errors";
import { api } from "./handler";
import { SpotIdParamsSchema } from "./params";
import { SPOT_ID_INVALID } from "../../1-domain/spots/messages";

const echo = api.public.body(z.object({ n: z.number("Un nombre est attendu.") })).handle(({ body }) => Response.json(body));
const whoAmI = api.session.handle(({ user }) => Response.json({ id: user.id }));
const spot = api.fast.params(SpotIdParamsSchema).handle(({ params, userId }) => Response.json({ id: params.id, userId }));

function post(url: string, origin: string | null, body: unknown = { n: 1 }, host = new URL(url).host) {
  const headers = new Headers({ "content-type": "application/json", host });
  if (origin) headers.set("origin", origin);
  return echo(new Request(url, { method: "POST", headers, body: JSON.stringify(body) }), {});
}

describe("the handler builder", () => {
  const savedAppUrl = process.env.APP_URL;
  afterEach(() => {
    process.env.APP_URL = savedAppUrl;
  });

  it("refuses a state-changing request without Origin, or from another site, before reading it", async () => {
    for (const origin of [null, "https://evil.example", "null", "http://localhost:3000.evil.example"]) {
      const res = await post("http://localhost:3000/api/x", origin);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: HTTP_ERRORS.originRefused });
    }
    expect((await post("http://localhost:3000/api/x", "http://localhost:3000")).status).toBe(200);
  });

  it("trusts the host the app was reached on only while APP_URL is unset", async () => {
    expect((await post("http://127.0.0.1:3400/api/x", "http://127.0.0.1:3400")).status).toBe(403);
    delete process.env.APP_URL;
    expect((await post("http://127.0.0.1:3400/api/x", "http://127.0.0.1:3400")).status).toBe(200);
    expect((await post("http://127.0.0.1:3400/api/x", "http://127.0.0.1:3401")).status).toBe(403);
    // Next may build the request URL from its own hostname: the Host header is what the browser reached.
    expect((await post("http://localhost:3400/api/x", "http://127.0.0.1:3400", { n: 1 }, "127.0.0.1:3400")).status).toBe(200);
    expect((await post("http://localhost:3400/api/x", "http://localhost:3400", { n: 1 }, "127.0.0.1:3400")).status).toBe(403);
  });

  it("answers a bad body with the schema's French message", async () => {
    const res = await post("http://localhost:3000/api/x", "http://localhost:3000", { n: "deux" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Un nombre est attendu." });
  });

  it("checks the params, then hands typed values and the user to the handler", async () => {
    const { cookie, user } = await registerUser();
    const bad = await call(spot, { cookie, params: { id: "abc" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: SPOT_ID_INVALID });
    const good = await call(spot, { cookie, params: { id: "12" } });
    expect(await good.json()).toEqual({ id: 12, userId: user.id });
    expect(await (await call(whoAmI, { cookie })).json()).toEqual({ id: user.id });
  });

  it("answers 401 in French to a visitor on a signed-in route, on both session kinds", async () => {
    for (const handler of [whoAmI, spot]) {
      const res = await call(handler, { params: { id: "1" } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Vous devez être connecté." });
    }
  });
});
