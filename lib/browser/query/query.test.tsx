import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from "@/lib/browser/query";
import { queryResult } from "./hooks";

/*
 * lib/query as the app's pages see it. No DOM in these tests: the cache is driven the way the hooks drive it
 * (one `mount` per component shown, `subscribe` for re-renders), and the first paint is rendered on the server.
 */

/** A server answer the test releases by hand, counting the calls. */
function server<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const fn = () => new Promise<T>((resolve, reject) => void calls.push({ resolve, reject }));
  return { fn, calls };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("lib/query", () => {
  it("two components of one key share one fetch and both see its answer", async () => {
    const client = new QueryClient({ staleTime: 60_000 });
    const api = server<string[]>();
    const a = client.build(["/api/spots"], undefined, api.fn);
    client.mount(a, true);
    const b = client.build(["/api/spots"], undefined, api.fn);
    client.mount(b, true);
    expect(api.calls).toHaveLength(1);
    let renders = 0;
    client.subscribe(() => renders++);
    api.calls[0]!.resolve(["La Torche"]);
    await tick();
    expect(renders).toBeGreaterThan(0);
    expect(queryResult(a.s, true).data).toEqual(["La Torche"]);
    expect(queryResult(b.s, true).data).toEqual(["La Torche"]);
    // Fresh: a third component mounted now reads the cache without asking again.
    client.mount(client.build(["/api/spots"], undefined, api.fn), true);
    expect(api.calls).toHaveLength(1);
  });

  it("initial data counts as fresh: no fetch on mount; staleTime 0 fetches", () => {
    const client = new QueryClient({ staleTime: 60_000 });
    const api = server<number>();
    client.mount(client.build(["/api/weather/7"], 12, api.fn), true);
    expect(api.calls).toHaveLength(0);
    client.mount(client.build(["/api/validate-reset-token", "t"], { valid: true }, api.fn), true, 0);
    expect(api.calls).toHaveLength(1);
  });

  it("enabled false never fetches, not even on invalidation", async () => {
    const client = new QueryClient();
    const api = server<number>();
    const e = client.build(["/api/spots/nearest", undefined, undefined], undefined, api.fn);
    client.mount(e, false);
    await client.invalidateQueries();
    expect(api.calls).toHaveLength(0);
    const result = queryResult(e.s, false);
    expect(result).toMatchObject({ isPending: true, isLoading: false, isFetching: false });
  });

  it("invalidation by key prefix refetches the keys shown and marks the others stale", async () => {
    const client = new QueryClient({ staleTime: 60_000 });
    const verdicts = server<string>();
    const other = server<string>();
    const shown = client.build(["/api/spots/7/verdicts", "stamp", "blend"], "old", verdicts.fn);
    client.mount(shown, true);
    const hidden = client.build(["/api/spots/7/verdicts", "stamp", "arome"], "old", verdicts.fn);
    const unrelated = client.build(["/api/spots/7/verdictsX"], "x", other.fn);
    client.mount(unrelated, true);
    void client.invalidateQueries({ queryKey: ["/api/spots/7/verdicts"] });
    expect(verdicts.calls).toHaveLength(1);
    expect(other.calls).toHaveLength(0);
    verdicts.calls[0]!.resolve("new");
    await tick();
    expect(shown.s.data).toBe("new");
    // The hidden one is fetched when it is shown again.
    client.mount(hidden, true);
    expect(verdicts.calls).toHaveLength(2);
  });

  it("an error is shown as such, with the previous data kept", async () => {
    const client = new QueryClient();
    const api = server<string>();
    const e = client.build(["/api/alerts"], undefined, api.fn);
    client.mount(e, true);
    expect(queryResult(e.s, true)).toMatchObject({ isPending: true, isLoading: true });
    api.calls[0]!.reject(new Error("500: panne"));
    await tick();
    expect(queryResult(e.s, true)).toMatchObject({ isError: true, isPending: false });
    expect((queryResult(e.s, true).error as Error).message).toBe("500: panne");
  });

  it("keepPreviousData: another key loading keeps the previous data shown, marked as placeholder", async () => {
    const client = new QueryClient();
    const api = server<string>();
    const blend = client.build(["/api/weather/7", "blend"], "blend hours", api.fn);
    const shownBefore = { data: queryResult(blend.s, true).data };
    const arome = client.build(["/api/weather/7", "arome"], undefined, api.fn);
    client.mount(arome, true);
    expect(queryResult(arome.s, true, shownBefore)).toMatchObject({ data: "blend hours", isPlaceholderData: true, isLoading: false, isFetching: true });
    api.calls[0]!.resolve("arome hours");
    await tick();
    expect(queryResult(arome.s, true, shownBefore)).toMatchObject({ data: "arome hours", isPlaceholderData: false });
  });

  it("an optimistic update is rolled back when the call fails, and the list reloads once the last one settles", async () => {
    const client = new QueryClient({ staleTime: 60_000 });
    const list = server<{ id: number; fav: boolean }[]>();
    const spots = client.build(["/api/spots"], [{ id: 1, fav: false }], list.fn);
    client.mount(spots, true);
    const flip = (fav: boolean) => (old: { id: number; fav: boolean }[] | undefined) => old?.map((s) => ({ ...s, fav }));
    const order: string[] = [];
    const refused = server<null>();
    const toggle = (fail: boolean) => ({
      mutationKey: ["favorite"],
      scope: { id: "favorite-1" },
      mutationFn: (fav: boolean) => {
        order.push(`call ${fav}`);
        return fail ? refused.fn() : Promise.resolve(null);
      },
      onMutate: async (fav: boolean) => {
        await client.cancelQueries({ queryKey: ["/api/spots"] });
        client.setQueryData(["/api/spots"], flip(fav));
      },
      onError: (_e: unknown, fav: boolean) => void client.setQueryData(["/api/spots"], flip(!fav)),
      onSettled: () => (client.isMutating({ mutationKey: ["favorite"] }) === 1 ? client.invalidateQueries({ queryKey: ["/api/spots"] }) : undefined),
    });

    const failing = client.mutate(toggle(true), true);
    await tick();
    expect(spots.s.data).toEqual([{ id: 1, fav: true }]); // the star changes at once
    refused.calls[0]!.reject(new Error("500"));
    await tick();
    expect(spots.s.data).toEqual([{ id: 1, fav: false }]); // rolled back
    expect(list.calls).toHaveLength(1); // then reloaded
    list.calls[0]!.resolve([{ id: 1, fav: false }]);
    await expect(failing).rejects.toThrow("500");

    // Two quick clicks: the calls run one after the other, and only the last one's settling reloads.
    const first = client.mutate(toggle(false), true);
    const second = client.mutate(toggle(false), false);
    await first;
    expect(list.calls).toHaveLength(1);
    await tick();
    expect(order).toEqual(["call true", "call true", "call false"]);
    expect(list.calls).toHaveLength(2);
    list.calls[1]!.resolve([{ id: 1, fav: false }]);
    await second;
    expect(client.isMutating()).toBe(0);
  });

  it("removeQueries forgets the data; setQueryData with an updater returning undefined changes nothing", () => {
    const client = new QueryClient();
    client.setQueryData(["/api/user"], { id: 1 });
    client.setQueryData(["/api/spots"], [1]);
    client.setQueryData(["/api/spots"], () => undefined);
    expect(client.getQueryData(["/api/spots"])).toEqual([1]);
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== "/api/user" });
    expect(client.getQueryData(["/api/spots"])).toBeUndefined();
    expect(client.getQueryData(["/api/user"])).toEqual({ id: 1 });
  });

  it("the server's first paint shows initial data, and an enabled key without it as loading", () => {
    function Spot({ initial }: { initial?: string }) {
      const q = useQuery({ queryKey: ["/api/spots/7"], queryFn: async () => "fetched", initialData: initial, placeholderData: keepPreviousData });
      return <p>{q.isLoading ? "chargement" : q.data}</p>;
    }
    const render = (initial?: string) =>
      renderToStaticMarkup(
        <QueryClientProvider client={new QueryClient()}>
          <Spot initial={initial} />
        </QueryClientProvider>,
      );
    expect(render("La Torche")).toBe("<p>La Torche</p>");
    expect(render()).toBe("<p>chargement</p>");
  });
});
