import type { ReactNode } from "react";

/** Re-mounted on every navigation: pages fade and slide in (0.3 s, spec §2). */
export default function Template({ children }: { children: ReactNode }) {
  return <div className="animate-page-in">{children}</div>;
}
