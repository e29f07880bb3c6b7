import type { SpotKnowledge } from "../spots/knowledge-types";
import type { RiderPreferences } from "../validation/preferences";
import { daylightCache } from "./daylight";
import { hourFacts, judgeHour, type HourFacts } from "./hour";
import { banCovers, parisMonthDay } from "./seasonal-ban";
import { leadHours, type ModelSample } from "./confidence";
import { NO_WAVES, type ForecastHour, type HourVerdict, type JudgedHour, type VerdictSpot, type WaveAt } from "./types";

/** The water height at an instant, metres above chart datum; null where the spot has no tide to speak of. */
export type HeightAt = (instant: Date) => number | null;
export const NO_TIDE: HeightAt = () => null;

/**
 * The rider-independent facts of every hour of a spot, computed once: the sun once per day, the ban's calendar
 * only when the spot has one. Judging them for a rider (judgeSpotHours) is then a few comparisons per hour.
 */
export function spotHourFacts(
  spot: VerdictSpot,
  hours: readonly ForecastHour[],
  heightAt: HeightAt = NO_TIDE,
  waveAt: WaveAt = NO_WAVES,
  models: ModelSamples = NO_MODELS,
  /** The measured mean error of these hours at the spot's station (kn), which caps their confidence; null: unmeasured. */
  errorKn: number | null = null,
): HourFacts[] {
  const daylightOf = daylightCache(spot.latitude, spot.longitude);
  const ban = spot.knowledge.seasonalBan;
  return hours.map((hour) => {
    const instant = hour.forecastDate instanceof Date ? hour.forecastDate : new Date(hour.forecastDate);
    return hourFacts(hour, {
      knowledge: spot.knowledge,
      daylight: daylightOf(instant),
      heightM: heightAt(instant),
      banInForce: ban !== null && banCovers(ban, parisMonthDay(instant)),
      waveHeightM: waveAt(instant),
      samples: models.byTime.get(instant.getTime()),
      leadHours: leadHours(instant.getTime(), models.nowMs),
      errorKn,
    });
  });
}

/** The stored models' samples per hour (epoch ms), and the instant lead times are counted from. */
export type ModelSamples = { byTime: ReadonlyMap<number, readonly ModelSample[]>; nowMs: number };
const NO_MODELS: ModelSamples = { byTime: new Map(), nowMs: 0 };

export function judgeSpotHours(
  facts: readonly HourFacts[],
  knowledge: Pick<SpotKnowledge, "level" | "tide">,
  prefs: RiderPreferences,
): JudgedHour[] {
  return facts.map((f) => judgeHour(f, knowledge, prefs));
}

/** The API's shape of a judged hour. */
export const toHourVerdict = (h: JudgedHour): HourVerdict => ({
  forecastDate: h.forecastDate,
  verdict: h.verdict,
  reasons: h.reasons,
  windKn: h.windKn,
  gustKn: h.gustKn,
  kiteSizeM2: h.kiteSizeM2,
  confidence: h.confidence,
  codes: h.verdict === "go" ? [] : h.findings.map((f) => f.code),
});

/** Every hour of a spot judged for one rider, in the order given. */
export function spotHourVerdicts(
  spot: VerdictSpot,
  hours: readonly ForecastHour[],
  prefs: RiderPreferences,
  heightAt: HeightAt = NO_TIDE,
  waveAt: WaveAt = NO_WAVES,
  models?: ModelSamples,
): JudgedHour[] {
  return judgeSpotHours(spotHourFacts(spot, hours, heightAt, waveAt, models), spot.knowledge, prefs);
}
