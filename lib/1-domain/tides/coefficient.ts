import { constituents, createTidePredictor, type TidePrediction } from "@neaps/tide-predictor";
import { usableStation } from "./stations";
import type { TideType } from "./predict";

/**
 * The French tide coefficient, SHOM convention (shom.fr, « Coefficient de marée »): computed for each high
 * water at Brest as the semi-diurnal range of the harmonic formula divided by the mean range of equinoctial
 * spring tides, taken as 6.1 m at Brest, i.e. twice the unit height U = 3.05 m. 100 is that mean equinoctial
 * spring tide, 95 a mean spring tide, 70 a mean tide, 45 a mean neap tide; 120 (range 7.32 m) and
 * 20 (range 1.22 m) are the theoretical extremes.
 */
export const BREST_UNIT_HEIGHT_M = 3.05;
export const COEFFICIENT_MIN = 20;
export const COEFFICIENT_MAX = 120;

/** Checked against the database: the only station named "Brest" (TICON-4, from UHSLC); see the test. */
export const BREST_STATION_ID = "ticon/brest-822-fra-uhslc_fd";

export function coefficientFromRange(rangeM: number): number {
  const coefficient = Math.round((rangeM / (2 * BREST_UNIT_HEIGHT_M)) * 100);
  return Math.min(COEFFICIENT_MAX, Math.max(COEFFICIENT_MIN, coefficient));
}

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;
const MAX_CACHED_WEEKS = 52;

type BrestHighWater = { time: number; coefficient: number };

let semiDiurnal: TidePrediction | undefined;

/**
 * SHOM uses only the semi-diurnal waves: the diurnal inequality and shallow-water waves would otherwise make
 * two successive tides of the same day differ. Constituents with a speed near 2 cycles a day (26–32°/h).
 * Measured with this predictor: 118 and 119 on 21 March 2015, 117 and 116 on 2 March 2010, the values
 * SHOM published (119 and 116); the full curve gave 121 for the latter.
 */
function semiDiurnalBrest(): TidePrediction {
  if (!semiDiurnal) {
    const brest = usableStation(BREST_STATION_ID);
    if (!brest) throw new Error(`Brest (${BREST_STATION_ID}) manque dans la base des marées`);
    const waves = brest.harmonic_constituents.filter((c) => {
      const speed = constituents[c.name]?.speed;
      return speed !== undefined && speed > 26 && speed < 32;
    });
    semiDiurnal = createTidePredictor(waves, { offset: 0 });
  }
  return semiDiurnal;
}

// Coefficients are asked for spot after spot over the same days: compute each week of Brest once.
const weeks = new Map<number, BrestHighWater[]>();

function brestWeek(week: number): BrestHighWater[] {
  let highs = weeks.get(week);
  if (highs) return highs;
  const start = week * WEEK_MS;
  const end = start + WEEK_MS;
  // A day of margin so the first and last high waters of the week have a low water on each side.
  const extremes = semiDiurnalBrest().getExtremesPrediction({
    start: new Date(start - 24 * HOUR_MS),
    end: new Date(end + 24 * HOUR_MS),
  });
  highs = [];
  for (let i = 1; i < extremes.length - 1; i++) {
    const [before, high, after] = [extremes[i - 1], extremes[i], extremes[i + 1]];
    const time = high.time.getTime();
    if (!high.high || before.high || after.high || time < start || time >= end) continue;
    const range = high.level - (before.level + after.level) / 2;
    highs.push({ time, coefficient: coefficientFromRange(range) });
  }
  if (weeks.size >= MAX_CACHED_WEEKS) weeks.delete(weeks.keys().next().value as number);
  weeks.set(week, highs);
  return highs;
}

/** Brest high waters with their coefficient between two instants. */
export function brestHighWaters(from: Date, to: Date): { time: Date; coefficient: number }[] {
  const result: { time: Date; coefficient: number }[] = [];
  for (let w = Math.floor(from.getTime() / WEEK_MS); w <= Math.floor(to.getTime() / WEEK_MS); w++) {
    for (const h of brestWeek(w)) {
      if (h.time >= from.getTime() && h.time <= to.getTime()) result.push({ time: new Date(h.time), coefficient: h.coefficient });
    }
  }
  return result;
}

/**
 * The coefficient of a tide at any French Atlantic or Channel port. The coefficient is one national value per
 * tide, Brest's. A port's high water comes later than Brest's (up to about 8 h at Dunkerque, REFMAR FAQ
 * « Qu'est-ce que le coefficient de marée ? »), so the nearest Brest high water in time may belong to the next
 * tide; as the coefficient changes by only a few points from one tide to the next, nearest-in-time is
 * good enough and needs no table of lags. A low water takes the mean of the two Brest high waters around it,
 * as the tide tables advise.
 */
export function coefficientAt(time: Date, type: TideType): number {
  const t = time.getTime();
  const near = brestHighWaters(new Date(t - 13 * HOUR_MS), new Date(t + 13 * HOUR_MS));
  if (near.length === 0) throw new Error(`Aucune pleine mer à Brest autour de ${time.toISOString()}`);
  if (type === "low") {
    const before = near.filter((h) => h.time.getTime() <= t).at(-1);
    const after = near.find((h) => h.time.getTime() > t);
    if (before && after) return Math.round((before.coefficient + after.coefficient) / 2);
  }
  let best = near[0];
  for (const h of near) if (Math.abs(h.time.getTime() - t) < Math.abs(best.time.getTime() - t)) best = h;
  return best.coefficient;
}

// Metropolitan France, Corsica included; overseas tides have nothing to do with Brest's.
const METROPOLE = { minLat: 41, maxLat: 51.5, minLng: -5.5, maxLng: 10 };
// In the database the Mediterranean M2 is under 0.1 m, the Atlantic and Channel ones at least 0.99 m.
const MIN_M2_AMPLITUDE_M = 0.5;

/** Whether Brest's coefficient means anything at a gauge: SHOM gives it for the Atlantic and Channel coasts. */
export function coefficientApplies(stationId: string): boolean {
  const station = usableStation(stationId);
  if (!station) return false;
  const { latitude: lat, longitude: lng } = station;
  const inMetropole = lat >= METROPOLE.minLat && lat <= METROPOLE.maxLat && lng >= METROPOLE.minLng && lng <= METROPOLE.maxLng;
  const m2 = station.harmonic_constituents.find((c) => c.name === "M2")?.amplitude ?? 0;
  return inMetropole && m2 >= MIN_M2_AMPLITUDE_M;
}
