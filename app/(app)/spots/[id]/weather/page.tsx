import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { ForecastBody, ForecastFrame, ForecastView } from "@/components/forecast/forecast-view";
import { ForecastLoading } from "@/components/forecast/forecast-status";
import { parseSpotId } from "@/lib/forecast-display/messages";
import { MODEL_PARAM } from "@/lib/forecast-display/model-param";
import { currentUser } from "@/lib/auth/session";
import type { SpotDetails } from "@/lib/forecast-store/types";
import { forecastPageData, forecastSpotData, spotName } from "@/lib/page-data";
import { isForecastModel, type ForecastModel } from "@/lib/weather/model-ids";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const spotId = parseSpotId((await params).id);
  const name = spotId === null ? null : await spotName(spotId);
  return { title: name ? `${name} – prévisions` : "Prévisions" };
}

const renderedAt = () => Date.now();

/**
 * Spot forecast (spec §2), rendered here for the model in the URL (`?modele=`, issue 12; an unknown one is the
 * default): the week's table ships as HTML and only its small islands hydrate. The spot's header goes out first,
 * the forecast (a few queries and the verdicts) streams in after it.
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
  return (
    <ForecastFrame spot={spot}>
      <Suspense fallback={<ForecastLoading />}>
        <Forecast spotId={spotId} model={isForecastModel(asked) ? asked : undefined} />
      </Suspense>
    </ForecastFrame>
  );
}

async function Forecast({ spotId, model }: { spotId: number; model: ForecastModel | undefined }) {
  const user = await currentUser();
  const initial = await forecastPageData(spotId, user?.id ?? null, model);
  if (!initial.spot) return <ForecastView spotId={spotId} initial={initial} now={renderedAt()} />;
  // The server's clock: the « maintenant » column and the live reading's age are those of this render.
  return <ForecastBody initial={initial} now={renderedAt()} />;
}
