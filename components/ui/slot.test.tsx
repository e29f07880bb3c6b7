import Link from "next/link";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { Slot } from "./slot";

/* `asChild`: a link styled as a button stays a link, with the button's look and its own attributes. */
describe("Slot", () => {
  it("renders a Button asChild as the link itself, with both class lists", () => {
    const html = renderToStaticMarkup(
      <Button asChild size="sm" className="h-11">
        <Link href="/spots" className="font-bold">Voir les spots</Link>
      </Button>,
    );
    expect(html).toMatch(/^<a [^>]*href="\/spots"/);
    expect(html).not.toContain("<button");
    expect(html).toContain('data-slot="button"');
    const classes = /class="([^"]+)"/.exec(html)![1].split(" ");
    expect(classes).toEqual(expect.arrayContaining(["inline-flex", "h-11", "font-bold"]));
    expect(classes).not.toContain("h-8"); // the caller's height replaces the size's
    expect(html).toContain(">Voir les spots</a>");
  });

  it("runs both click handlers, the child's first, and sets both refs", () => {
    const calls: string[] = [];
    const slotRef: { current: unknown } = { current: null };
    let childNode: unknown = "unset";
    const element = Slot({
      onClick: () => calls.push("slot"),
      ref: slotRef,
      style: { color: "red" },
      children: <span onClick={() => calls.push("child")} ref={(n: unknown) => void (childNode = n)} style={{ margin: 1 }} />,
    }) as unknown as { props: { onClick: () => void; ref: (n: unknown) => void; style: object } };
    element.props.onClick();
    element.props.ref("node");
    expect(calls).toEqual(["child", "slot"]);
    expect(slotRef.current).toBe("node");
    expect(childNode).toBe("node");
    expect(element.props.style).toEqual({ color: "red", margin: 1 });
  });

  it("renders nothing without an element child", () => {
    expect(renderToStaticMarkup(<Slot>texte</Slot>)).toBe("");
  });
});
