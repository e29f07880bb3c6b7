import type { Metadata } from "next";
import { ForecastRoute, forecastMetadata } from "@/components/forecast/forecast-route";

type Props = { params: Promise<{ id: string }> };

/**
 * The framework keeps each spot's page once made (its first visit), until its tag is revalidated. It asks for at least
 * one page known at build: the malformed id, which needs no database (every spot's page is made on its first visit).
 */
export function generateStaticParams() {
  return [{ id: "0" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return forecastMetadata((await params).id);
}

/** The spot's forecast for the default model here (the best one, else Météo-France then ECMWF). */
export default async function SpotWeatherPage({ params }: Props) {
  return <ForecastRoute id={(await params).id} model={null} />;
}
