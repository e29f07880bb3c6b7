import { BellOff, CheckCircle2, TriangleAlert } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardStatusHeader } from "@/components/ui/card";
import { ONE_CLICK_FIELD, ONE_CLICK_VALUE, UNSUBSCRIBE_API_PATH, type UnsubscribePageState } from "@/lib/3-features/alerts/unsubscribe";
import { UNSUBSCRIBE_TEXTS as T } from "@/lib/1-domain/alerts/messages-unsubscribe";

/*
 * The page of an alert e-mail's unsubscribe link. Viewing it changes nothing; the button is a plain form
 * that POSTs the same one-click request as a mail provider, so it works before (and without) JavaScript.
 */
function Shell({ icon, title, children, footer }: { icon: ReactNode; title: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Card className="mx-auto mt-6 w-full max-w-md">
      <CardStatusHeader icon={icon} title={title} />
      <CardContent className="space-y-3 text-center">{children}</CardContent>
      <CardFooter className="justify-center">{footer}</CardFooter>
    </Card>
  );
}

const myAlerts = (
  <Button asChild variant="outline">
    <Link href="/profile">{T.myAlerts}</Link>
  </Button>
);

export function UnsubscribeView({ state }: { state: UnsubscribePageState }) {
  switch (state.kind) {
    case "invalid":
      return (
        <Shell icon={<TriangleAlert aria-hidden className="mx-auto size-10 text-destructive" />} title={T.invalidLink} footer={myAlerts}>
          <p className="text-muted-foreground">{T.invalidHelp}</p>
        </Shell>
      );
    case "missing":
      return (
        <Shell icon={<TriangleAlert aria-hidden className="mx-auto size-10 text-muted-foreground" />} title={T.missingTitle} footer={myAlerts}>
          <p className="text-muted-foreground">{T.missingBody}</p>
        </Shell>
      );
    case "paused":
      return (
        <Shell icon={<CheckCircle2 aria-hidden className="mx-auto size-10 text-wind-good" />} title={T.pausedTitle} footer={myAlerts}>
          <p>{T.pausedBody(state.spotName)}</p>
        </Shell>
      );
    case "active":
      return (
        <Shell
          icon={<BellOff aria-hidden className="mx-auto size-10 text-primary" />}
          title={T.question(state.spotName)}
          footer={
            <form method="post" action={`${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(state.token)}`}>
              <input type="hidden" name={ONE_CLICK_FIELD} value={ONE_CLICK_VALUE} />
              <Button type="submit">{T.pauseButton}</Button>
            </form>
          }
        >
          <p className="text-muted-foreground">{T.explanation}</p>
        </Shell>
      );
  }
}
