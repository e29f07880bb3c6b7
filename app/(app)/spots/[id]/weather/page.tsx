import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { ForecastBody, ForecastFrame, ForecastView } from "@/components/forecast/forecast-view";
import { ForecastLoading } from "@/components/forecast/forecast-status";
import { parseSpotId } from "@/lib/1-domain/forecast/messages";
import { MODEL_PARAM } from "@/lib/1-domain/forecast/model-param";
import { currentUser } from "@/lib/4-edge/auth/session";
import { getSessionUser } from "@/lib/4-edge/auth/users";
import { offerRiderView } from "@/lib/4-edge/http/markup-handoff";
import { riderView, samePageData } from "@/components/forecast/rider-view";
import type { SpotDetails } from "@/lib/1-domain/forecast/api-types";
import { TIMED_OUT, within } from "@/lib/0-base/within";
import { forecastPageData, forecastSpotData, riderForecastPageData, spotName } from "@/lib/4-edge/pages";
import { isForecastModel, type ForecastModel } from "@/lib/1-domain/weather/model-ids";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const spotId = parseSpotId((await params).id);
  const name = spotId === null ? null : await spotName(spotId);
  return { title: name ? `${name} – prévisions` : "Prévisions" };
}

const renderedAt = () => Date.now();

/**
 * How long the page waits for its forecast to send it whole. Past that (the provider is being asked for a stale
 * or missing forecast), the spot's header goes out with the loading state and the forecast streams in after it.
 * Only when a browser loads the page as a document: a render for the router (a tap from another page, the
 * hourly refresh, another model) waits for the whole forecast, the current page staying in view meanwhile; a
 * loading state there would replace a table already shown.
 */
const WHOLE_PAGE_WAIT_MS = 400;

/**
 * Spot forecast (spec §2), rendered here for the model in the URL (`?modele=`, issue 12; an unknown one is the
 * default): the week's table ships as HTML and only its small islands hydrate. Usually the page is sent whole,
 * in reading order, once its few queries are answered: a streamed part would be revealed ≥ 300 ms after the first
 * paint (React 19.2 throttles reveals), later than the whole page takes to render here. Only a forecast slower
 * than WHOLE_PAGE_WAIT_MS streams in, after the header and the loading state.
 */
export default async function SpotWeatherPage({ params, searchParams }: Props) {
  const spotId = parseSpotId((await params).id);
  if (spotId === null) return <ForecastView spotId={null} initial={{}} now={renderedAt()} />;
  let spot: SpotDetails | null;
  try {
    spot = await forecastSpotData(spotId);
  } catch (error) {
    console.error(`[prévisions] page du spot ${spotId} :`, error);
    return <ForecastView spotId={spotId} initial={{}} now={renderedAt()} />;
  }
  // An unknown spot is a real 404, with the not-found page's way back to the list.
  if (spot === null) notFound();
  const asked = (await searchParams)[MODEL_PARAM];
  const asDocument = (await headers()).get("sec-fetch-dest") === "document";
  const forecast = forecastSection(spotId, isForecastModel(asked) ? asked : undefined);
  const ready = await within(forecast, asDocument ? WHOLE_PAGE_WAIT_MS : Infinity);
  return (
    <ForecastFrame spot={spot}>
      {ready !== TIMED_OUT ? ready : (
        <Suspense fallback={<ForecastLoading />}>
          <Streamed section={forecast} />
        </Suspense>
      )}
    </ForecastFrame>
  );
}

async function forecastSection(spotId: number, model: ForecastModel | undefined): Promise<ReactNode> {
  const user = await currentUser();
  const initial = await forecastPageData(spotId, user?.id ?? null, model);
  if (!initial.spot) return <ForecastView spotId={spotId} initial={initial} now={renderedAt()} />;
  // The server's clock: the « maintenant » column and the live reading's age are those of this render.
  const now = renderedAt();
  // The riders of this spot may share this document for a few seconds, each with their own parts drawn in it
  // (lib/4-edge/http/page-templates.ts): offered only when it holds a rider's verdicts; another rider's view is
  // drawn from it only in the same hour, from the same shared page data, with their own verdicts judged.
  const forRider = user && initial.verdicts && initial.windows ? await riderForecastPageData(spotId) : null;
  if (user && forRider) {
    offerRiderView({
      user,
      view: async (headers: Headers) => {
        const rider = await getSessionUser(headers);
        const at = Date.now();
        if (!rider || Math.floor(at / HOUR_MS) !== Math.floor(now / HOUR_MS)) return null;
        const theirs = await forRider(rider.id, model);
        if (!theirs?.verdicts || !theirs.windows || !samePageData(theirs, initial)) return null;
        return { user: rider, view: riderView(theirs, rider, at) };
      },
    });
  }
  return <ForecastBody initial={initial} now={now} user={user} />;
}

const HOUR_MS = 3_600_000;

async function Streamed({ section }: { section: Promise<ReactNode> }) {
  return await section;
}
