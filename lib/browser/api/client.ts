/*
 * The browser's fetch wrapper (spec §7, §8): reads are GET with credentials and a JSON Accept header; writes
 * send JSON. Any non-OK answer raises Error("<status>: <body text or status text>").
 */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type On401 = "returnNull" | "throw";

export function getJson<T>(url: string, on401: On401 = "throw") {
  return async (): Promise<T | null> => {
    const res = await fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** The French message of an error raised above: the server's JSON `message` when there is one. */
export function errorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const match = /^\d{3}: ([\s\S]*)$/.exec(raw);
  if (!match) return raw;
  try {
    const body = JSON.parse(match[1]!) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    /* plain text body */
  }
  return match[1]!;
}
