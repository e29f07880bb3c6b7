import crypto from "node:crypto";
import type http from "node:http";
import zlib from "node:zlib";
import type { MarkupScope, RiderDrawn, RiderOffer } from "../../0-base/markup-handoff-reader";
import { rendersDocument, riderMarks } from "./markup-handoff";
import { escapeHtml } from "../../0-base/static-markup";
import { SESSION_COOKIE_NAMES } from "../auth/cookie-names";
import { webHeaders } from "./web-headers";

/*
 * One document for all the riders of a page: a spot's forecast, the list of spots (issue 27,
 * docs/decisions/0027-shared-page-documents.md).
 *
 * A Saturday morning brings the riders of a region to the same few forecast pages, and Next.js renders each request
 * whole (~3 times the cost of its smallest page), though all but a few kilobytes of the 270 kB document are the same
 * for every rider of the spot, model and hour. So our web server keeps the document Next.js rendered for one rider,
 * a few seconds, as a template, and draws the next riders' documents from it:
 *
 * - the page marks its rider's parts as it renders them (lib/4-edge/http/markup-handoff.ts, handRiderMarkup: the
 *   « Navigabilité » rows, the windows, « Aujourd'hui », the invitation to fill « Mes conditions »), each with the
 *   slot that draws it from another rider's view, and offers how to read that view (offerRiderView);
 * - the document's other per-request parts are the CSP nonce (fresh for each response, as proxy.ts makes it), the
 *   rider handed to the browser by the root layout (`initialUser` in React's payload), and the rider's own props a
 *   page names in its offer (/spots: `riderFavoriteIds`), each found once in the payload and written for each rider;
 * - another rider's request is answered from the template only if the page's offer reads their view: a valid
 *   session (Better Auth, as the layout checks it), the same hour, the same shared page data (the same objects
 *   from page-data.ts's cache: a refresh in between breaks it), and their own verdicts judged. Anything else —
 *   no template, a template not whole, no session, an error — goes to Next.js, whose render becomes the template.
 *
 * The list of spots is shared the same way: the catalogue and the live wind are everyone's; the « Favoris » filter,
 * the count and the first cards are the rider's parts (app/(app)/spots/_components/rider-parts.tsx), and their
 * favourites' ids their prop; another rider's view is their session and their favourites, read anew.
 *
 * A template is refused when what it would share is not known to be shared: a rider part not marked exactly once,
 * the rider or one of their props not found exactly once in the payload, the rider's username or e-mail address
 * anywhere else, a Set-Cookie, a status other than 200. Composed answers carry `Server-Timing: page;desc="shared"`.
 */

/**
 * The pages whose document may be shared: a spot's forecast, with at most the model asked for; the list of spots, with
 * at most its view.
 */
const SHARED_PAGE = /^\/spots(?:\/\d+\/weather(?:\?modele=[a-z0-9_]+)?|\?vue=(?:liste|carte))?$/;

/** How long a template is used: as long as the page data it was drawn from is kept (page-data.ts, PAGE_DATA_TTL_MS). */
export const TEMPLATE_TTL_MS = 5_000;
/** How long a page's requests wait for the template a render under way is making, before rendering their own. */
const BUILD_WAIT_MS = 1_500;
/** Templates kept at most (~270 kB each). */
const MAX_TEMPLATES = 40;
/** A document larger than this, sent or decoded, is not kept (a forecast page is ~270 kB). */
const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

/** The key of a request whose document may be shared (its host: the CSP names it; its path and query), or null. */
export function sharedPageKey(req: Pick<http.IncomingMessage, "method" | "url" | "headers">): string | null {
  if (req.method !== "GET" || !req.url || !SHARED_PAGE.test(req.url) || !rendersDocument(req.method, req.url, req.headers)) return null;
  // Without a session cookie Next.js redirects to /auth: such a request neither uses nor makes a template.
  const cookies = String(req.headers.cookie ?? "");
  if (!SESSION_COOKIE_NAMES.some((name) => cookies.includes(`${name}=`))) return null;
  // The CSP names the host and the scheme the browser used (a front's X-Forwarded-Proto): both in the key.
  return `${req.headers.host ?? ""}|${String(req.headers["x-forwarded-proto"] ?? "")}|${req.url}`;
}

/** A value as React's payload writes a plain object (strings starting with « $ » escaped, undefined named). */
export function flightJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v === undefined ? "$undefined" : typeof v === "string" && v.startsWith("$") ? `$${v}` : v));
}

const SCRIPT_ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
/** Payload text as Next.js writes it in the document's scripts (`self.__next_f.push([1,"…"])`): a JSON string, HTML-escaped. */
export function inScript(text: string): string {
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}

/** A prop as the payload holds it in a client component's props, in the document's scripts. */
const propInScript = (name: string, value: unknown) => inScript(`${JSON.stringify(name)}:${flightJson(value)}`);
const userInScript = (user: unknown) => propInScript("initialUser", user);

type Part = string | { nonce: true } | { user: true } | { slot: number } | { prop: string };
/** A template's parts, the shared text already encoded: each answer encodes only the rider's parts. */
type EncodedPart = Buffer | Exclude<Part, string>;

export type PageTemplate = {
  parts: EncodedPart[];
  /** The answer's headers (the nonce replaced in each), without those of the body's encoding and length. */
  headers: [string, string][];
  nonce: string;
  prefix: string;
  slots: ((view: unknown) => string)[];
  /** The names of the rider's own props in the payload (RiderOffer.props). */
  props: string[];
  offer: RiderOffer;
  expiresAt: number;
};

/** What never goes to another rider: the body's framing and encoding (recomputed), and the connection's own. */
const NOT_REPLAYED = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "etag"]);

function indexesOf(text: string, part: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) found.push(at);
  return found;
}

/**
 * The template of a document Next.js rendered for the rider of `scope.riderOffer`, or a reason why it cannot be
 * shared. `headers`: the answer's, as written (names lower-case).
 */
export function buildTemplate(doc: string, headers: Record<string, string | string[] | number | undefined>, scope: MarkupScope, now = Date.now()): PageTemplate | string {
  const offer = scope.riderOffer;
  if (!offer) return "la page n'offre pas de partager son document";
  if (headers["set-cookie"] !== undefined) return "la réponse pose un cookie";
  const policy = String(headers["content-security-policy"] ?? "");
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
  if (!nonce) return "pas de nonce dans la politique de sécurité";
  const slots = scope.riderSlots ?? [];
  // Each rider part, then the rider in the payload: found exactly once each, never overlapping.
  const cuts: { at: number; end: number; part: Part }[] = [];
  for (let i = 0; i < slots.length; i++) {
    const { open, close } = riderMarks(scope.prefix, i);
    const opens = indexesOf(doc, open);
    const closes = indexesOf(doc, close);
    if (opens.length !== 1 || closes.length !== 1 || closes[0]! < opens[0]!) return `partie du rider ${i} non marquée une seule fois`;
    cuts.push({ at: opens[0]! + open.length, end: closes[0]!, part: { slot: i } });
  }
  const user = userInScript(offer.user);
  const users = indexesOf(doc, user);
  if (users.length !== 1) return `rider trouvé ${users.length} fois dans la charge de React`;
  cuts.push({ at: users[0]!, end: users[0]! + user.length, part: { user: true } });
  const props = Object.entries(offer.props ?? {});
  for (const [name, value] of props) {
    const prop = propInScript(name, value);
    const found = indexesOf(doc, prop);
    if (found.length !== 1) return `prop du rider « ${name} » trouvée ${found.length} fois dans la charge de React`;
    cuts.push({ at: found[0]!, end: found[0]! + prop.length, part: { prop: name } });
  }
  cuts.sort((a, b) => a.at - b.at);
  for (let i = 1; i < cuts.length; i++) if (cuts[i]!.at < cuts[i - 1]!.end) return "parties du rider imbriquées";

  const parts: Part[] = [];
  let from = 0;
  const literal = (text: string) => {
    const pieces = text.split(nonce);
    pieces.forEach((piece, i) => {
      if (i > 0) parts.push({ nonce: true });
      if (piece) parts.push(piece);
    });
  };
  for (const cut of cuts) {
    literal(doc.slice(from, cut.at));
    parts.push(cut.part);
    from = cut.end;
  }
  literal(doc.slice(from));
  // Nothing of the rider may remain in what is shared.
  // By what is unique to the rider: a first or last name is often a word of the page itself (« Alizé », a town).
  const who = offer.user as { username?: unknown; email?: unknown };
  if (typeof who.username !== "string" || typeof who.email !== "string" || !who.username || !who.email) return "rider sans identifiant";
  for (const secret of [who.username, who.email]) {
    // As text, as HTML writes it, as a script's string holds it, and as a payload's string inside that script.
    const forms = new Set([secret, escapeHtml(secret), inScript(secret), inScript(JSON.stringify(secret).slice(1, -1))]);
    if (parts.some((p) => typeof p === "string" && [...forms].some((form) => p.includes(form)))) return "le rider apparaît ailleurs dans le document";
  }
  // A nonce cut in two by the payload's scripts would be left half replaced.
  const [head, tail] = [nonce.slice(0, 8), nonce.slice(-8)];
  if (parts.some((p) => typeof p === "string" && (p.includes(head) || p.includes(tail)))) return "nonce coupé entre deux scripts";
  const replayed: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_REPLAYED.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [String(value)]) replayed.push([name, v]);
  }
  const encoded = parts.map((p) => (typeof p === "string" ? Buffer.from(p) : p));
  return { parts: encoded, headers: replayed, nonce, prefix: scope.prefix, slots, props: props.map(([name]) => name), offer, expiresAt: now + TEMPLATE_TTL_MS };
}

/**
 * The document for another rider, in pieces: their parts drawn by the slots from their view, their user and props, a
 * fresh nonce. Throws when the view lacks one of the template's props.
 */
export function fillTemplate(template: PageTemplate, rider: RiderDrawn, nonce: string): Buffer[] {
  const user = Buffer.from(userInScript(rider.user));
  const fresh = Buffer.from(nonce);
  const prop = (name: string) => {
    if (!rider.props || !Object.hasOwn(rider.props, name)) throw new Error(`prop du rider « ${name} » absente de sa vue`);
    return Buffer.from(propInScript(name, rider.props[name]));
  };
  return template.parts.map((part) =>
    Buffer.isBuffer(part) ? part
    : "nonce" in part ? fresh
    : "user" in part ? user
    : "prop" in part ? prop(part.prop)
    : Buffer.from(template.slots[part.slot]!(rider.view)),
  );
}

/**
 * The templates of this server, by sharedPageKey: a few seconds each, the oldest dropped beyond MAX_TEMPLATES. While
 * Next.js renders the document that will be a page's template, the page's other requests wait for it rather than
 * each rendering its own (the first minutes of a rush, and each time a template expires).
 */
export class PageTemplates {
  private readonly kept = new Map<string, PageTemplate>();
  private readonly building = new Map<string, Promise<PageTemplate | undefined>>();
  private readonly refusals = new Set<string>();

  get(key: string, now = Date.now()): PageTemplate | undefined {
    const template = this.kept.get(key);
    if (template && template.expiresAt <= now) this.kept.delete(key);
    return template && template.expiresAt > now ? template : undefined;
  }

  set(key: string, template: PageTemplate): void {
    this.kept.delete(key);
    this.kept.set(key, template);
    while (this.kept.size > MAX_TEMPLATES) this.kept.delete(this.kept.keys().next().value!);
  }

  get size(): number {
    return this.kept.size;
  }

  /**
   * Answers a request for the page `key`: from its template when the page's offer reads this rider's view from it,
   * else by `render` (Next.js, in a markup scope handed to `onScope`), whose document then becomes the template.
   */
  async serve(key: string, req: http.IncomingMessage, res: http.ServerResponse, render: (onScope: (scope: MarkupScope) => void) => void): Promise<void> {
    let claim: Claim | undefined;
    try {
      const found = this.get(key) ?? (await this.awaitBuilt(key));
      if (found && "settle" in found) claim = found;
      else if (found && (await answerFromTemplate(found, req, res))) return;
    } catch (error) {
      console.error("[alizé] document partagé en échec :", error);
    }
    if (res.headersSent || res.writableEnded || res.destroyed) {
      claim?.settle();
      return;
    }
    this.renderAndKeep(key, res, render, claim ?? this.claim(key));
  }

  /** Marks `key`'s template as being made by the caller, if no render is making one: its requests then wait for it. */
  private claim(key: string): Claim | undefined {
    if (this.building.has(key)) return undefined;
    let settle: (template?: PageTemplate) => void = () => {};
    const building = new Promise<PageTemplate | undefined>((resolve) => (settle = resolve));
    this.building.set(key, building);
    void building.then(() => this.building.get(key) === building && this.building.delete(key));
    return { settle };
  }

  /**
   * The template a render under way is making for `key`, waited for at most BUILD_WAIT_MS in all (its rider may be on
   * a slow link, its render may make none). With no render under way, a claim: this request's render makes it (one
   * request only, the others wait for it). Past the wait, undefined: the request renders, unclaimed.
   */
  private async awaitBuilt(key: string): Promise<PageTemplate | Claim | undefined> {
    const deadline = Date.now() + BUILD_WAIT_MS;
    for (;;) {
      const building = this.building.get(key);
      if (!building) return this.claim(key);
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      let elapse: (nothing: undefined) => void = () => {};
      const timeout = new Promise<undefined>((resolve) => (elapse = resolve));
      const timer = setTimeout(() => elapse(undefined), left);
      const built = await Promise.race([building, timeout]);
      clearTimeout(timer);
      if (built) return built;
      if (this.building.get(key) === building) return undefined; // still under way: waited long enough
      // That render made no template (a refusal, a rider without verdicts): the next request to get here makes it.
    }
  }

  private renderAndKeep(key: string, res: http.ServerResponse, render: (onScope: (scope: MarkupScope) => void) => void, claim: Claim | undefined): void {
    let scope: MarkupScope | undefined;
    const settle = (template?: PageTemplate) => claim?.settle(template);
    captureDocument(res, (doc, headers) => {
      const template = scope && buildTemplate(doc, headers, scope);
      if (template && typeof template !== "string") {
        this.set(key, template);
        settle(template);
        return;
      }
      // A page that offered nothing (no session, no verdicts) is the usual case, not worth a line.
      if (template && scope?.riderOffer && !this.refusals.has(template)) {
        this.refusals.add(template);
        console.warn(`[alizé] document de page non partagé : ${template}`);
      }
      settle();
    });
    res.once("close", () => settle());
    render((s) => (scope = s));
  }
}

/** A request's undertaking to make a page's template; settled with it, or with nothing. */
type Claim = { settle: (template?: PageTemplate) => void };

const newNonce = () => crypto.randomBytes(16).toString("base64");

/** Whether the browser takes gzip (named in Accept-Encoding without « q=0 »). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  return String(header ?? "")
    .split(",")
    .some((coding) => {
      const [name, ...params] = coding.split(";").map((part) => part.trim().toLowerCase());
      return (name === "gzip" || name === "x-gzip") && !params.some((p) => /^q=0(?:\.0*)?$/.test(p));
    });
}

/**
 * Answers `req` from `template` for the rider of its session: true once answered, false (nothing written) when the
 * page's offer cannot draw this rider's view from it; Next.js then renders the page.
 */
export async function answerFromTemplate(template: PageTemplate, req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
  if (res.destroyed) return true; // the rider left while waiting: nothing to draw
  const rider = await template.offer.view(webHeaders(req));
  if (!rider) return false;
  if (res.destroyed) return true;
  const nonce = newNonce();
  const doc = Buffer.concat(fillTemplate(template, rider, nonce));
  const gzip = acceptsGzip(req.headers["accept-encoding"]);
  // zlib's thread, not this one; level 4: within a few kB of Next's level 6 at half its time.
  const body = gzip ? await new Promise<Buffer>((resolve, reject) => zlib.gzip(doc, { level: 4 }, (error, out) => (error ? reject(error) : resolve(out)))) : doc;
  if (res.headersSent || res.destroyed) return true;
  res.statusCode = 200;
  for (const [name, value] of template.headers) {
    const fresh = value.split(template.nonce).join(nonce);
    const current = res.getHeader(name);
    res.setHeader(name, current === undefined ? fresh : [...(Array.isArray(current) ? current : [String(current)]), fresh]);
  }
  if (gzip) res.setHeader("content-encoding", "gzip");
  res.setHeader("content-length", body.length);
  res.setHeader("server-timing", 'page;desc="shared"');
  res.end(body);
  return true;
}

/**
 * Records the document Next.js writes for `res` (as sent: decoded here if compressed), then hands it, with its
 * headers, to `done` once the response has finished, unless it was not a whole 200 or grew past MAX_DOCUMENT_BYTES.
 */
export function captureDocument(res: http.ServerResponse, done: (doc: string, headers: http.OutgoingHttpHeaders) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let ok = true;
  let headers: http.OutgoingHttpHeaders | null = null;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (!ok || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > MAX_DOCUMENT_BYTES) ok = false;
    else chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    const given = args.find((a, i) => i > 0 && a !== null && typeof a === "object" && !Array.isArray(a)) as http.OutgoingHttpHeaders | undefined;
    if (given) for (const [name, value] of Object.entries(given)) if (value !== undefined) this.setHeader(name, value);
    if (Array.isArray(args[1]) || Array.isArray(args[2])) ok = false; // raw header arrays: not read here
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    headers ??= this.getHeaders();
    keep(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    headers ??= this.getHeaders();
    keep(chunk, rest[0]);
    return (end as (...a: unknown[]) => http.ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
  res.once("finish", () => {
    if (!ok || res.statusCode !== 200 || !headers) return;
    const raw = Buffer.concat(chunks);
    const encoding = String(headers["content-encoding"] ?? "");
    try {
      const limit = { maxOutputLength: MAX_DOCUMENT_BYTES };
      const body = encoding === "gzip" ? zlib.gunzipSync(raw, limit) : encoding === "br" ? zlib.brotliDecompressSync(raw, limit) : encoding === "" ? raw : null;
      if (body) done(body.toString("utf8"), headers);
    } catch {
      /* not a document this server can read back: not shared */
    }
  });
}
