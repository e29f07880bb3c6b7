import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MarkupScope } from "../../0-base/markup-handoff-reader";
import { handedMarkup } from "../../0-base/markup-handoff-reader";
import { handRiderMarkup, offerRiderView, runInMarkupScope } from "./markup-handoff";
import { acceptsGzip, buildTemplate, fillTemplate, flightJson, inScript, PageTemplates, sharedPageKey, TEMPLATE_TTL_MS } from "./page-templates";

type User = { id: number; username: string; email: string; firstName: string | null };
type View = { minKn: number };
const alice: User = { id: 1, username: "alice", email: "alice@example.fr", firstName: "Alice" };
const bob: User = { id: 2, username: "bob_le_rider", email: "bob@example.fr", firstName: null };

const verdictSlot = (v: View) => `<td>moins de ${v.minKn} nds</td>`;
const todaySlot = (v: View) => (v.minKn > 12 ? "" : `<p>Aujourd'hui : oui</p>`);

/**
 * A document as Next.js writes one for `user` in the current scope: the rider parts handed by handRiderMarkup and drawn
 * by the HTML render from their id, the nonce on each script and in React's payload, the rider in the payload.
 */
function documentFor(user: User, view: View, nonce: string, views: Map<string, { user: User; view: View } | null>): string {
  offerRiderView<User, View>({ user, view: async (headers) => views.get(/alize\.session_token=([^;]*)/.exec(headers.get("cookie") ?? "")?.[1] ?? "") ?? null });
  const ids = [handRiderMarkup(todaySlot(view), todaySlot), handRiderMarkup(verdictSlot(view), verdictSlot)];
  const row = `2:["$","$L1f",null,{"config":{"realtimeUrl":null},"initialUser":${flightJson(user)},"children":"Prévisions <Agon> & marées"}]\n`;
  return (
    `<!DOCTYPE html><html><head><script src="/a.js" nonce="${nonce}"></script></head><body>` +
    ids.map((id) => `<div>${handedMarkup(id!)}</div>`).join("") +
    `<p>Le spot, la même pour tous</p>` +
    `<script nonce="${nonce}">self.__next_f.push([1,"${inScript(`:HL["/a.css","style",{"nonce":"${nonce}"}]\n`)}"])</script>` +
    `<script nonce="${nonce}">self.__next_f.push([1,"${inScript(row)}"])</script></body></html>`
  );
}

const headersFor = (nonce: string) => ({
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
  link: `</a.css>; rel=preload; as="style"; nonce="${nonce}"`,
  "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
});

/** The rider a test request is, by its session cookie's value. */
const who = (req: http.IncomingMessage) => /alize\.session_token=([^;]*)/.exec(req.headers.cookie ?? "")?.[1] ?? "";

/** A document rendered in a scope, with the scope it filled. */
function rendered(user: User, view: View, nonce = "Tm9uY2VEZUFsaWNlISE=", views = new Map<string, { user: User; view: View } | null>()) {
  let scope!: MarkupScope;
  const doc = runInMarkupScope(() => undefined, () => documentFor(user, view, nonce, views), (s) => (scope = s));
  return { doc, scope };
}

describe("flightJson and inScript", () => {
  it("write a rider as React's payload does, then as Next.js escapes it into a script", () => {
    expect(flightJson({ a: "$5", b: undefined, c: [1, null] })).toBe('{"a":"$$5","b":"$undefined","c":[1,null]}');
    expect(inScript(`{"name":"<b>Léa & \u2028"}\n`)).toBe('{\\"name\\":\\"\\u003cb\\u003eLéa \\u0026 \\u2028\\"}\\n');
  });
});

describe("acceptsGzip", () => {
  it("reads Accept-Encoding as HTTP does, a « q=0 » refusing", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br, gzip; q=0.000")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("sharedPageKey", () => {
  it("names only a forecast page or the list of spots asked for as a document, by its host and URL", () => {
    const req = (url: string, headers: http.IncomingHttpHeaders = {}, method = "GET") => ({ method, url, headers: { host: "alize.fr", cookie: "alize.session_token=t.s", ...headers } });
    expect(sharedPageKey(req("/spots/12/weather"))).toBe("alize.fr||/spots/12/weather");
    expect(sharedPageKey(req("/spots/12/weather?modele=icon_seamless"))).toBe("alize.fr||/spots/12/weather?modele=icon_seamless");
    // The scheme a front says the browser used is in the key: the CSP names it (ws: or wss:).
    expect(sharedPageKey(req("/spots/12/weather", { "x-forwarded-proto": "https" }))).toBe("alize.fr|https|/spots/12/weather");
    // Without a session cookie, Next.js redirects: nothing to share.
    expect(sharedPageKey(req("/spots/12/weather", { cookie: "theme=dark" }))).toBeNull();
    expect(sharedPageKey(req("/spots/12/weather", {}, "HEAD"))).toBeNull();
    expect(sharedPageKey(req("/spots/12/weather", { rsc: "1" }))).toBeNull();
    expect(sharedPageKey(req("/spots/12/weather?modele=x&utm=1"))).toBeNull();
    expect(sharedPageKey(req("/spots"))).toBe("alize.fr||/spots");
    expect(sharedPageKey(req("/spots?vue=carte"))).toBe("alize.fr||/spots?vue=carte");
    expect(sharedPageKey(req("/spots?vue=liste"))).toBe("alize.fr||/spots?vue=liste");
    expect(sharedPageKey(req("/spots?vue=carte&x=1"))).toBeNull();
    expect(sharedPageKey(req("/spots?q=agon"))).toBeNull();
    expect(sharedPageKey(req("/spots", { cookie: "theme=dark" }))).toBeNull();
    expect(sharedPageKey(req("/spots/12"))).toBeNull();
    expect(sharedPageKey(req("/api/weather/12"))).toBeNull();
  });
});

describe("buildTemplate and fillTemplate", () => {
  it("draws another rider's document: their parts, their user, a fresh nonce, and nothing of the first rider", () => {
    const { doc, scope } = rendered(alice, { minKn: 14 });
    const template = buildTemplate(doc, headersFor("Tm9uY2VEZUFsaWNlISE="), scope);
    if (typeof template === "string") throw new Error(template);
    const out = Buffer.concat(fillTemplate(template, { user: bob, view: { minKn: 10 } }, "QmVsbGVOb25jZURlQm9i")).toString();

    // What Next.js would have written for Bob in the same scope.
    const expected = rendered(bob, { minKn: 10 }, "QmVsbGVOb25jZURlQm9i");
    expect(out).toBe(expected.doc.split(expected.scope.prefix).join(scope.prefix));
    expect(out).toContain("<p>Aujourd&#x27;hui : oui</p>".replace("&#x27;", "'"));
    expect(out).toContain("moins de 10 nds");
    expect(out).not.toContain("moins de 14 nds");
    expect(out).not.toContain("alice");
    expect(out).not.toContain("Tm9uY2VEZUFsaWNlISE=");
    expect(out.split("QmVsbGVOb25jZURlQm9i")).toHaveLength(5); // each script and the payload's stylesheet
    expect(template.headers).toContainEqual(["content-security-policy", "script-src 'self' 'nonce-Tm9uY2VEZUFsaWNlISE=' 'strict-dynamic'"]);
  });

  it("refuses what it cannot share whole", () => {
    const { doc, scope } = rendered(alice, { minKn: 14 });
    const headers = headersFor("Tm9uY2VEZUFsaWNlISE=");
    expect(buildTemplate(doc, { ...headers, "set-cookie": ["a=b"] }, scope)).toBe("la réponse pose un cookie");
    expect(buildTemplate(doc, { ...headers, "content-security-policy": "script-src 'self'" }, scope)).toBe("pas de nonce dans la politique de sécurité");
    // The rider's name elsewhere than in the payload's user (a greeting the page would have added).
    expect(buildTemplate(doc.replace("Le spot, la même pour tous", "Bonjour alice"), headers, scope)).toBe("le rider apparaît ailleurs dans le document");
    // A first name is not looked for: it is often a word of the page itself.
    expect(typeof buildTemplate(doc.replace("Le spot, la même pour tous", "Alice, une plage"), headers, scope)).toBe("object");
    // The rider not found once in the payload (split between two scripts, say).
    expect(buildTemplate(doc.replace(inScript(`"initialUser":${flightJson(alice)}`), ""), headers, scope)).toBe("rider trouvé 0 fois dans la charge de React");
    // A rider part written twice, or not at all.
    const marked = doc.indexOf("<div>") + 5;
    const part = doc.slice(marked, doc.indexOf("</div>", marked));
    expect(buildTemplate(doc + part, headers, scope)).toBe("partie du rider 0 non marquée une seule fois");
    expect(buildTemplate(doc, headers, { ...scope, riderOffer: undefined })).toBe("la page n'offre pas de partager son document");
    // A nonce cut between two of the payload's scripts could not be replaced whole.
    const cut = doc.replace(`{\\"nonce\\":\\"Tm9uY2VEZUFsaWNlISE=\\"}`, `{\\"nonce\\":\\"Tm9uY2VE"])</script><script>self.__next_f.push([1,"ZUFsaWNlISE=\\"}`);
    expect(cut).not.toBe(doc);
    expect(buildTemplate(cut, headers, scope)).toBe("nonce coupé entre deux scripts");
  });

  it("writes each rider's own props where the payload holds them, and refuses a prop it cannot find once", () => {
    const nonce = "Tm9uY2VEZUFsaWNlISE=";
    /** A list page: the rider's favourites as a client component's prop, their parts drawn from them. */
    const listSlot = (v: { ids: number[] }) => `<ul>${v.ids.map((id) => `<li>spot ${id} ★</li>`).join("")}</ul>`;
    const listFor = (user: User, ids: number[]) => {
      let scope!: MarkupScope;
      const doc = runInMarkupScope(
        () => undefined,
        () => {
          offerRiderView({ user, props: { riderFavoriteIds: ids }, view: async () => null });
          const id = handRiderMarkup(listSlot({ ids }), listSlot)!;
          const row = `3:["$","$L2a",null,{"initialSpotsJson":"$4","riderFavoriteIds":${JSON.stringify(ids)},"islands":{"grid":"${id}"}}]\n`;
          const top = `2:["$","$L1f",null,{"initialUser":${flightJson(user)}}]\n`;
          return (
            `<html><body><div>${handedMarkup(id)}</div>` +
            `<script nonce="${nonce}">self.__next_f.push([1,"${inScript(top)}"])</script>` +
            `<script nonce="${nonce}">self.__next_f.push([1,"${inScript(row)}"])</script></body></html>`
          );
        },
        (s) => (scope = s),
      );
      return { doc, scope };
    };
    const { doc, scope } = listFor(alice, [3, 7]);
    const template = buildTemplate(doc, headersFor(nonce), scope);
    if (typeof template === "string") throw new Error(template);
    expect(template.props).toEqual(["riderFavoriteIds"]);

    const out = Buffer.concat(fillTemplate(template, { user: bob, view: { ids: [12] }, props: { riderFavoriteIds: [12] } }, nonce)).toString();
    const expected = listFor(bob, [12]);
    expect(out).toBe(expected.doc.split(expected.scope.prefix).join(scope.prefix));
    expect(out).toContain(inScript(`"riderFavoriteIds":[12]`));
    expect(out).not.toContain("spot 3");
    // A rider with no favourite: an empty list, in the payload and in the page.
    const none = Buffer.concat(fillTemplate(template, { user: bob, view: { ids: [] }, props: { riderFavoriteIds: [] } }, nonce)).toString();
    expect(none).toContain(inScript(`"riderFavoriteIds":[]`));
    expect(none).toContain("<ul></ul>");
    // A view without the prop cannot be drawn (the request then goes to Next.js).
    expect(() => fillTemplate(template, { user: bob, view: { ids: [12] } }, nonce)).toThrow(/riderFavoriteIds/);
    // The prop not found once: not shared.
    const twice = doc.replace("</body>", `<script>${inScript(`"riderFavoriteIds":[3,7]`)}</script></body>`);
    expect(buildTemplate(twice, headersFor(nonce), scope)).toBe("prop du rider « riderFavoriteIds » trouvée 2 fois dans la charge de React");
    expect(buildTemplate(doc.replace(inScript(`"riderFavoriteIds":[3,7]`), ""), headersFor(nonce), scope)).toBe(
      "prop du rider « riderFavoriteIds » trouvée 0 fois dans la charge de React",
    );
  });

  it("finds the rider's address however the page wrote it: in HTML (&#x27;) or in a string of the payload", () => {
    const oneill: User = { id: 3, username: "oneill", email: "o'neill@example.fr", firstName: null };
    const { doc, scope } = rendered(oneill, { minKn: 14 });
    const headers = headersFor("Tm9uY2VEZUFsaWNlISE=");
    expect(typeof buildTemplate(doc, headers, scope)).toBe("object");
    expect(buildTemplate(doc.replace("Le spot, la même pour tous", "Écrire à o&#x27;neill@example.fr"), headers, scope)).toBe("le rider apparaît ailleurs dans le document");
  });
});

describe("PageTemplates.serve", () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** The test's riders by their session cookie: Alice, Bob, and a cookie without a session (the offer answers null). */
  const riders = () =>
    new Map<string, { user: User; view: View } | null>([
      ["a", { user: alice, view: { minKn: 14 } }],
      ["b", { user: bob, view: { minKn: 10 } }],
      ["nobody", null],
    ]);

  /** A server answering /spots/1/weather as our web server does, Next.js played by `documentFor`. */
  async function start(views: Map<string, { user: User; view: View } | null>) {
    const templates = new PageTemplates();
    const renders: string[] = [];
    server = http.createServer((req, res) => {
      const key = sharedPageKey(req)!;
      const cookie = who(req);
      void templates.serve(key, req, res, (onScope) =>
        runInMarkupScope(
          () => undefined,
          () => {
            const rider = views.get(cookie);
            renders.push(cookie);
            const nonce = Buffer.from(`nonce-${renders.length}`).toString("base64");
            // As Next.js: a little later, in pieces.
            setTimeout(() => {
              res.writeHead(200, headersFor(nonce));
              const doc = rider ? documentFor(rider.user, rider.view, nonce, views) : "<p>connexion</p>";
              res.write(doc.slice(0, 100));
              res.end(doc.slice(100));
            }, 20);
          },
          onScope,
        ),
      );
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/spots/1/weather`;
    const get = async (cookie: string, gzip = false) => {
      const res = await fetch(url, { headers: { cookie: `alize.session_token=${cookie}`, ...(gzip ? { "accept-encoding": "gzip" } : {}) } });
      return { shared: res.headers.get("server-timing")?.includes("shared") ?? false, csp: res.headers.get("content-security-policy")!, body: await res.text() };
    };
    return { templates, renders, get };
  }

  it("renders a page's first document, then draws the next riders' from it; a rider it cannot draw goes to Next.js", async () => {
    const { renders, get } = await start(riders());
    const first = await get("a");
    expect(first.shared).toBe(false);
    const second = await get("b", true);
    expect(second.shared).toBe(true);
    expect(second.body).toContain("moins de 10 nds");
    expect(second.body).not.toContain("alice");
    // A fresh nonce, the same in the policy and on the scripts.
    const nonce = /'nonce-([^']+)'/.exec(second.csp)![1]!;
    expect(nonce).not.toBe(/'nonce-([^']+)'/.exec(first.csp)![1]);
    expect(second.body).toContain(`<script src="/a.js" nonce="${nonce}">`);
    // No session (the offer answers null): Next.js renders, as for anyone without a template.
    expect((await get("nobody")).body).toBe("<p>connexion</p>");
    expect(renders).toEqual(["a", "nobody"]);
  });

  it("lets the riders who arrive while the first document renders wait for it rather than render their own", async () => {
    const { renders, get } = await start(riders());
    const answers = await Promise.all([get("a"), get("b"), get("b"), get("b")]);
    expect(renders).toEqual(["a"]);
    expect(answers.map((a) => a.shared)).toEqual([false, true, true, true]);
  });

  it("when the first render makes no template, one waiting rider renders and the others wait for that one", async () => {
    const { renders, get } = await start(riders());
    const answers = await Promise.all([get("nobody"), get("b"), get("b"), get("b")]);
    expect(renders).toEqual(["nobody", "b"]);
    expect(answers.map((a) => a.shared)).toEqual([false, false, true, true]);
  });

  it("does not keep the others waiting on a first rider whose page never finishes", async () => {
    const templates = new PageTemplates();
    const renders: string[] = [];
    server = http.createServer((req, res) => {
      void templates.serve(sharedPageKey(req)!, req, res, (onScope) =>
        runInMarkupScope(
          () => undefined,
          () => {
            renders.push(who(req));
            res.writeHead(200, headersFor("Tm9uY2VEZUFsaWNlISE="));
            if (who(req) === "slow") res.write("<!DOCTYPE html>"); // and nothing more: a phone that lost its signal
            else res.end("<p>rendu</p>");
          },
          onScope,
        ),
      );
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/spots/1/weather`;
    const slow = new AbortController();
    void fetch(url, { headers: { cookie: "alize.session_token=slow" }, signal: slow.signal }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const res = await fetch(url, { headers: { cookie: "alize.session_token=b" } });
    expect(await res.text()).toBe("<p>rendu</p>");
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(renders).toEqual(["slow", "b"]);
    slow.abort();
  });

  it("keeps a template a few seconds only", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    const { templates, renders, get } = await start(riders());
    await get("a");
    expect(templates.get(`127.0.0.1:${(server!.address() as AddressInfo).port}||/spots/1/weather`)).toBeDefined();
    vi.setSystemTime(Date.now() + TEMPLATE_TTL_MS + 1);
    expect((await get("b")).shared).toBe(false);
    expect(renders).toEqual(["a", "b"]);
  });

  it("compresses a drawn document for a browser that accepts gzip", async () => {
    const { get } = await start(riders());
    await get("a");
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/spots/1/weather`;
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) =>
      http.get(url, { headers: { cookie: "alize.session_token=b", "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      }),
    );
    expect(raw.encoding).toBe("gzip");
    expect(zlib.gunzipSync(raw.body).toString()).toContain("moins de 10 nds");
  });
});
