import { OwmStationSchema, type OwmStation } from "./openwindmap-schema";

/*
 * Which stations of the network's answer are usable: on, with a valid location, heard from within
 * the last 2 hours, with a mean wind. The rest is counted by reason, for the poll's log line.
 */
export const MAX_SILENCE_MS = 2 * 60 * 60_000;

export type StationReading = {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  measuredAt: Date;
  windAvgKmh: number;
  windMaxKmh: number | null;
  windMinKmh: number | null;
  headingDeg: number | null;
};

export type IgnoredCounts = { malformed: number; off: number; noLocation: number; silent: number; noMeasurement: number };
export type UsableStations = { readings: StationReading[]; ignored: IgnoredCounts };

function validLocation(location: OwmStation["location"]): location is OwmStation["location"] & { latitude: number; longitude: number } {
  const { success, latitude, longitude } = location;
  if (!success || latitude === null || longitude === null) return false;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return false;
  return !(latitude === 0 && longitude === 0); // the documentation's example of a station never located
}

/** Classifies one raw station; a reading when usable, otherwise why not. */
export function classifyStation(raw: unknown, now: Date): StationReading | keyof IgnoredCounts {
  const parsed = OwmStationSchema.safeParse(raw);
  if (!parsed.success) return "malformed";
  const { id, meta, location, measurements: m, status } = parsed.data;
  if (status.state === "off") return "off";
  if (!validLocation(location)) return "noLocation";
  if (m.date === null || m.wind_speed_avg === null || m.wind_speed_avg < 0) return "noMeasurement";
  const measuredAt = new Date(m.date);
  if (now.getTime() - measuredAt.getTime() > MAX_SILENCE_MS) return "silent";
  return {
    id,
    name: meta.name?.trim() || `OpenWindMap ${id}`,
    latitude: location.latitude,
    longitude: location.longitude,
    measuredAt,
    windAvgKmh: m.wind_speed_avg,
    windMaxKmh: m.wind_speed_max,
    windMinKmh: m.wind_speed_min,
    headingDeg: m.wind_heading === null ? null : ((m.wind_heading % 360) + 360) % 360,
  };
}

export function usableStations(data: unknown[], now: Date): UsableStations {
  const ignored: IgnoredCounts = { malformed: 0, off: 0, noLocation: 0, silent: 0, noMeasurement: 0 };
  const readings: StationReading[] = [];
  const seen = new Set<number>();
  for (const raw of data) {
    const result = classifyStation(raw, now);
    if (typeof result === "string") ignored[result]++;
    else if (!seen.has(result.id)) {
      seen.add(result.id);
      readings.push(result);
    }
  }
  return { readings, ignored };
}
