import "server-only";
import type { z } from "zod";
import { getDb, type Db } from "../../../db/client";
import { requireSessionUserId } from "../auth/session-token";
import { requireSession, type PublicUser } from "../auth/users";
import { env } from "../../0-base/env";
import { requireCronBearer } from "./cron-auth";
import { requireTrustedOrigin } from "./origin";
import { errorResponse, parseOr400, readForm, readJson } from "./route";
import { connection } from "next/server";
import { unstable_rethrow } from "next/navigation";

/*
 * One builder owns each route handler's preamble, in the spirit of create-t3-turbo's
 * `protectedProcedure.input(Schema).mutation(...)`: how the caller authenticates, the Origin check of
 * state-changing requests, the params, query and body schemas, and the database. The handler body is then
 * one domain call and the shape of its answer.
 *
 *   export const GET = api.fast.params(SpotIdParamsSchema).handle(({ userId, params, db }) => …);
 */
export type AuthKind = "none" | "session" | "fast" | "cron";

type AuthContext<A extends AuthKind> = A extends "session"
  ? { user: PublicUser; userId: number; sessionId: number }
  : A extends "fast"
    ? { userId: number }
    : Record<never, never>;

export type HandlerContext<A extends AuthKind, P, Q, B> = AuthContext<A> & {
  req: Request;
  db: Db;
  params: P;
  query: Q;
  body: B;
};

type RouteContext = { params?: Promise<Record<string, string | string[]>> };
export type RouteHandler = (req: Request, ctx: RouteContext) => Promise<Response>;

type Options = {
  auth: AuthKind;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body is encoded: JSON (`.body`) or an HTML form (`.form`). */
  bodyKind?: "json" | "form";
  /** Why this route may take state-changing requests from any origin (e.g. RFC 8058 one-click unsubscribe). */
  crossOrigin?: string;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

async function authenticate(kind: AuthKind, req: Request, db: Db): Promise<Record<string, unknown>> {
  switch (kind) {
    case "session": {
      const { user, sessionId } = await requireSession(req.headers);
      return { user, userId: user.id, sessionId };
    }
    case "fast":
      return { userId: await requireSessionUserId(db, req.headers, env().BETTER_AUTH_SECRET) };
    case "cron":
      requireCronBearer(req.headers);
      return {};
    case "none":
      return {};
  }
}

class HandlerBuilder<A extends AuthKind, P = Record<string, never>, Q = Record<string, never>, B = undefined> {
  constructor(private readonly options: Options) {}

  /** The route's dynamic segments, e.g. `{ id }`, checked before anything else is read. */
  params<S extends z.ZodType>(schema: S): HandlerBuilder<A, z.infer<S>, Q, B> {
    return new HandlerBuilder({ ...this.options, params: schema });
  }

  /** The query string, as an object of its first values. */
  query<S extends z.ZodType>(schema: S): HandlerBuilder<A, P, z.infer<S>, B> {
    return new HandlerBuilder({ ...this.options, query: schema });
  }

  /** A JSON body of at most 16 KB (see readJson). */
  body<S extends z.ZodType>(schema: S): HandlerBuilder<A, P, Q, z.infer<S>> {
    return new HandlerBuilder({ ...this.options, body: schema, bodyKind: "json" });
  }

  /**
   * A form body (urlencoded or multipart, at most 16 KB, see readForm) as an object of its first values: for
   * requests that are not ours to shape, such as a mail provider's RFC 8058 one-click unsubscribe.
   */
  form<S extends z.ZodType>(schema: S): HandlerBuilder<A, P, Q, z.infer<S>> {
    return new HandlerBuilder({ ...this.options, body: schema, bodyKind: "form" });
  }

  /** Accepts state-changing requests from any origin; `reason` says why that is safe here. */
  crossOrigin(reason: string): HandlerBuilder<A, P, Q, B> {
    return new HandlerBuilder({ ...this.options, crossOrigin: reason });
  }

  handle(fn: (ctx: HandlerContext<A, P, Q, B>) => Promise<Response> | Response): RouteHandler {
    const { auth, params, query, body, bodyKind, crossOrigin } = this.options;
    const readBody = bodyKind === "form" ? readForm : readJson;
    return async (req, routeCtx) => {
      // An API answer is always the request's (its session, its body): never prerendered or kept by the framework.
      await connection();
      try {
        if (!SAFE_METHODS.has(req.method) && auth !== "cron" && !crossOrigin) requireTrustedOrigin(req);
        const db = getDb();
        const identity = await authenticate(auth, req, db);
        const rawParams = (await routeCtx?.params) ?? {};
        const ctx = {
          ...identity,
          req,
          db,
          params: params ? parseOr400(params, rawParams) : rawParams,
          query: query ? parseOr400(query, Object.fromEntries(new URL(req.url).searchParams)) : {},
          body: body ? await readBody(req, body) : undefined,
        } as HandlerContext<A, P, Q, B>;
        return await fn(ctx);
      } catch (error) {
        // The framework's own signals (a redirect, a bail-out) are its to handle, not errors of ours.
        unstable_rethrow(error);
        return errorResponse(error);
      }
    };
  }
}

export const api = {
  /** Anyone: register, login, reset requests. */
  public: new HandlerBuilder<"none">({ auth: "none" }),
  /** The signed-in user, through Better Auth (the full user, sliding expiry). */
  session: new HandlerBuilder<"session">({ auth: "session" }),
  /** The signed-in user's id from the signed cookie and one indexed lookup: hot reads. */
  fast: new HandlerBuilder<"fast">({ auth: "fast" }),
  /** The scheduler, with `Authorization: Bearer $CRON_SECRET`; not a browser, so no Origin to check. */
  cron: new HandlerBuilder<"cron">({ auth: "cron" }),
};

/** JSON answers that must never be cached by a shared cache: they belong to the signed-in user. */
export const PRIVATE = { "cache-control": "private, no-store" } as const;
