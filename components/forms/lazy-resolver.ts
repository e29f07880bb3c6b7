import type { FieldErrors, Resolver } from "@/lib/browser/forms/use-form";
import type { z } from "@/lib/0-base/zod";

export type LazyResolver<T> = Resolver<T> & { preload: () => void };

/**
 * A zod resolver whose schema (and zod) is fetched at the first validation instead of with the page (about
 * 35 kB gzip a form page no longer waits for). `preload` starts the download early: the forms call it when a
 * field first takes the focus, so checking a submission never waits on the network. Each wrong field gets its
 * first message, in the schema's order.
 */
export function lazyZodResolver<T>(loadSchema: () => Promise<z.ZodType>): LazyResolver<T> {
  let ready: Promise<z.ZodType> | null = null;
  // A failed download (the network dropped) is tried again at the next submission.
  const load = () => (ready ??= loadSchema().catch((error: unknown) => ((ready = null), Promise.reject(error))));
  const resolver: Resolver<T> = async (values) => {
    const result = await (await load()).safeParseAsync(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, { message: string; type: string }> = {};
    for (const issue of result.error.issues) errors[issue.path.map(String).join(".")] ??= { message: issue.message, type: issue.code };
    return { values, errors: errors as FieldErrors<T> };
  };
  return Object.assign(resolver, { preload: () => void load() });
}
