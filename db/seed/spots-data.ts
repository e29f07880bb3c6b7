// TEMPORARY placeholder (lead) — overwritten by scripts/compute-spot-gauges.ts
export type SeedSpot = { name: string; description: string; latitude: number; longitude: number; hydrographicSource: string; hydrographicZero: number };
export const SEED_SPOTS: SeedSpot[] = [
  { name: "Wissant", description: "Placeholder", latitude: 50.8858, longitude: 1.6597, hydrographicSource: "x", hydrographicZero: 4.5 },
];
