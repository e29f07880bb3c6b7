import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from "react";

type AnyProps = Record<string, unknown>;

function composeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/**
 * Renders its only child with the slot's props merged in (the `asChild` pattern): classes are joined, styles
 * merged, event handlers both run (the child's first), refs both set. The child's other props win. About 0.3 kB
 * instead of Radix's Slot (~1.9 kB gzip on every page).
 */
export function Slot({ children, ...slotProps }: AnyProps & { children?: ReactNode }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<AnyProps>;
  const childProps = child.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key in slotProps) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (key === "className" && slotValue && childValue) {
      merged[key] = `${slotValue} ${childValue}`;
    } else if (key === "style" && slotValue && childValue) {
      merged[key] = { ...(slotValue as object), ...(childValue as object) };
    } else if (key === "ref" && slotValue && childValue) {
      merged[key] = composeRefs(slotValue as Ref<unknown>, childValue as Ref<unknown>);
    }
  }
  return cloneElement(child, merged);
}
