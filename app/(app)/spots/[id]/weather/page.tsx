import type { Metadata } from "next";
import { cache } from "react";
import { ForecastView } from "@/components/forecast/forecast-view";
import { getDb } from "@/db/client";
import { loadForecastPage } from "@/lib/forecast-data/page-data";
import { getSpot } from "@/lib/forecast-data/spot";
import { parseSpotId } from "@/lib/forecast/messages";

type Props = { params: Promise<{ id: string }> };

// Once per request for both the title and the page.
const pageData = cache((spotId: number) => loadForecastPage(getDb(), spotId));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const spotId = parseSpotId((await params).id);
  const spot = spotId === null ? null : await getSpot(getDb(), spotId).catch(() => null);
  return { title: spot ? `${spot.name} – prévisions` : "Prévisions" };
}

/** Spot forecast (spec §2): rendered on the server with the stored data, then kept by the client's queries. */
export default async function SpotWeatherPage({ params }: Props) {
  const spotId = parseSpotId((await params).id);
  if (spotId === null) return <ForecastView spotId={null} initial={{}} />;
  return <ForecastView spotId={spotId} initial={await pageData(spotId)} />;
}
