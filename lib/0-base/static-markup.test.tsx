import { renderToStaticMarkup } from "react-dom/server";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { escapeHtml, staticMarkup } from "./static-markup";

function Cell({ label, n }: { label: string; n: number }) {
  return (
    <td className="text-xs" data-tip={label} data-now="" aria-current={n === 1 ? "time" : undefined} colSpan={2}>
      <svg role="img" aria-label={label} viewBox="0 0 24 24" strokeWidth={2.5} style={{ transform: `rotate(${n * 90}deg)` }}>
        <path d="M12 20V4M5 11l7-7 7 7" />
      </svg>
      <span aria-hidden>{n}</span>
      {n > 1 && <br />}
      {`« ${label} » & <b>`}
      <>
        <abbr title={`"${label}"`} className="block">
          PM
        </abbr>
        {null}
        {false}
      </>
    </td>
  );
}

describe("staticMarkup", () => {
  it("writes what React's renderToStaticMarkup writes for plain elements and function components", () => {
    const tree = (
      <table className="w-full">
        <tbody>
          <tr>
            {[0, 1, 2].map((n) => (
              <Cell key={n} label={`Direction : ${n * 90}° <O>`} n={n} />
            ))}
          </tr>
        </tbody>
      </table>
    );
    expect(staticMarkup(tree)).toBe(renderToStaticMarkup(tree));
  });

  it("escapes text and attributes", () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe("&lt;img src=x onerror=&quot;a(&#x27;b&#x27;)&quot;&gt;&amp;");
    expect(staticMarkup(<p title={'"><script>'}>{"</p><script>alert(1)</script>"}</p>)).toBe(
      "<p title=\"&quot;&gt;&lt;script&gt;\">&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>",
    );
  });

  it("refuses what needs React in the browser: an event handler, a hook, a client component", () => {
    expect(() => staticMarkup(<button onClick={() => {}}>x</button>)).toThrow(/onClick/);
    function WithState() {
      const [n] = useState(0);
      return <span>{n}</span>;
    }
    expect(() => staticMarkup(<WithState />)).toThrow();
    // A "use client" component reaches a server component as a reference to the browser's code.
    const ClientPart = Object.assign(() => <span>x</span>, { $$typeof: Symbol.for("react.client.reference") });
    expect(() => staticMarkup(<ClientPart />)).toThrow(/client component/);
  });
});
