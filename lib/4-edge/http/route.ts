import { z } from "zod";
import { AppError, ERROR_MESSAGES, HTTP_ERRORS, Invalid, PayloadTooLarge } from "../../0-base/errors";

export const MAX_JSON_BODY_BYTES = 16 * 1024;

const isFormContentType = (value: string) => /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(value.trim());
const isJsonContentType = (value: string | null) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(value?.trim() ?? "");

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const headers = new Headers();
    if ("retryAfterSeconds" in error) headers.set("retry-after", String(error.retryAfterSeconds));
    return Response.json({ message: error.message }, { status: error.status, headers });
  }
  console.error("[api] erreur inattendue :", error);
  return Response.json({ message: ERROR_MESSAGES.internal }, { status: 500 });
}

/**
 * The body's bytes, refused with a 413 past `limit` (declared or actually sent). A body the client stopped sending
 * (the connection dropped, or fewer bytes than its Content-Length) is the client's fault: a 400, not an
 * « erreur inattendue ».
 */
async function readLimited(req: Request, limit: number): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw new PayloadTooLarge();
  const reader = req.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw new Invalid(HTTP_ERRORS.bodyCut);
      }
      const { done, value } = chunk;
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw new PayloadTooLarge();
      }
      chunks.push(value);
    }
  }
  if (Number.isFinite(declared) && size < declared) throw new Invalid(HTTP_ERRORS.bodyCut);
  return Buffer.concat(chunks);
}

/** The first French message of a failed parse, as a 400. */
export function parseOr400<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Invalid(result.error.issues[0]?.message);
  return result.data;
}

/** Reads at most `limit` bytes of JSON and checks it against the schema; 400/413 with French messages. */
export async function readJson<T extends z.ZodType>(req: Request, schema: T, limit = MAX_JSON_BODY_BYTES): Promise<z.infer<T>> {
  // Only JSON bodies: a cross-site HTML form can POST text/plain that happens to parse as JSON (login CSRF),
  // but it cannot send application/json without the browser asking us first (CORS preflight).
  if (!isJsonContentType(req.headers.get("content-type"))) throw new Invalid(HTTP_ERRORS.notJson);
  const bytes = await readLimited(req, limit);
  let data: unknown;
  let nul = false;
  try {
    // PostgreSQL refuses text containing NUL (U+0000): such a string is an answer of ours, not a 500.
    data = JSON.parse(bytes.toString("utf8"), (_key, value: unknown) => {
      if (typeof value === "string" && value.includes("\u0000")) nul = true;
      return value;
    });
  } catch {
    throw new Invalid(HTTP_ERRORS.notJson);
  }
  if (nul) throw new Invalid(HTTP_ERRORS.nulCharacter);
  return parseOr400(schema, data);
}

/**
 * Reads an HTML form's body (urlencoded or multipart, at most `limit` bytes) as an object of its first
 * values, and checks it against the schema. Only for routes that must take a form, such as the RFC 8058
 * one-click unsubscribe that mail providers POST; files and NUL characters are refused.
 */
export async function readForm<T extends z.ZodType>(req: Request, schema: T, limit = MAX_JSON_BODY_BYTES): Promise<z.infer<T>> {
  const type = req.headers.get("content-type") ?? "";
  if (!isFormContentType(type)) throw new Invalid(HTTP_ERRORS.notForm);
  const bytes = await readLimited(req, limit);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    throw new Invalid(HTTP_ERRORS.notForm);
  }
  const data = Object.create(null) as Record<string, string>; // "__proto__" is a field like any other
  for (const [key, value] of form) {
    if (typeof value !== "string") throw new Invalid(HTTP_ERRORS.notForm);
    if (key.includes("\u0000") || value.includes("\u0000")) throw new Invalid(HTTP_ERRORS.nulCharacter);
    if (!Object.hasOwn(data, key)) data[key] = value;
  }
  return parseOr400(schema, data);
}
