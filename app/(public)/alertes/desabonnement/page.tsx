import type { Metadata } from "next";
import { Suspense } from "react";
import { UNSUBSCRIBE_TEXTS } from "@/lib/1-domain/alerts/messages-unsubscribe";
import { unsubscribePageData } from "@/lib/4-edge/pages";
import { UnsubscribeView } from "./unsubscribe-view";

// Reached from an alert e-mail, without a session; the token in the address is never to be indexed.
export const metadata: Metadata = { title: UNSUBSCRIBE_TEXTS.pageTitle, robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The alert the link names, read for this request (its token is in the address). */
export default function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense>
      <UnsubscribeContent searchParams={searchParams} />
    </Suspense>
  );
}

export async function UnsubscribeContent({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  return <UnsubscribeView state={await unsubscribePageData(typeof token === "string" ? token : undefined)} />;
}
