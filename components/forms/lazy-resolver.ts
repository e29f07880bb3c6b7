import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "@/lib/0-base/zod";

export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

/**
 * react-hook-form's zod resolver (@hookform/resolvers) on the schema the server checks the same request with,
 * the schema (and zod with it, ~35 kB gzip) and the resolver (~1 kB) fetched at the first validation instead of with
 * the page. `preload`
 * starts the download early: the forms call it when a field first takes the focus, so checking a submission
 * never waits on the network. A failed download (the network dropped) is tried again at the next submission.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<z.ZodType>): LazyResolver<T> {
  let ready: Promise<Resolver<T>> | null = null;
  const load = () =>
    (ready ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>,
      (error: unknown) => ((ready = null), Promise.reject(error)),
    ));
  const resolver: Resolver<T> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
