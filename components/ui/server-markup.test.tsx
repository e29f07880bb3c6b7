import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { handMarkup, runInMarkupScope } from "@/lib/4-edge/http/markup-handoff";
import { ServerMarkup } from "./server-markup";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const TABLE = `<table class="forecast-table"><tbody><tr><th scope="row">Vent</th><td>12</td></tr></tbody></table>`;

/* The browser's side (hydration keeps the server's table, a remount draws it again) is proven in Chromium: e2e/forecast.spec.ts. */
describe("ServerMarkup on the server", () => {
  it("writes the markup handed under its id into the HTML, as it writes markup given directly", () => {
    const direct = renderToString(<ServerMarkup className="contents" html={TABLE} />);
    const handed = runInMarkupScope(() => undefined, () => {
      const id = handMarkup(TABLE)!;
      return renderToString(<ServerMarkup className="contents" id={id} />);
    });
    expect(direct).toBe(`<div class="contents">${TABLE}</div>`);
    expect(handed).toBe(direct);
  });

  it("writes an empty block for an id that was not handed in this request (never someone else's table)", () => {
    const id = runInMarkupScope(() => undefined, () => handMarkup(TABLE)!);
    const other = runInMarkupScope(() => undefined, () => renderToString(<ServerMarkup className="contents" id={id} />));
    expect(other).toBe(`<div class="contents"></div>`);
  });
});
