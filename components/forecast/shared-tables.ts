import "server-only";
import crypto from "node:crypto";
import { TtlCache } from "@/lib/0-base/ttl-cache";
import type { ForecastEntry, TideEntry } from "@/lib/1-domain/forecast/api-types";
import type { SeaEntry } from "@/lib/1-domain/sea/types";
import type { SpotKnowledge } from "@/lib/1-domain/spots/knowledge-types";
import type { TideKind } from "@/lib/2-stores/tides/tide-curve";

/*
 * The forecast tables' rows that every rider of a spot shares (hours, wind, direction, weather, waves, tide: issue
 * 27), kept as HTML per spot, model, forecast run, tides, sea, day and present hour; the rider's rows (« Navigabilité »,
 * today's « Mesuré ») are rendered at each render around them (forecast-day-card.tsx, forecastTableHtml). A refresh
 * invalidates by its stamps: a new run, tide prediction or sea answer makes a new key, and the old ones age out.
 * Bounded: ~500 day tables (~70 spots' weeks) of ~25 kB, about 12 MB; each kept an hour at most.
 */
/** What every rider of the spot, model and run shares in a day's table, as HTML (forecast-day-card.tsx, forecastTableHtml). */
export type SharedTable = { head: string; wind: string; rest: string };

const MAX_TABLES = 500;
const TABLE_TTL_MS = 60 * 60_000;
const tables = new TtlCache<string, SharedTable>({ max: MAX_TABLES, ttlMs: TABLE_TTL_MS });

type Sources = {
  spot: { id: number; latitude: number; longitude: number };
  shore: Pick<SpotKnowledge, "orientation" | "rideableSectors" | "offshoreSectors"> | null;
  model: string;
  weather: ForecastEntry[];
  tides: TideEntry[] | null;
  tideKind: TideKind;
  sea: SeaEntry[] | undefined;
};

/**
 * Everything a week's shared rows are drawn from, as one key: the spot (its place folds the nights, its shore colours
 * the directions), the model and its run (the hours' lastUpdated), the tides' prediction and the sea's answer. The sea
 * hours carry no stamp of their own: their values are hashed (a few kilobytes, far cheaper than the rows).
 */
export function sharedTablesKey({ spot, shore, model, weather, tides, tideKind, sea }: Sources): string {
  const seaHash = sea?.length ? crypto.createHash("sha1").update(JSON.stringify(sea)).digest("base64url") : "-";
  const hours = `${weather[0]?.forecastDate ?? "-"}+${weather.length}@${weather[0]?.lastUpdated ?? "-"}`;
  const tideStamp = tides?.length ? `${tides[0]!.tideTime}+${tides.length}@${tides[0]!.lastUpdated}` : "-";
  return [spot.id, spot.latitude, spot.longitude, JSON.stringify(shore), model, hours, tideKind, tideStamp, seaHash].join("|");
}

/** A day's shared rows from the cache, or rendered and kept; `key` names the week's sources and the day's own. */
export const sharedTable = (key: string) => (render: () => SharedTable): SharedTable => tables.get(key, render);
