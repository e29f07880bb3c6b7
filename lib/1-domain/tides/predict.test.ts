import { stationsById } from "@neaps/tide-database";
import { describe, expect, it } from "vitest";
import { BREST_STATION_ID } from "./coefficient";
import { findGauge, predictTideEvents, UnknownGaugeError } from "./predict";

const DAY_MS = 86_400_000;

describe("predictTideEvents at Brest", () => {
  const from = new Date("2026-03-18T00:00:00Z");
  const events = predictTideEvents(BREST_STATION_ID, from, 7);

  it("gives about four alternating high and low waters a day inside the window, in order", () => {
    expect(events.length).toBeGreaterThanOrEqual(26);
    expect(events.length).toBeLessThanOrEqual(28);
    for (let i = 1; i < events.length; i++) {
      expect(events[i].type).not.toBe(events[i - 1].type);
      expect(events[i].time.getTime()).toBeGreaterThan(events[i - 1].time.getTime());
    }
    expect(events[0].time.getTime()).toBeGreaterThanOrEqual(from.getTime());
    expect(events.at(-1)!.time.getTime()).toBeLessThanOrEqual(from.getTime() + 7 * DAY_MS);
    // A semi-diurnal tide: an event every ~6 h 12 min, so none missing at either edge.
    expect(events[0].time.getTime() - from.getTime()).toBeLessThan(7 * 3_600_000);
  });

  it("gives heights above chart datum, as in Brest's tide tables", () => {
    for (const e of events) {
      expect(e.height).toBeGreaterThanOrEqual(0);
      expect(e.height).toBeLessThanOrEqual(7.6);
      if (e.type === "high") expect(e.height).toBeGreaterThan(4.5);
      else expect(e.height).toBeLessThan(3.5);
    }
    // Spring tides two days after the new moon of 19 March: high waters near 7 m, low waters under 1 m.
    const spring = events.filter((e) => e.time >= new Date("2026-03-20") && e.time < new Date("2026-03-22"));
    expect(Math.max(...spring.map((e) => e.height))).toBeGreaterThan(6.8);
    expect(Math.min(...spring.map((e) => e.height))).toBeLessThan(1);
  });

  it("rejects an unknown gauge", () => {
    expect(() => predictTideEvents("ticon/nowhere", from, 1)).toThrow(UnknownGaugeError);
  });
});

describe("findGauge", () => {
  it("finds Brest's gauge at Brest, with mean sea level about 3.8 m above chart datum", () => {
    const gauge = findGauge(48.383, -4.495);
    expect(gauge?.id).toBe(BREST_STATION_ID);
    expect(gauge!.distanceKm).toBeLessThan(1);
    expect(gauge!.mslAboveChartDatum).toBeGreaterThan(3.5);
    expect(gauge!.mslAboveChartDatum).toBeLessThan(4.2);
  });

  it("finds nothing in the middle of France", () => {
    expect(findGauge(46.5, 2.5)).toBeNull();
  });

  it("honours the distance limit", () => {
    // Inland of Morlaix bay the nearest CC BY gauge is Roscoff's, about 30 km away.
    const inland = { lat: 48.45, lng: -4.0 };
    expect(findGauge(inland.lat, inland.lng, 5)).toBeNull();
    expect(findGauge(inland.lat, inland.lng)).not.toBeNull();
  });

  it("never picks a non-commercial (CC BY-NC) gauge, even when it is the nearest", () => {
    // Morlaix's Vigicrues gauge is CC BY-NC: the spot gets Roscoff's instead.
    const morlaix = stationsById.get("ticon/morlaixvigicruestg_06minute-mor-fra-cmems")!;
    expect(morlaix.license.commercial_use).toBe(false);
    const gauge = findGauge(morlaix.latitude, morlaix.longitude);
    expect(gauge).not.toBeNull();
    expect(gauge!.id).not.toBe(morlaix.id);
    expect(stationsById.get(gauge!.id)!.license.type).toBe("cc-by-4.0");
  });
});
