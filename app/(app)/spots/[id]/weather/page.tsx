import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ForecastView } from "@/components/forecast/forecast-view";
import { parseSpotId } from "@/lib/forecast-display/messages";
import { MODEL_PARAM } from "@/lib/forecast-display/model-param";
import { currentUser } from "@/lib/auth/session";
import { forecastPageData, spotName } from "@/lib/page-data";
import { isForecastModel } from "@/lib/weather/model-ids";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const spotId = parseSpotId((await params).id);
  const name = spotId === null ? null : await spotName(spotId);
  return { title: name ? `${name} – prévisions` : "Prévisions" };
}

const renderedAt = () => Date.now();

/**
 * Spot forecast (spec §2), rendered here for the model in the URL (`?modele=`, issue 12; an unknown one is the
 * default): the week's table ships as HTML and only its small islands hydrate.
 */
export default async function SpotWeatherPage({ params, searchParams }: Props) {
  const spotId = parseSpotId((await params).id);
  if (spotId === null) return <ForecastView spotId={null} initial={{}} now={renderedAt()} />;
  const asked = (await searchParams)[MODEL_PARAM];
  const user = await currentUser();
  const initial = await forecastPageData(spotId, user?.id ?? null, isForecastModel(asked) ? asked : undefined);
  // An unknown spot is a real 404, with the not-found page's way back to the list.
  if (initial.spot === null) notFound();
  // The server's clock: the « maintenant » column and the live reading's age are those of this render.
  return <ForecastView spotId={spotId} initial={initial} now={renderedAt()} />;
}
