import { describe, expect, it } from "vitest";
import { BLEND, MODEL_IDS } from "./model-ids";
import { hasNewRun, MAX_RIDE_WAIT_MS, modelsToFetch, RUN_DOMAINS, RUN_SCHEDULE, RUN_SETTLE_MS, scheduledAvailability, type FetchedAt, type RunClock } from "./model-runs";

const HOUR = 3_600_000;
const EXTRAS = MODEL_IDS.filter((m) => m !== "ecmwf_ifs025");
const at = (iso: string) => new Date(iso);
const clock = (iso: string, overrides: Partial<RunClock> = {}): RunClock =>
  ({ ...Object.fromEntries(RUN_DOMAINS.map((d) => [d, at(iso)])), ...overrides }) as RunClock;
const everything = (iso: string): FetchedAt => Object.fromEntries([BLEND, ...MODEL_IDS].map((m) => [m, at(iso)]));

describe("the runs' schedule", () => {
  it("gives the latest run available: AROME's 06 UTC run, out 2 h 30 later and settled 10 min after", () => {
    const { delayMinutes } = RUN_SCHEDULE.meteofrance_arome_france_hd;
    const out = new Date(Date.UTC(2026, 10, 27, 6) + delayMinutes * 60_000 + RUN_SETTLE_MS);
    expect(scheduledAvailability("meteofrance_arome_france_hd", new Date(out.getTime() + 1))).toEqual(out);
    expect(scheduledAvailability("meteofrance_arome_france_hd", new Date(out.getTime() - 1))).toEqual(new Date(out.getTime() - 3 * HOUR));
  });
});

describe("which models a spot's next request carries", () => {
  const now = at("2026-11-27T12:00:00Z");

  it("asks for everything for a spot without a forecast", () => {
    expect(modelsToFetch({}, clock("2026-11-27T11:00:00Z"), now, EXTRAS)).toEqual(EXTRAS);
  });

  it("asks nothing again before a model's next run", () => {
    const fetched = everything("2026-11-27T11:30:00Z");
    expect(modelsToFetch(fetched, clock("2026-11-27T11:00:00Z"), now, EXTRAS)).toBeNull();
    expect(EXTRAS.some((m) => hasNewRun(m, fetched, clock("2026-11-27T11:00:00Z")))).toBe(false);
  });

  it("fetches on a new AROME run, taking along the models with a new run and only those", () => {
    const fetched = everything("2026-11-27T09:30:00Z");
    const runs = clock("2026-11-27T09:00:00Z", { meteofrance_arome_france_hd: at("2026-11-27T11:40:00Z"), dwd_icon_eu: at("2026-11-27T11:50:00Z") });
    expect(modelsToFetch(fetched, runs, now, EXTRAS)).toEqual(["meteofrance_arome_france_hd", "icon_eu"]);
  });

  it("lets another model's new run wait for the next AROME run, at most MAX_RIDE_WAIT_MS", () => {
    const fetched = everything("2026-11-27T09:30:00Z");
    const gfsOut = at("2026-11-27T10:00:00Z");
    const runs = clock("2026-11-27T09:00:00Z", { ncep_gfs013: gfsOut });
    expect(modelsToFetch(fetched, runs, now, EXTRAS)).toBeNull();
    expect(modelsToFetch(fetched, runs, new Date(gfsOut.getTime() + MAX_RIDE_WAIT_MS), EXTRAS)).toEqual(["gfs_seamless"]);
    // ECMWF's new run changes the blend (its days 5 to 7): it waits the same way, then comes with the blend.
    const ecmwf = clock("2026-11-27T09:00:00Z", { ecmwf_ifs025: gfsOut });
    expect(modelsToFetch(fetched, ecmwf, now, EXTRAS)).toBeNull();
    expect(modelsToFetch(fetched, ecmwf, new Date(gfsOut.getTime() + MAX_RIDE_WAIT_MS), EXTRAS)).toEqual([]);
  });

  it("takes a model the spot never had along with the next AROME run", () => {
    const { icon_eu: _, ...fetched } = everything("2026-11-27T09:30:00Z");
    expect(modelsToFetch(fetched, clock("2026-11-27T09:00:00Z"), now, EXTRAS)).toBeNull();
    const runs = clock("2026-11-27T09:00:00Z", { meteofrance_arome_france_hd: at("2026-11-27T11:40:00Z") });
    expect(modelsToFetch(fetched, runs, now, EXTRAS)).toEqual(["meteofrance_arome_france_hd", "icon_eu"]);
  });
});
