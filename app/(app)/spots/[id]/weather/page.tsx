import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ForecastView } from "@/components/forecast/forecast-view";
import { parseSpotId } from "@/lib/forecast-display/messages";
import { currentUser } from "@/lib/auth/session";
import { forecastPageData, spotName } from "@/lib/page-data";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const spotId = parseSpotId((await params).id);
  const name = spotId === null ? null : await spotName(spotId);
  return { title: name ? `${name} – prévisions` : "Prévisions" };
}

const renderedAt = () => Date.now();

/** Spot forecast (spec §2): rendered on the server with the stored data, then kept by the client's queries. */
export default async function SpotWeatherPage({ params }: Props) {
  const spotId = parseSpotId((await params).id);
  if (spotId === null) return <ForecastView spotId={null} initial={{}} />;
  const user = await currentUser();
  const initial = await forecastPageData(spotId, user?.id ?? null);
  // An unknown spot is a real 404, with the not-found page's way back to the list.
  if (initial.spot === null) notFound();
  // The server's clock, handed to the browser: the « maintenant » column then hydrates as it was rendered.
  return <ForecastView spotId={spotId} initial={initial} now={renderedAt()} />;
}
