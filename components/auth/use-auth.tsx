"use client";

import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { LOGOUT_QUEUE_STORAGE_KEY } from "@/lib/1-domain/offline/protocol";
import { apiRequest, getJson } from "@/lib/browser/api/client";
import type { PublicUser } from "@/lib/1-domain/users/public-user";
import { forgetPushSubscription } from "@/components/alerts/forget-push";

/** The pages and data kept for offline use; its code is fetched at login and logout only. */
const workerClient = () => import("@/lib/browser/offline/worker-client");
export const clearRiderData = () => workerClient().then((client) => client.clearRiderData()).catch(() => undefined);
const queueLogout = () => workerClient().then((client) => client.queueLogout()).catch(() => undefined);

type AuthState = {
  /** The signed-in rider, or null (also while not known yet: see `known`). */
  user: PublicUser | null;
  /** Whether the browser knows yet who is signed in (false until GET /api/user answered). */
  known: boolean;
};

type AuthContextValue = AuthState & { setUser: (user: PublicUser | null) => void };

/**
 * The rider, held outside React's state: the context hands over this store, which never changes, and each reader
 * subscribes to it (`useSyncExternalStore`). A context whose value changes would reach every boundary still waiting
 * for its streamed HTML, and React draws such a boundary itself instead of hydrating it (the home's part drawn twice
 * on a phone); a store's change reaches only the readers on screen.
 */
type AuthStore = {
  /** What the server drew with, for hydration. */
  initial: AuthState;
  get: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  setUser: (user: PublicUser | null) => void;
};

function createAuthStore(initial: AuthState): AuthStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: AuthState) => {
    if (next.user === state.user && next.known === state.known) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    initial,
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser: (user) => set({ user, known: true }),
  };
}

const AuthContext = createContext<AuthStore | null>(null);

let inFlight: Promise<PublicUser | null> | null = null;
/** GET /api/user, one request at a time for the page (the provider and the signed-in pages' query share it). */
export function fetchUser(): Promise<PublicUser | null> {
  inFlight ??= getJson<PublicUser>("/api/user", "returnNull")().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The signed-in rider every page shows (the navigation bar, the profile, the chat). Pages are documents shared by
 * every rider (docs/decisions/0033): the rider is asked by the browser, once per load (GET /api/user, a 401 meaning
 * nobody), unless a page's server read it (`initialUser`). No query library here: the public pages do without one.
 * On the signed-in pages, ./user-query.tsx keeps it fresh (spec §4); login, logout and a password reset set it.
 */
export function AuthProvider({ children, initialUser }: { children: ReactNode; initialUser?: PublicUser | null }) {
  // One store, and so one setter, for the page's life: an effect that sets the rider from its own data
  // (./user-query.tsx) runs when that data changes, not again each time someone else sets the rider (a logout would
  // be undone by the rider it held).
  const [store] = useState(() => createAuthStore({ user: initialUser ?? null, known: initialUser !== undefined }));
  useEffect(() => {
    if (store.get().known) return;
    let live = true;
    fetchUser().then(
      (answer) => live && store.setUser(answer),
      // No answer (offline without a kept one): nobody known; a signed-in page goes to /auth (./user-query.tsx).
      () => live && store.setUser(null),
    );
    return () => {
      live = false;
    };
  }, [store]);
  // A logout queued by a page without a worker (see logOut) goes out at the next load.
  useEffect(() => {
    if (typeof localStorage === "undefined" || localStorage.getItem(LOGOUT_QUEUE_STORAGE_KEY) === null) return;
    void workerClient()
      .then((client) => client.sendQueuedLogout())
      .then((sent) => sent && store.setUser(null))
      .catch(() => undefined);
  }, [store]);
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const store = useContext(AuthContext);
  if (!store) throw new Error("useAuth must be used within an AuthProvider");
  const state = useSyncExternalStore(store.subscribe, store.get, () => store.initial);
  return useMemo(() => ({ ...state, setUser: store.setUser }), [state, store]);
}

/**
 * Logging out. The session must still be there for the server to forget this browser's push subscription. The
 * pages and data kept for offline use go whatever the server answers: on a shared phone, even a logout without
 * network leaves nothing of the rider. Without network (a fetch that cannot even start), the logout is
 * queued for when the server can be reached and the phone forgets the rider at once; the server's
 * answer also clears the site's data (`Clear-Site-Data`).
 */
export async function logOut(): Promise<void> {
  await forgetPushSubscription();
  try {
    await apiRequest("POST", "/api/logout");
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    await queueLogout();
  } finally {
    await clearRiderData();
  }
}
