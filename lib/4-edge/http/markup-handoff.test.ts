import { describe, expect, it } from "vitest";
import { handMarkup, rendersDocument, runInMarkupScope } from "./markup-handoff";
import { handedMarkup } from "../../0-base/markup-handoff-reader";

describe("rendersDocument", () => {
  it("is true only for a page asked as a document", () => {
    expect(rendersDocument("GET", "/spots/3/weather", { accept: "text/html" })).toBe(true);
    expect(rendersDocument("HEAD", "/", {})).toBe(true);
    // A client navigation or refresh, a prefetch, a server action: React's payload alone, no HTML render.
    expect(rendersDocument("GET", "/spots/3/weather", { rsc: "1" })).toBe(false);
    expect(rendersDocument("GET", "/spots", { "next-router-prefetch": "1" })).toBe(false);
    expect(rendersDocument("POST", "/profile", { "next-action": "abc" })).toBe(false);
    expect(rendersDocument("POST", "/profile", {})).toBe(false);
    // The API and Next's files never render a page.
    expect(rendersDocument("GET", "/api/weather/3", {})).toBe(false);
    expect(rendersDocument("GET", "/_next/static/chunks/a.js", {})).toBe(false);
  });
});

describe("handMarkup", () => {
  it("hands markup to the same request's HTML render, under ids unique to the document", async () => {
    const closers: (() => void)[] = [];
    const ids = await runInMarkupScope((drop) => closers.push(drop), async () => {
      const first = handMarkup("<table>1</table>");
      await new Promise((resolve) => setTimeout(resolve, 1)); // still this request after an await
      const second = handMarkup("<table>2</table>");
      expect(handedMarkup(first!)).toBe("<table>1</table>");
      expect(handedMarkup(second!)).toBe("<table>2</table>");
      return [first!, second!];
    });
    expect(new Set(ids).size).toBe(2);
    const other = runInMarkupScope(() => undefined, () => handMarkup("<table>1</table>"));
    expect(ids).not.toContain(other);
    // Outside the request, nothing to read.
    expect(handedMarkup(ids[0]!)).toBeUndefined();
    expect(closers).toHaveLength(1);
  });

  it("drops a request's markup once its response is closed", () => {
    let close = () => {};
    const [before, after] = runInMarkupScope((drop) => (close = drop), () => {
      const id = handMarkup("<table>1</table>")!;
      const kept = handedMarkup(id);
      close();
      return [kept, handedMarkup(id)];
    });
    expect(before).toBe("<table>1</table>");
    expect(after).toBeUndefined();
  });

  it("answers null where the markup must travel in React's payload: outside a document request's scope", () => {
    expect(handMarkup("<table></table>")).toBeNull();
  });

  it("keeps each request's markup apart when requests interleave", async () => {
    const request = (n: number) =>
      runInMarkupScope(() => undefined, async () => {
        const id = handMarkup(`<p>${n}</p>`)!;
        await new Promise((resolve) => setTimeout(resolve, 5 - n));
        return handedMarkup(id);
      });
    expect(await Promise.all([1, 2, 3].map(request))).toEqual(["<p>1</p>", "<p>2</p>", "<p>3</p>"]);
  });
});
