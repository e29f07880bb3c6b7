import type { Station } from "@neaps/tide-database";

/**
 * A spot's tide may be interpolated between two gauges (gauge-rule.ts, docs/decisions/0016-tide-interpolation.md).
 * Such a tide has an id of its own, "<gauge A>*<weight A>+<gauge B>*<weight B>", that travels where a gauge id
 * does (hydrographicSource, the predictor cache), and a station of its own: the two gauges' harmonic constants
 * blended, so that high and low waters, the hourly curve and the coefficient all come from one prediction.
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
    name: parts.map((p) => p.station.name).join(" / "),
    latitude: parts.reduce((sum, p) => sum + p.weight * p.station.latitude, 0),
    longitude: parts.reduce((sum, p) => sum + p.weight * p.station.longitude, 0),
    harmonic_constituents,
    chart_datum: "LAT",
    datums: { ...datums, LAT: 0 },
  };
}
