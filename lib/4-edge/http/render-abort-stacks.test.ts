import { describe, expect, it } from "vitest";
import { dropRenderCompletedStacks } from "./render-abort-stacks";

describe("dropRenderCompletedStacks", () => {
  it("leaves React's render-completed abort reason without call sites, and other reasons as they are", () => {
    dropRenderCompletedStacks();
    dropRenderCompletedStacks(); // once only, however often called
    const completed = new AbortController();
    completed.abort(new Error("This render completed successfully. All cacheSignals are now aborted to allow clean up of any unused resources."));
    const reason = completed.signal.reason as Error;
    expect(reason.stack).toBe(`Error: ${reason.message}`);
    expect(completed.signal.aborted).toBe(true);

    const other = new AbortController();
    other.abort(new Error("délai dépassé"));
    expect((other.signal.reason as Error).stack).toMatch(/\n\s+at /);
    const plain = new AbortController();
    plain.abort();
    expect(plain.signal.reason).toBeInstanceOf(DOMException);
  });
});
