import type { Metadata } from "next";
import { UNSUBSCRIBE_TEXTS } from "@/lib/1-domain/alerts/messages-unsubscribe";
import { unsubscribePageData } from "@/lib/4-edge/pages";
import { UnsubscribeView } from "./unsubscribe-view";

// Reached from an alert e-mail, without a session; the token in the address is never to be indexed.
export const metadata: Metadata = { title: UNSUBSCRIBE_TEXTS.pageTitle, robots: { index: false, follow: false } };

export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  return <UnsubscribeView state={await unsubscribePageData(typeof token === "string" ? token : undefined)} />;
}
