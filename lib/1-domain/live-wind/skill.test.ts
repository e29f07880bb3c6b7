import { describe, expect, it } from "vitest";
import { biasLabel, maeLabel } from "./messages";
import { computeSkill, MIN_COMPARED_HOURS, SKILL_WINDOW_DAYS, type MeasuredHour, type ModelForecastHour } from "./skill";

const NOW = new Date("2026-07-15T12:30:00Z");
const HOUR = 3_600_000;
const hoursAgo = (n: number) => new Date(Date.parse("2026-07-15T12:00:00Z") - n * HOUR);

/*
 * A known synthetic history: the measured wind follows a daily breeze; AROME is right to within ±1 kn
 * (alternating), ARPEGE overestimates by 3 kn every hour, GFS underestimates by 2 kn but has only 30 hours.
 */
const measuredKn = (i: number) => 12 + 6 * Math.sin((2 * Math.PI * i) / 24);
const HISTORY = 100;
const measured: MeasuredHour[] = Array.from({ length: HISTORY }, (_, i) => ({ hour: hoursAgo(i + 1), windAvgKn: measuredKn(i) }));
const forecasts: ModelForecastHour[] = [
  ...Array.from({ length: HISTORY }, (_, i) => ({ model: "arome_france_hd", forecastDate: hoursAgo(i + 1), windSpeedKn: measuredKn(i) + (i % 2 ? 1 : -1) })),
  ...Array.from({ length: HISTORY }, (_, i) => ({ model: "arpege_europe", forecastDate: hoursAgo(i + 1), windSpeedKn: measuredKn(i) + 3 })),
  ...Array.from({ length: 30 }, (_, i) => ({ model: "gfs_seamless", forecastDate: hoursAgo(i + 1), windSpeedKn: measuredKn(i) - 0.5 })),
];

describe("models' skill at a spot", () => {
  it("gives each model's mean absolute error, bias and compared hours, best first", () => {
    const { models } = computeSkill(forecasts, measured, NOW);
    expect(models).toEqual([
      { model: "gfs_seamless", maeKn: 0.5, biasKn: -0.5, comparedHours: 30 },
      { model: "arome_france_hd", maeKn: 1, biasKn: 0, comparedHours: HISTORY },
      { model: "arpege_europe", maeKn: 3, biasKn: 3, comparedHours: HISTORY },
    ]);
  });

  it("names the best model only among those with at least 48 compared hours", () => {
    expect(computeSkill(forecasts, measured, NOW).best).toBe("arome_france_hd");
    const short = measured.slice(0, MIN_COMPARED_HOURS - 1);
    expect(computeSkill(forecasts, short, NOW).best).toBeNull();
    expect(computeSkill(forecasts, measured.slice(0, MIN_COMPARED_HOURS), NOW).best).toBe("arome_france_hd");
  });

  it("compares only the last 14 days, before now, and hours present on both sides", () => {
    const old = { model: "arpege_europe", forecastDate: hoursAgo(SKILL_WINDOW_DAYS * 24 + 1), windSpeedKn: 99 };
    const future = { model: "arpege_europe", forecastDate: hoursAgo(-3), windSpeedKn: 99 };
    const measuredOld = [...measured, { hour: old.forecastDate, windAvgKn: 0 }, { hour: future.forecastDate, windAvgKn: 0 }];
    const arpege = computeSkill([...forecasts, old, future], measuredOld, NOW).models.find((m) => m.model === "arpege_europe");
    expect(arpege).toEqual({ model: "arpege_europe", maeKn: 3, biasKn: 3, comparedHours: HISTORY });
  });

  it("matches a forecast to the measured hour it falls in, and lists a model without measurements last", () => {
    const { models, best } = computeSkill(
      [
        { model: "icon_d2", forecastDate: new Date(hoursAgo(2).getTime() + 20 * 60_000), windSpeedKn: 15 },
        { model: "ecmwf_ifs025", forecastDate: hoursAgo(500), windSpeedKn: 15 },
      ],
      [{ hour: hoursAgo(2), windAvgKn: 11 }],
      NOW,
    );
    expect(models).toEqual([
      { model: "icon_d2", maeKn: 4, biasKn: 4, comparedHours: 1 },
      { model: "ecmwf_ifs025", maeKn: 0, biasKn: 0, comparedHours: 0 },
    ]);
    expect(best).toBeNull();
  });

  it("says it in French as a rider would", () => {
    expect(biasLabel(3.2)).toBe("ce modèle surestime de 3\u00a0nds ici");
    expect(biasLabel(-1.4)).toBe("ce modèle sous-estime de 1\u00a0nd ici");
    expect(biasLabel(0.3)).toBe("ce modèle ne surestime ni ne sous-estime le vent ici");
    expect(maeLabel(2.25)).toBe("erreur moyenne 2,3\u00a0nds");
  });
});
