/*
 * The query cache behind lib/query (decision 0014): the part of TanStack Query's QueryClient the app uses, in
 * its words, so call sites keep their shape. No React here: the hooks (./hooks.tsx) are a thin layer over it.
 */

export type QueryKey = readonly unknown[];
export type QueryStatus = "pending" | "success" | "error";
/** One key's state. Replaced (never changed in place) on each change: a snapshot for useSyncExternalStore. */
export type QueryState = {
  data: unknown;
  error: unknown;
  status: QueryStatus;
  fetching: boolean;
  /** When the data was set (ms), 0 without data: with `stale`, what decides whether a mount refetches. */
  at: number;
  /** Invalidated: refetched at the next mount whatever its age. */
  stale: boolean;
};

export type Query = { readonly queryKey: QueryKey };
export type QueryFilters = { queryKey?: QueryKey; predicate?: (query: Query) => boolean };

type Entry = Query & {
  hash: string;
  s: QueryState;
  f?: () => Promise<unknown>;
  /** The fetch under way: a later result of a cancelled or replaced one is ignored. */
  p?: Promise<unknown>;
  /** Mounted observers, and those of them enabled (the ones an invalidation refetches). */
  n: number;
  on: number;
  gc?: ReturnType<typeof setTimeout>;
};

export type MutationOptions<TData, TVariables, TContext> = {
  mutationKey?: QueryKey;
  /** Mutations of one scope call their mutationFn one after the other (onMutate still runs at once). */
  scope?: { id: string };
  mutationFn: (variables: TVariables) => Promise<TData>;
  onMutate?: (variables: TVariables) => TContext | Promise<TContext>;
  onSuccess?: (data: TData, variables: TVariables, context: TContext | undefined) => unknown;
  onError?: (error: unknown, variables: TVariables, context: TContext | undefined) => unknown;
  onSettled?: (data: TData | undefined, error: unknown, variables: TVariables, context: TContext | undefined) => unknown;
};

/** An inactive key is forgotten after 5 minutes (TanStack's gcTime): a page opened again takes its new initial data. */
const GC_MS = 5 * 60_000;

export const hashKey = (key: QueryKey) => JSON.stringify(key);

/** TanStack's partial match: the key starts with the prefix's elements (no prefix: every key). */
function under(key: QueryKey | undefined, prefix: QueryKey | undefined): boolean {
  if (!prefix) return true;
  if (!key) return false;
  const [h, p] = [hashKey(key), hashKey(prefix).slice(0, -1)];
  return h === p + "]" || h.startsWith(p + ",");
}

const matches = (e: Entry, { queryKey, predicate }: QueryFilters = {}) => under(e.queryKey, queryKey) && (!predicate || predicate(e));

export class QueryClient {
  readonly staleTime: number;
  private q = new Map<string, Entry>();
  private subs = new Set<() => void>();
  private pending: (QueryKey | undefined)[] = [];
  private scopes = new Map<string, Promise<unknown>>();

  /** `staleTime`: how long data stays fresh by default. No retries and no refetch on focus unless a query asks. */
  constructor({ staleTime = 0 }: { staleTime?: number } = {}) {
    this.staleTime = staleTime;
  }

  subscribe = (listener: () => void) => {
    this.subs.add(listener);
    return () => void this.subs.delete(listener);
  };

  private set(e: Entry, patch: Partial<QueryState>) {
    e.s = { ...e.s, ...patch };
    this.subs.forEach((l) => l());
  }

  private all(filters?: QueryFilters) {
    return [...this.q.values()].filter((e) => matches(e, filters));
  }

  /** The key's entry, made on first use (with `initialData` as fresh data); `fn` becomes its query function. */
  build(queryKey: QueryKey, initialData?: unknown, fn?: () => Promise<unknown>): Entry {
    const hash = hashKey(queryKey);
    let e = this.q.get(hash);
    if (!e) {
      const has = initialData !== undefined;
      e = { queryKey, hash, n: 0, on: 0, s: { data: initialData, error: null, status: has ? "success" : "pending", fetching: false, at: has ? Date.now() : 0, stale: false } };
      this.q.set(hash, e);
    }
    if (fn) e.f = fn;
    return e;
  }

  isStale(e: Entry, staleTime = this.staleTime): boolean {
    return e.s.stale || Date.now() - e.s.at >= staleTime;
  }

  /** Fetches the key, or joins the fetch under way unless `replace` (then that one's answer is ignored). */
  fetch(e: Entry, replace = false): Promise<unknown> {
    if (e.p && !replace) return e.p;
    if (!e.f) return Promise.resolve();
    const p: Promise<unknown> = e.f().then(
      (data) => e.p === p && this.set(e, { data, error: null, status: "success", fetching: false, at: Date.now(), stale: false }),
      (error: unknown) => e.p === p && this.set(e, { error, status: "error", fetching: false }),
    );
    e.p = p;
    this.set(e, { fetching: true });
    return p;
  }

  /** An observer mounts: fetches when enabled and the data is missing or stale. Returns its unmount. */
  mount(e: Entry, enabled: boolean, staleTime?: number): () => void {
    clearTimeout(e.gc);
    e.n++;
    if (enabled) {
      e.on++;
      if (this.isStale(e, staleTime)) void this.fetch(e);
    }
    return () => {
      e.n--;
      if (enabled) e.on--;
      if (!e.n) e.gc = setTimeout(() => !e.n && this.q.get(e.hash) === e && this.q.delete(e.hash), GC_MS);
    };
  }

  getQueryData<T>(queryKey: QueryKey): T | undefined {
    return this.q.get(hashKey(queryKey))?.s.data as T | undefined;
  }

  /** As TanStack: an updater's `undefined` leaves the data as it is. */
  setQueryData<T>(queryKey: QueryKey, updater: T | undefined | ((old: T | undefined) => T | undefined)) {
    const e = this.build(queryKey);
    const data = typeof updater === "function" ? (updater as (old: T | undefined) => T | undefined)(e.s.data as T | undefined) : updater;
    if (data !== undefined) this.set(e, { data, error: null, status: "success", at: Date.now(), stale: false });
    return data;
  }

  /** Marks the matching keys stale and refetches those shown (a fetch under way is replaced unless `cancelRefetch: false`). */
  invalidateQueries(filters?: QueryFilters, options?: { cancelRefetch?: boolean }): Promise<void> {
    const shown = this.all(filters).map((e) => {
      this.set(e, { stale: true });
      return e.on ? this.fetch(e, options?.cancelRefetch !== false) : null;
    });
    return Promise.all(shown).then(() => undefined);
  }

  /** Stops waiting for the matching fetches: their answers, when they come, are ignored. */
  cancelQueries(filters?: QueryFilters): Promise<void> {
    for (const e of this.all(filters)) {
      if (e.p) {
        e.p = undefined;
        this.set(e, { fetching: false });
      }
    }
    return Promise.resolve();
  }

  removeQueries(filters?: QueryFilters) {
    for (const e of this.all(filters)) this.q.delete(e.hash);
    this.subs.forEach((l) => l());
  }

  /** How many mutations (with a key starting with `mutationKey`) are under way, their callbacks included. */
  isMutating({ mutationKey }: { mutationKey?: QueryKey } = {}): number {
    return this.pending.filter((k) => under(k, mutationKey)).length;
  }

  /** Runs one mutation as TanStack does: onMutate, then the call (after its scope's earlier ones), then the callbacks. */
  async mutate<TData, TVariables, TContext>(o: MutationOptions<TData, TVariables, TContext>, variables: TVariables): Promise<TData> {
    this.pending.push(o.mutationKey);
    let done!: () => void;
    const id = o.scope?.id;
    const before = id ? this.scopes.get(id) : undefined;
    const turn = new Promise<void>((resolve) => (done = resolve));
    if (id) this.scopes.set(id, turn);
    let context: TContext | undefined;
    try {
      context = await o.onMutate?.(variables);
      await before;
      const data = await o.mutationFn(variables);
      await o.onSuccess?.(data, variables, context);
      await o.onSettled?.(data, null, variables, context);
      return data;
    } catch (error) {
      await o.onError?.(error, variables, context);
      await o.onSettled?.(undefined, error, variables, context);
      throw error;
    } finally {
      this.pending.splice(this.pending.indexOf(o.mutationKey), 1);
      done();
      if (id && this.scopes.get(id) === turn) this.scopes.delete(id);
    }
  }
}
