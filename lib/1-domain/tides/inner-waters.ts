/**
 * Enclosed waters whose gauges predict well for themselves but not for the open coast outside: inside a bay,
 * a lagoon or an estuary mouth the tide comes later and with another shape (Arcachon Eyrac runs about 48 min
 * after the open Landes coast, Port-Bloc and Royan about 30 min). The shared gauge rule (gauge-rule.ts) gives
 * such a gauge only to spots inside its water, and a spot inside one of these waters only its gauges.
 *
 * Each water is a rough polygon [latitude, longitude] drawn around the water body, inside the line that closes
 * it from the open sea (its ocean beaches stay out); land inside the polygon does not matter.
 */
export type InnerWater = {
  name: string;
  gauges: readonly string[];
  polygon: readonly (readonly [number, number])[];
  /**
   * Where the different tide inside is written (a page read), so that a beach inside and one outside may show
   * tides further apart than neighbours do (db/seed/tide-seams.test.ts); null where none was found.
   */
  source: { label: string; url: string } | null;
};

export const INNER_WATERS: readonly InnerWater[] = [
  {
    name: "bassin d'Arcachon",
    gauges: ["ticon/arcachon_eyrac-190-fra-refmar"],
    source: {
      label: "Ifremer, laboratoire d'Arcachon – « La marée » : le bassin, fermé par les passes, a une marée asymétrique (en morte-eau, 7 h de montant pour 5 h 25 de descendant)",
      url: "http://wwz.ifremer.fr/laboratoire_arcachon/Environnement-et-ressources-vivantes/La-maree",
    },
    // From the passes between the Cap Ferret and Le Moulleau, round the bassin; the ocean side of the Cap Ferret
    // spit (Le Grand Crohot, 44.80 N) stays out.
    polygon: [
      [44.79, -1.2],
      [44.79, -1.02],
      [44.6, -1.02],
      [44.6, -1.17],
      [44.625, -1.215],
      [44.63, -1.2475],
      [44.66, -1.249],
      [44.7, -1.235],
      [44.75, -1.215],
    ],
  },
  {
    name: "estuaire de la Gironde",
    source: null,
    gauges: ["ticon/port_bloc-15-fra-refmar", "ticon/royan-308-fra-refmar"],
    // Inside the line from the pointe de la Coubre to the pointe de Grave (Bonne Anse in, Soulac out).
    polygon: [
      [45.74, -1.2],
      [45.74, -0.9],
      [45.5, -0.7],
      [45.0, -0.45],
      [44.8, -0.45],
      [44.85, -0.65],
      [45.3, -0.85],
      [45.54, -1.07],
      [45.58, -1.075],
      [45.69, -1.232],
    ],
  },
  {
    name: "rade de Brest",
    source: {
      label: "Voiles et Voiliers – « La rade de Brest (1) : hydrologie et courants » : fermée par le Goulet, la rade se vide et se remplit d'un tiers de ses deux milliards de m³ à chaque marée",
      url: "http://admin.voilesetvoiliers.msp.fr.clara.net/meteo/reprise-etude-plans-d-eau-la-rade-de-brest-1-hydrologie-et-courants/",
    },
    gauges: ["ticon/brest-822-fra-uhslc_fd"],
    // East of the Goulet; the ocean side of the Crozon peninsula (Kersiguénou, 48.24 N) stays out.
    polygon: [
      [48.42, -4.54],
      [48.42, -4.15],
      [48.25, -4.15],
      [48.25, -4.44],
      [48.3, -4.52],
      [48.34, -4.56],
      [48.36, -4.545],
    ],
  },
  {
    name: "bassin de Marennes-Oléron",
    source: null,
    gauges: ["ticon/bourcefranc_le_chapus-155-fra-refmar"],
    // The coureau d'Oléron, between the island's east coast and the mainland; Boyardville (45.99 N) stays out.
    polygon: [
      [45.95, -1.215],
      [45.95, -1.05],
      [45.75, -1.05],
      [45.75, -1.215],
    ],
  },
];

/** Whether a point lies inside a polygon of [lat, lon] (even-odd rule). */
function inside(lat: number, lon: number, polygon: InnerWater["polygon"]): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i];
    const [yj, xj] = polygon[j];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

/** The enclosed water a point lies in, or null on the open coast. */
export function innerWaterAt(latitude: number, longitude: number): InnerWater | null {
  return INNER_WATERS.find((w) => inside(latitude, longitude, w.polygon)) ?? null;
}

/** The enclosed water a gauge belongs to, or null for an open-coast gauge. */
export function innerWaterOfGauge(id: string): InnerWater | null {
  return INNER_WATERS.find((w) => w.gauges.includes(id)) ?? null;
}
