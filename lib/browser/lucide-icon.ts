// Stands in for lucide-react's createLucideIcon (see next.config.ts). Each lucide icon module keeps its own
// drawing and calls this to become a component; lucide's generic Icon (context, absolute stroke widths, alias
// classes, ~1.7 kB gzip on every page) is more than the app uses. Same markup as lucide for the props the app
// passes: className, size, color, strokeWidth, aria-*/role/title, children.
import { createElement, type ReactNode, type SVGProps } from "react";

type IconNode = [tag: string, attrs: Record<string, string>][];
type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; children?: ReactNode };

const isA11yProp = (name: string, value: unknown) => value != null && (name.startsWith("aria-") || name === "role" || name === "title");

export default function createLucideIcon(icon: { name: string; node: IconNode }) {
  function LucideIcon({ className, size = 24, color = "currentColor", strokeWidth = 2, children, ...rest }: IconProps) {
    const labelled = Boolean(children) || Object.entries(rest).some(([name, value]) => isA11yProp(name, value));
    const classes = new Set(["lucide", `lucide-${icon.name}`, ...(className ? className.split(/\s+/) : [])]);
    classes.delete("");
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: color,
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [...classes].join(" "),
        ...(labelled ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  }
  LucideIcon.displayName = icon.name;
  return LucideIcon;
}
