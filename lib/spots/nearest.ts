import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { boundingBox, EARTH_RADIUS_KM, MAX_DISTANCE_KM, type LatLng } from "./geo";
import type { NearestSpot } from "./types";

/*
 * The nearest spots, measured in SQL with the haversine formula. To stay fast over many spots, each pass
 * only looks inside a box that holds every point within `radius` km; if fewer than `limit` spots lie within
 * that radius, the radius grows and the pass runs again. Points outside the box are farther than the radius,
 * so once `limit` spots are found within it, they are the true nearest. With an index on the coordinates
 * a pass reads only the rows in its box.
 */
export const FIRST_RADIUS_KM = 25;
export const RADIUS_GROWTH = 4;

function distanceSql(center: LatLng): SQL<number> {
  const lat = sql`${center.latitude}::float8`;
  const lng = sql`${center.longitude}::float8`;
  return sql<number>`2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(least(1::float8,
    power(sin(radians(s.latitude - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${lng}) / 2), 2))))`;
}

function boxSql(center: LatLng, radiusKm: number): SQL {
  const box = boundingBox(center, radiusKm);
  const lat = sql`s.latitude between ${box.minLat}::float8 and ${box.maxLat}::float8`;
  if (!box.lngRanges) return lat;
  const lngs = box.lngRanges.map(([west, east]) => sql`s.longitude between ${west}::float8 and ${east}::float8`);
  return sql`${lat} and (${sql.join(lngs, sql` or `)})`;
}

async function pass(db: Db, userId: number, center: LatLng, radiusKm: number, limit: number): Promise<NearestSpot[]> {
  const everywhere = radiusKm >= MAX_DISTANCE_KM;
  const result = await db.execute<NearestSpot>(sql`
    with inside as (
      select s.id, s.name, s.description, s.latitude, s.longitude, ${distanceSql(center)} as distance
      from spots s
      where ${everywhere ? sql`true` : boxSql(center, radiusKm)}
    ), nearest as (
      select * from inside
      where ${everywhere ? sql`true` : sql`distance <= ${radiusKm}::float8`}
      order by distance, id
      limit ${limit}::int
    )
    select n.id, n.name, n.description, n.latitude, n.longitude,
           (f.user_id is not null) as "isFavorite",
           round(n.distance::numeric, 1)::float8 as "distanceKm"
    from nearest n
    left join spot_favorites f on f.spot_id = n.id and f.user_id = ${userId}::int
    order by n.distance, n.id`);
  return result.rows;
}

/** The `limit` spots closest to `center`, nearest first, with `distanceKm` and this user's `isFavorite`. */
export async function nearestSpots(db: Db, userId: number, center: LatLng, limit: number): Promise<NearestSpot[]> {
  for (let radius = FIRST_RADIUS_KM; ; radius *= RADIUS_GROWTH) {
    const rows = await pass(db, userId, center, radius, limit);
    if (rows.length >= limit || radius >= MAX_DISTANCE_KM) return rows;
  }
}
