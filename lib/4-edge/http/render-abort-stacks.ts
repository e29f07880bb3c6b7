/*
 * Server process only. When a React server render completes, React aborts the render's cacheController with
 * an Error whose message says so (react-server, "This render completed successfully…"). V8 keeps an unformatted
 * stack as call-site records that hold each frame's receiver: here a setImmediate entry, linked to the immediates
 * queued after it, whose async context (Node 20's AsyncLocalStorage) holds the next render's request store, its
 * own cacheController and completion Error, and so on. Every render kept the next one alive (request, response,
 * rendered payload) for as long as a keep-alive socket stayed open: the web server's heap grew with every page
 * (docs/decisions/0023-render-memory.md). The same as react/react#37288; until React stops capturing that stack,
 * it is dropped here, the moment the controller is aborted with it.
 */
const RENDER_COMPLETED = "This render completed successfully.";

let installed = false;

export function dropRenderCompletedStacks(): void {
  if (installed) return;
  installed = true;
  const abort = AbortController.prototype.abort;
  AbortController.prototype.abort = function (this: AbortController, reason?: unknown) {
    if (reason instanceof Error && reason.message.startsWith(RENDER_COMPLETED)) {
      // An own data property replaces V8's lazy stack accessor and releases its call-site records.
      Object.defineProperty(reason, "stack", { value: `Error: ${reason.message}`, writable: true, configurable: true });
    }
    return abort.call(this, reason);
  };
}
