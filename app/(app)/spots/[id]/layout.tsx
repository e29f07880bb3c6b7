import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { parseSpotId } from "@/lib/1-domain/spots/messages";
import { spotExists } from "@/lib/4-edge/pages";

type Props = { children: ReactNode; params: Promise<{ id: string }> };

/**
 * An unknown spot is a real 404, status included. Decided here, before anything of the page is sent: once a part
 * of it has streamed (the forecast's loading state when the provider is slow), the answer's status is already
 * 200. A malformed id goes on to the page, which says « ID du spot invalide » (spec §4).
 */
export default async function SpotLayout({ children, params }: Props) {
  const id = parseSpotId((await params).id);
  if (id !== null && !(await spotExists(id))) notFound();
  return children;
}
