// @vitest-environment jsdom
import { act, Suspense, use } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "@/components/auth/use-auth";
import { RiderForecastProvider, useRiderForecast } from "./rider-forecast";

/*
 * A forecast page reads the browser's clock right after hydrating, long before the rider is known (GET /api/user). The
 * rider's context must not change then: a new value reaches every part of the page not hydrated yet (the week's day
 * cards), and React would hydrate them all in that one urgent render, the phone's longest task. A part whose HTML is
 * still streaming shows it: React draws it itself instead of waiting for it.
 */

const never = new Promise<never>(() => undefined);

function Known() {
  const { known } = useRiderForecast();
  return <p>{known ? "Rider connu" : "Rider attendu"}</p>;
}

function LatePart({ server }: { server: boolean }) {
  if (server) use(never);
  return <p>Partie dessinée par le navigateur</p>;
}

function Page({ server }: { server: boolean }) {
  return (
    <div>
      <AuthProvider>
        <RiderForecastProvider verdict={null}>
          <Known />
          <main>
            <Suspense fallback={<p>Chargement…</p>}>
              <LatePart server={server} />
            </Suspense>
          </main>
        </RiderForecastProvider>
      </AuthProvider>
    </div>
  );
}

async function shell(): Promise<string> {
  const stop = new AbortController();
  const stream = await renderToReadableStream(<Page server />, { signal: stop.signal, onError: () => undefined });
  const { value } = await stream.getReader().read();
  stop.abort();
  return new TextDecoder().decode(value).replace(/<script>.*?<\/script>/g, "");
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("RiderForecastProvider", () => {
  it("keeps its value while only the clock moves, leaving the parts still to come to React's own pace", async () => {
    const html = await shell();
    expect(html).toContain("Chargement…");
    // The rider is not known yet: GET /api/user has not answered.
    vi.stubGlobal("fetch", () => never);
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, <Page server={false} />);
    });

    expect(container.textContent).toContain("Rider attendu");
    expect(container.textContent).toContain("Chargement…");
    expect(container.textContent).not.toContain("Partie dessinée");
  });
});
