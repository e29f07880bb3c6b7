import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseSpotId, SPOT_ID_INVALID } from "@/lib/1-domain/forecast/messages";
import type { ForecastModel } from "@/lib/1-domain/weather/model-ids";
import { forecastPageData, spotName } from "@/lib/4-edge/pages";
import { ForecastBody, ForecastFrame } from "./forecast-view";
import { ForecastMessage } from "./forecast-status";

/** A spot's forecast page's title: « Wissant – prévisions ». */
export async function forecastMetadata(id: string): Promise<Metadata> {
  const spotId = parseSpotId(id);
  const name = spotId === null ? null : await spotName(spotId);
  return { title: name ? `${name} – prévisions` : "Prévisions" };
}

/**
 * Spot forecast (spec §2), for one model (null: the default here): a document shared by every rider of the spot and
 * model, built by the framework from cached data (lib/4-edge/pages.ts) and kept until a refresh stores a new run
 * (docs/decisions/0033). The rider's parts are drawn in the browser. An unknown spot is a real 404; a malformed id says
 * « ID du spot invalide » (spec §4); a database failure goes to the route's error view (./error.tsx), never kept.
 */
export async function ForecastRoute({ id, model }: { id: string; model: ForecastModel | null }) {
  const spotId = parseSpotId(id);
  if (spotId === null) return <ForecastMessage>{SPOT_ID_INVALID}</ForecastMessage>;
  const page = await forecastPageData(spotId, model);
  if (page === null) notFound();
  return (
    <ForecastFrame spot={page.spot}>
      <ForecastBody page={page} />
    </ForecastFrame>
  );
}
