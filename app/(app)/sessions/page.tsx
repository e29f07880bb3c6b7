import { NotebookPen, Trash2 } from "lucide-react";
import type { Metadata } from "next";
import { LogSessionButton } from "@/components/sessions/log-session-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { MY_SESSIONS, SESSIONS_PAGE, SHIFT_TEXT } from "@/lib/1-domain/logbook/messages";
import { SessionsList } from "./_components/sessions-list";
import { ShiftPanel } from "./_components/shift-panel";

export const metadata: Metadata = { title: MY_SESSIONS };

/*
 * « Mes sessions » (docs/decisions/0030-rider-logbook.md): the rider's logbook, each session beside what Alizé forecast
 * and what the station measured, and how their kites sit against the kite-size rule. Titles, cards and icons are
 * drawn here on the server; the list and the panel are the rider's, fetched in the browser.
 */
export default function SessionsPage() {
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5">
      <header className="space-y-3">
        <div className="space-y-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <NotebookPen aria-hidden className="size-6 text-primary" />
            {MY_SESSIONS}
          </h1>
          <p className="text-sm text-muted-foreground">{SESSIONS_PAGE.description}</p>
        </div>
        <LogSessionButton className="w-full sm:w-auto" />
      </header>

      <Card data-testid="kite-shift">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle className="text-lg">
            <h2>{SHIFT_TEXT.title}</h2>
          </CardTitle>
          <CardDescription>{SHIFT_TEXT.rule}</CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <ShiftPanel />
        </CardContent>
      </Card>

      <SessionsList
        loading={
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> {SESSIONS_PAGE.loading}
          </p>
        }
        empty={
          <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed px-4 py-5">
            <NotebookPen aria-hidden className="size-6 text-muted-foreground" />
            <p className="font-medium">{SESSIONS_PAGE.empty}</p>
            <p className="text-sm text-muted-foreground">{SESSIONS_PAGE.emptyHint}</p>
          </div>
        }
        removeIcon={<Trash2 aria-hidden className="size-5 sm:size-4" />}
      />
    </div>
  );
}
