import type { Station } from "@neaps/tide-database";
import { gaugeName } from "./gauge-names";

/**
 * A spot's tide may be interpolated between two gauges (gauge-rule.ts, docs/decisions/0016-tide-interpolation.md,
 * 0028-spot-data-truth.md). Such a tide has an id of its own, "<gauge A>*<weight A>+<gauge B>*<weight B>", that
 * travels where a gauge id does (hydrographicSource, the caches). Its high and low waters are each gauge's own,
 * blended event by event (blendExtremes); its datums, spring range and mean sea level come from a station of its
 * own whose datums are the weighted means of the gauges' (blendStations).
 */
export type TidePart = { id: string; weight: number };

const PART_SEPARATOR = "+";
const WEIGHT_SEPARATOR = "*";

export const isBlendId = (id: string) => id.includes(WEIGHT_SEPARATOR);

export function blendId(parts: TidePart[]): string {
  return parts.map((p) => `${p.id}${WEIGHT_SEPARATOR}${p.weight.toFixed(2)}`).join(PART_SEPARATOR);
}

/** The gauges and weights behind a tide id: one part of weight 1 for a plain gauge id. */
export function tideParts(id: string): TidePart[] {
  if (!isBlendId(id)) return [{ id, weight: 1 }];
  return id.split(PART_SEPARATOR).map((part) => {
    const [gauge, weight] = part.split(WEIGHT_SEPARATOR);
    return { id: gauge, weight: Number(weight) };
  });
}

const RAD = Math.PI / 180;

/**
 * A station whose constants are the weighted blend of the given ones: each constituent's amplitude the weighted
 * mean (a constituent missing at one gauge counts as zero there), its phase the weighted circular mean; each
 * datum the weighted mean of its height above that gauge's chart datum, the blend's chart datum being LAT at 0.
 * Linear along the coast between the two gauges, which is how SHOM-style secondary ports are interpolated when
 * the tide changes smoothly between them.
 */
export function blendStations(id: string, parts: { station: Station; weight: number }[]): Station {
  const [first] = parts;
  const names = new Set(parts.flatMap((p) => p.station.harmonic_constituents.map((c) => c.name)));
  const harmonic_constituents = [...names].map((name) => {
    let amplitude = 0;
    let x = 0;
    let y = 0;
    for (const { station, weight } of parts) {
      const c = station.harmonic_constituents.find((k) => k.name === name);
      if (!c) continue;
      amplitude += weight * c.amplitude;
      x += weight * Math.cos(c.phase * RAD);
      y += weight * Math.sin(c.phase * RAD);
    }
    return { name, amplitude, phase: ((Math.atan2(y, x) / RAD) % 360 + 360) % 360 };
  });
  const above = (s: Station, key: string) => s.datums[key] - s.datums[s.chart_datum ?? "LAT"];
  const keys = Object.keys(first.station.datums).filter((k) => parts.every((p) => Number.isFinite(above(p.station, k))));
  const datums = Object.fromEntries(keys.map((k) => [k, parts.reduce((sum, p) => sum + p.weight * above(p.station, k), 0)]));
  return {
    ...first.station,
    id,
    name: parts.map((p) => gaugeName(p.station.id, p.station.name)).join(" / "),
    latitude: parts.reduce((sum, p) => sum + p.weight * p.station.latitude, 0),
    longitude: parts.reduce((sum, p) => sum + p.weight * p.station.longitude, 0),
    harmonic_constituents,
    chart_datum: "LAT",
    datums: { ...datums, LAT: 0 },
  };
}

/** A high or low water: what blendExtremes reads from each gauge and writes for the blend. */
export type Extreme = { time: Date; height: number; type: "high" | "low" };

/**
 * Two events of the same kind are the same tide at two gauges when they lie within this much of each other:
 * neighbouring French gauges differ by at most about 1 h 30 min (Cherbourg and Ouistreham), and a tide's next
 * event of the same kind comes 12 h 25 min later.
 */
export const SAME_TIDE_MS = 4 * 3_600_000;

const byTime = (a: Extreme, b: Extreme) => a.time.getTime() - b.time.getTime();

/**
 * The blend's high and low waters: each event of the heaviest gauge paired with the nearest event of the same
 * kind at every other gauge (within SAME_TIDE_MS), its time and height the weighted means of theirs. Blending the
 * extremes rather than the harmonic curves keeps each tide's time where the gauges put it: a blended curve's flat
 * top at neaps (the bay of the Seine) would move its high water by an hour between two close beaches. An event
 * some gauge has no partner for (the second high water of a double one) is left out, and two events of one kind in
 * a row keep the more extreme, so that highs and lows alternate.
 */
export function blendExtremes(parts: { events: readonly Extreme[]; weight: number }[]): Extreme[] {
  const [lead, ...others] = [...parts].sort((a, b) => b.weight - a.weight);
  const blended: Extreme[] = [];
  for (const event of lead.events) {
    const t = event.time.getTime();
    let time = lead.weight * t;
    let height = lead.weight * event.height;
    let paired = true;
    for (const other of others) {
      let partner: Extreme | null = null;
      for (const e of other.events) {
        const gap = Math.abs(e.time.getTime() - t);
        if (e.type === event.type && gap <= SAME_TIDE_MS && (!partner || gap < Math.abs(partner.time.getTime() - t))) partner = e;
      }
      if (!partner) {
        paired = false;
        break;
      }
      time += other.weight * partner.time.getTime();
      height += other.weight * partner.height;
    }
    if (!paired) continue;
    const next: Extreme = {
      time: new Date(Math.round(time / 60_000) * 60_000),
      height: Math.round(height * 100) / 100,
      type: event.type,
    };
    const last = blended.at(-1);
    if (last && last.type === next.type) {
      const moreExtreme = next.type === "high" ? next.height > last.height : next.height < last.height;
      if (moreExtreme) blended[blended.length - 1] = next;
    } else {
      blended.push(next);
    }
  }
  return blended.sort(byTime);
}
