import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ForecastRoute, forecastMetadata } from "@/components/forecast/forecast-route";
import { isForecastModel } from "@/lib/1-domain/weather/model-ids";

type Props = { params: Promise<{ id: string; model: string }> };

/** See ../page.tsx: one page known at build, the others made on their first visit. */
export function generateStaticParams() {
  return [{ id: "0", model: "blend" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return forecastMetadata((await params).id);
}

/**
 * The spot's forecast for one model (`/spots/12/weather/icon_eu`): each model's page is a document of its own, kept like
 * the default's; the old `?modele=` addresses are sent here (proxy.ts).
 */
export default async function SpotModelWeatherPage({ params }: Props) {
  const { id, model } = await params;
  if (!isForecastModel(model)) notFound();
  return <ForecastRoute id={id} model={model} />;
}
