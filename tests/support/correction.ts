/* For the station correction's tests and bench: a spot's history made by the Previous Runs fake's weather. */
import type { ForecastDay, StationDay } from "../../lib/1-domain/correction/pairs";
import { fakeRunValues, fakeStationWind, type FakeBehaviour } from "../fakes/previous-runs-server";

const HOUR = 3_600_000;
const DAY = 86_400_000;
const r1 = (n: number) => Math.round(n * 10) / 10;
/** The fake's model behind each stored model name (the blend's history is Météo-France's). */
const FAKE_NAME: Record<string, string> = { blend: "meteofrance_seamless" };

export type Place = { latitude: number; longitude: number };

/** The UTC days before `now`'s, oldest first: `days` of them. */
function pastDays(now: Date, days: number): string[] {
  const today = Math.floor(now.getTime() / DAY) * DAY;
  return Array.from({ length: days }, (_, i) => new Date(today - (days - i) * DAY).toISOString().slice(0, 10));
}

/** `days` days of day-ahead forecasts of `models` at a place, and what its station measured there behaving so. */
export function syntheticHistory(place: Place, behaviour: FakeBehaviour, days: number, now: Date, models: readonly string[] = ["blend", "icon_eu"]) {
  const forecasts: ForecastDay[] = [];
  const stations: StationDay[] = [];
  for (const day of pastDays(now, days)) {
    const start = Date.parse(`${day}T00:00:00Z`);
    const at = (h: number) => new Date(start + h * HOUR);
    for (const model of models) {
      forecasts.push({
        model,
        day,
        hours: Array.from({ length: 24 }, (_, h) => {
          const v = fakeRunValues(place.latitude, place.longitude, at(h), FAKE_NAME[model] ?? model, 1);
          return [r1(v.windKn), r1(v.gustKn), v.directionDeg];
        }),
      });
    }
    stations.push({
      day,
      hours: Array.from({ length: 24 }, (_, h) => {
        const v = fakeStationWind(place.latitude, place.longitude, at(h), behaviour);
        return [r1(v.windKn), r1(v.gustKn), v.directionDeg];
      }),
    });
  }
  return { forecasts, stations };
}
