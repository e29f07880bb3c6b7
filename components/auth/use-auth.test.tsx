// @vitest-environment jsdom
import { act, Suspense, use } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_PREFERENCES } from "@/lib/1-domain/validation/preferences";
import type { PublicUser } from "@/lib/1-domain/users/public-user";
import { AuthProvider, useAuth } from "./use-auth";

/*
 * A page's rider-specific part streams in late, inside a Suspense boundary (the home, app/(app)/page.tsx). If the
 * browser learns the rider (GET /api/user) before that part's HTML has arrived, nothing may draw the part in its
 * place: React would draw it itself beside the streamed copy (two « Où naviguer » on the home, the part rendered
 * twice on a phone). Here the part's HTML never arrives, and the page must keep showing its placeholder. The boundary
 * sits in a frame that does not change (`<main>`, as the app's layouts): React looks for a changed context's readers
 * under such a frame, and would reach the boundary waiting there.
 */

const rider: PublicUser = {
  id: 7,
  username: "leucate_rider",
  email: "rider@example.fr",
  firstName: "Camille",
  lastName: null,
  isAuthenticated: true,
  preferences: DEFAULT_PREFERENCES,
};

const never = new Promise<never>(() => undefined);

function Greeting() {
  const { user, known } = useAuth();
  return <p>{known ? `Bonjour ${user?.firstName ?? "inconnu"}` : "Qui est là ?"}</p>;
}

function LatePart({ server }: { server: boolean }) {
  if (server) use(never);
  return <p>Partie dessinée par le navigateur</p>;
}

function Page({ server }: { server: boolean }) {
  return (
    <div>
      <AuthProvider>
        <Greeting />
        <main>
          <Suspense fallback={<p>Chargement…</p>}>
            <LatePart server={server} />
          </Suspense>
        </main>
      </AuthProvider>
    </div>
  );
}

/** The page's first bytes as a browser receives them: the shell, the late part still pending. */
async function shell(): Promise<string> {
  const stop = new AbortController();
  const stream = await renderToReadableStream(<Page server />, { signal: stop.signal, onError: () => undefined });
  const { value } = await stream.getReader().read();
  stop.abort();
  // React's timing script is left out: scripts set through innerHTML do not run.
  return new TextDecoder().decode(value).replace(/<script>.*?<\/script>/g, "");
}

// React's act() drives the browser's renders here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("AuthProvider", () => {
  it("learns the rider without drawing a part whose HTML is still streaming", async () => {
    const html = await shell();
    expect(html).toContain("Chargement…");
    expect(html).not.toContain("Partie dessinée");
    let answer!: (response: Response) => void;
    vi.stubGlobal("fetch", () => new Promise<Response>((resolve) => (answer = resolve)));

    // The page is still loading: the rest of its HTML is on its way (React draws a boundary still pending in a
    // document that has finished loading itself).
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page server={false} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.textContent).toContain("Qui est là ?");
    expect(container.textContent).toContain("Chargement…");

    await act(async () => answer(Response.json(rider)));

    expect(container.textContent).toContain("Bonjour Camille");
    expect(container.textContent).toContain("Chargement…");
    expect(container.textContent).not.toContain("Partie dessinée");
    expect(errors).toEqual([]);
  });
});
