import { z } from "zod";
import { AppError, Invalid, PayloadTooLarge } from "./errors";

export const MAX_JSON_BODY_BYTES = 16 * 1024;
export const NOT_JSON = "Le corps de la requête doit être du JSON valide.";
export const NUL_CHARACTER = "Le texte contient un caractère interdit.";

const isJsonContentType = (value: string | null) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(value?.trim() ?? "");

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const headers = new Headers();
    if ("retryAfterSeconds" in error) headers.set("retry-after", String(error.retryAfterSeconds));
    return Response.json({ message: error.message }, { status: error.status, headers });
  }
  console.error("[api] erreur inattendue :", error);
  return Response.json({ message: "Une erreur interne est survenue. Réessayez plus tard." }, { status: 500 });
}

/** Reads at most `limit` bytes of JSON and checks it against the schema; 400/413 with French messages. */
export async function readJson<T extends z.ZodType>(req: Request, schema: T, limit = MAX_JSON_BODY_BYTES): Promise<z.infer<T>> {
  // Only JSON bodies: a cross-site HTML form can POST text/plain that happens to parse as JSON (login CSRF),
  // but it cannot send application/json without the browser asking us first (CORS preflight).
  if (!isJsonContentType(req.headers.get("content-type"))) throw new Invalid(NOT_JSON);
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw new PayloadTooLarge();
  const reader = req.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw new PayloadTooLarge();
      }
      chunks.push(value);
    }
  }
  let data: unknown;
  let nul = false;
  try {
    // PostgreSQL refuses text containing NUL (U+0000): such a string is an answer of ours, not a 500.
    data = JSON.parse(Buffer.concat(chunks).toString("utf8"), (_key, value: unknown) => {
      if (typeof value === "string" && value.includes("\u0000")) nul = true;
      return value;
    });
  } catch {
    throw new Invalid(NOT_JSON);
  }
  if (nul) throw new Invalid(NUL_CHARACTER);
  const result = schema.safeParse(data);
  if (!result.success) throw new Invalid(result.error.issues[0]?.message ?? "Requête invalide.");
  return result.data;
}
