"use client";

import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { QueryClient, type MutationOptions, type QueryKey, type QueryState } from "./client";

const ClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error("No QueryClient set, use QueryClientProvider to set one");
  return client;
}

/** `placeholderData: keepPreviousData`: while a new key loads, the previous key's data stays shown. */
export const keepPreviousData = "keepPreviousData" as const;

export type UseQueryOptions<T> = {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** Fresh data for a key not in the cache yet (ignored when it is). */
  initialData?: T;
  placeholderData?: typeof keepPreviousData;
  enabled?: boolean;
  staleTime?: number;
  refetchInterval?: number | false;
  refetchOnWindowFocus?: boolean;
  /** Always so here (TanStack's default): a stale key refetches when an observer mounts. */
  refetchOnMount?: true;
};

export type UseQueryResult<T> = {
  data: T | undefined;
  error: Error | null;
  status: QueryState["status"];
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  isLoading: boolean;
  isFetching: boolean;
  isRefetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
};

/**
 * A query's result from its key's state. `previous`: the data this observer showed last, shown instead (with
 * isPlaceholderData) while a key without data loads. An enabled key without data is about to be fetched by the
 * mount: it reads as fetching from the first render on, as TanStack's optimistic result does.
 */
export function queryResult<T>(s: QueryState, enabled: boolean, previous?: { data: unknown }): Omit<UseQueryResult<T>, "refetch"> {
  const placeholder = s.status === "pending" && previous !== undefined;
  const status = placeholder ? "success" : s.status;
  const isFetching = s.fetching || (enabled && s.status === "pending");
  const isPending = status === "pending";
  return {
    data: (placeholder ? previous.data : s.data) as T | undefined,
    error: s.error as Error | null,
    status,
    isPending,
    isSuccess: status === "success",
    isError: status === "error",
    isLoading: isPending && isFetching,
    isFetching,
    isRefetching: isFetching && !isPending,
    isPlaceholderData: placeholder,
  };
}

export function useQuery<T>(options: UseQueryOptions<T>): UseQueryResult<T> {
  const { queryKey, queryFn, initialData, placeholderData, enabled = true, staleTime, refetchInterval, refetchOnWindowFocus } = options;
  const client = useQueryClient();
  // Found again at each render: a removed key is built anew (and fetched by the effect below, as its entry changed).
  const entry = client.build(queryKey, initialData, queryFn);
  const getState = () => client.build(queryKey, initialData).s;
  const state = useSyncExternalStore(client.subscribe, getState, getState);

  const shown = useRef<{ data: unknown } | undefined>(undefined);
  // eslint-disable-next-line react-hooks/refs -- the last committed data is what keepPreviousData shows
  const previous = placeholderData === keepPreviousData ? shown.current : undefined;
  const result = queryResult<T>(state, enabled, previous);
  useEffect(() => {
    if (result.data !== undefined) shown.current = { data: result.data };
  });

  useEffect(() => client.mount(entry, enabled, staleTime), [client, entry, enabled, staleTime]);
  useEffect(() => {
    if (!enabled || !refetchInterval) return;
    // Not while the tab is hidden (TanStack's refetchIntervalInBackground: false).
    const timer = setInterval(() => document.visibilityState !== "hidden" && void client.fetch(entry), refetchInterval);
    return () => clearInterval(timer);
  }, [client, entry, enabled, refetchInterval]);
  useEffect(() => {
    if (!enabled || !refetchOnWindowFocus) return;
    const focused = () => document.visibilityState === "visible" && client.isStale(entry, staleTime) && void client.fetch(entry);
    document.addEventListener("visibilitychange", focused);
    return () => document.removeEventListener("visibilitychange", focused);
  }, [client, entry, enabled, refetchOnWindowFocus, staleTime]);

  return { ...result, refetch: () => client.fetch(entry, true) };
}

export type MutateOptions<TData, TError, TVariables, TContext> = {
  onSuccess?: (data: TData, variables: TVariables, context: TContext | undefined) => void;
  onError?: (error: TError, variables: TVariables, context: TContext | undefined) => void;
  onSettled?: (data: TData | undefined, error: TError | null, variables: TVariables, context: TContext | undefined) => void;
};

type MutationState<TData, TError, TVariables> = {
  status: "idle" | "pending" | "success" | "error";
  data: TData | undefined;
  error: TError | null;
  variables: TVariables | undefined;
};

export type UseMutationResult<TData = unknown, TError = Error, TVariables = void, TContext = unknown> = MutationState<TData, TError, TVariables> & {
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  mutate: (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => void;
  mutateAsync: (variables: TVariables) => Promise<TData>;
  reset: () => void;
};

const IDLE = { status: "idle", data: undefined, error: null, variables: undefined } as const;

export function useMutation<TData = unknown, TError = Error, TVariables = void, TContext = unknown>(
  options: MutationOptions<TData, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const client = useQueryClient();
  const [state, setState] = useState<MutationState<TData, TError, TVariables>>(IDLE);
  // The last mutate() of this component, and whether it is still mounted: only then do mutate()'s own callbacks run.
  const last = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  const mutateAsync = (variables: TVariables) => {
    const run = ++last.current;
    setState({ status: "pending", data: undefined, error: null, variables });
    return client.mutate(options, variables).then(
      (data) => {
        if (run === last.current) setState({ status: "success", data, error: null, variables });
        return data;
      },
      (error: TError) => {
        if (run === last.current) setState({ status: "error", data: undefined, error, variables });
        throw error;
      },
    );
  };
  const mutate = (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>) => {
    const run = last.current + 1;
    const mine = () => run === last.current && mounted.current;
    mutateAsync(variables).then(
      (data) => {
        if (!mine()) return;
        callbacks?.onSuccess?.(data, variables, undefined);
        callbacks?.onSettled?.(data, null, variables, undefined);
      },
      (error: TError) => {
        if (!mine()) return;
        callbacks?.onError?.(error, variables, undefined);
        callbacks?.onSettled?.(undefined, error, variables, undefined);
      },
    );
  };
  return {
    ...state,
    isIdle: state.status === "idle",
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    isError: state.status === "error",
    mutate,
    mutateAsync,
    reset: () => {
      last.current++;
      setState(IDLE);
    },
  };
}
