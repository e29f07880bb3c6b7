import { MY_PROFILE } from "@/lib/1-domain/site/messages";
import { BellOff, BellRing, NotebookPen, Pause, Pencil, Play, Trash2, UserRound } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { MY_ALERTS } from "@/lib/1-domain/alerts/messages-my-alerts";
import { CONDITIONS, CONDITIONS_ANCHOR } from "@/lib/1-domain/forecast/messages-conditions";
import { MY_SESSIONS, SESSIONS_PAGE, SESSIONS_PATH } from "@/lib/1-domain/logbook/messages";
import { AlertsList } from "./alerts-list";
import { ConditionsForm } from "./conditions-form";
import { ProfileForm } from "./profile-form";
import { SignedIn, UserInitial, Username } from "./signed-in";

export const metadata: Metadata = { title: MY_PROFILE };

/*
 * Cards, titles and icons are drawn here, on the server; the client components hold only the forms and the
 * alerts' list, and get their icons as elements, so the page ships none of that code. The four cards appear together
 * once the rider is known: « Mes alertes » and « Mes sessions », drawn first, were pushed off the phone's screen when
 * the two forms arrived above them (a layout shift of 0.43).
 */
export default function ProfilePage() {
  return (
    <div className="space-y-6">
      <SignedIn
        fallback={
          <div className="flex min-h-[40vh] items-center justify-center">
            <Spinner className="size-8 text-primary" />
          </div>
        }
      >
        <Card className="mx-auto w-full max-w-xl">
          <CardHeader>
            <div className="flex items-center gap-3">
              <span
                className="flex size-12 items-center justify-center rounded-full bg-secondary text-xl font-bold text-secondary-foreground"
                aria-hidden
              >
                <UserInitial fallback={<UserRound className="size-6" />} />
              </span>
              <div>
                <CardTitle className="text-2xl">
                  <h1>{MY_PROFILE}</h1>
                </CardTitle>
                <CardDescription>Mettez à jour vos informations personnelles</CardDescription>
              </div>
            </div>
          </CardHeader>
          <CardContent>
            <p className="mb-4 text-sm text-muted-foreground">
              Nom d&apos;utilisateur :{" "}
              <span className="font-medium text-foreground">
                <Username />
              </span>
            </p>
            <ProfileForm />
          </CardContent>
        </Card>

        {/* « Mes conditions »: the wind range and level the verdicts are computed for. */}
        <Card id={CONDITIONS_ANCHOR} className="mx-auto w-full max-w-xl scroll-mt-20" data-testid="conditions">
          <CardHeader>
            <CardTitle className="text-xl">
              <h2>{CONDITIONS.title}</h2>
            </CardTitle>
            <CardDescription>{CONDITIONS.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <ConditionsForm />
          </CardContent>
        </Card>

      {/* « Mes alertes »: each alert in plain French, paused, edited or deleted here. */}
      <Card className="mx-auto w-full max-w-xl" data-testid="my-alerts">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle className="flex items-center gap-2 text-xl">
            <BellRing aria-hidden className="size-5 text-primary" />
            <h2>{MY_ALERTS.title}</h2>
          </CardTitle>
          <CardDescription>{MY_ALERTS.description}</CardDescription>
        </CardHeader>
        {/* A little less margin on a phone, so an alert's three actions hold on one line. */}
        <CardContent className="px-4 sm:px-6">
          <AlertsList
            loading={
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner /> {MY_ALERTS.loading}
              </p>
            }
            empty={<EmptyAlerts />}
            texts={{ loadFailed: MY_ALERTS.loadFailed, retry: MY_ALERTS.retry }}
            icons={{
              pause: <Pause aria-hidden />,
              resume: <Play aria-hidden />,
              edit: <Pencil aria-hidden />,
              remove: <Trash2 aria-hidden className="size-5 sm:size-4" />,
            }}
          />
        </CardContent>
      </Card>

      {/* « Mes sessions »: the rider's logbook, on its own page. */}
      <Card className="mx-auto w-full max-w-xl" data-testid="my-sessions-link">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle className="flex items-center gap-2 text-xl">
            <NotebookPen aria-hidden className="size-5 text-primary" />
            <h2>{MY_SESSIONS}</h2>
          </CardTitle>
          <CardDescription>{SESSIONS_PAGE.profileHint}</CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <Button asChild variant="outline" className="h-11">
            <Link href={SESSIONS_PATH}>{SESSIONS_PAGE.profileLink}</Link>
          </Button>
        </CardContent>
      </Card>
      </SignedIn>
    </div>
  );
}

function EmptyAlerts() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed px-4 py-5">
      <BellOff aria-hidden className="size-6 text-muted-foreground" />
      <div className="space-y-1">
        <p className="font-medium">{MY_ALERTS.empty}</p>
        <p className="text-sm text-muted-foreground">{MY_ALERTS.emptyHint}</p>
      </div>
      <Button asChild variant="outline" className="h-11">
        <Link href="/spots">{MY_ALERTS.browseSpots}</Link>
      </Button>
    </div>
  );
}
