import { act, Suspense, use, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server";
import { afterEach, vi } from "vitest";

/*
 * A page streamed in parts, for the jsdom tests of what the browser does before the rest of the page has arrived:
 * the shell as the browser first receives it, one part still pending, then hydrated while the document is loading.
 */

export const never = new Promise<never>(() => undefined);

/** The part whose HTML is still on its way: it waits on the server; in the browser, it shows that React drew it itself. */
export function LatePart({ server }: { server: boolean }) {
  if (server) use(never);
  return <p>Partie dessinée par le navigateur</p>;
}
export const DRAWN_BY_BROWSER = "Partie dessinée";
export const PLACEHOLDER = "Chargement…";

/**
 * The late part in its boundary, inside a frame that does not change (`<main>`, as the app's layouts): React looks
 * for a changed context's readers under such a frame, and would reach the boundary waiting there.
 */
export function PendingPart({ server }: { server: boolean }) {
  return (
    <main>
      <Suspense fallback={<p>{PLACEHOLDER}</p>}>
        <LatePart server={server} />
      </Suspense>
    </main>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

// React's act() drives the browser's renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The page's first bytes, the pending parts as their placeholders (the root must be an element, not a fragment). */
export async function streamedShell(page: ReactElement): Promise<string> {
  const stop = new AbortController();
  const stream = await renderToReadableStream(page, { signal: stop.signal, onError: () => undefined });
  const { value } = await stream.getReader().read();
  stop.abort();
  // React's timing script is left out: scripts set through innerHTML do not run.
  return new TextDecoder().decode(value).replace(/<script>.*?<\/script>/g, "");
}

/**
 * Hydrates `page` over `html` in a document still loading (React draws a boundary still pending in a document that
 * has finished loading itself). Returns the container and the errors React recovered from.
 */
export async function hydrateWhileLoading(html: string, page: ReactElement): Promise<{ container: HTMLElement; errors: unknown[] }> {
  vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}
