import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { boundingBox, EARTH_RADIUS_KM, MAX_DISTANCE_KM, type LatLng } from "../../1-domain/spots/geo";
import type { NearestSpot } from "../../1-domain/spots/types";

/*
 * The nearest spots, measured in SQL with the haversine formula (spec §9). To stay fast over many spots, a
 * pass only measures the spots inside a box that holds every point within `radius` km, and keeps those within
 * the radius: as the box misses only farther points, `limit` spots found within it are the true nearest.
 *
 * First pass: a small radius, enough wherever spots are dense. Otherwise the radius is set from `limit`
 * candidates taken by plane distance on (longitude, latitude): the farthest of them bounds the answer, so a
 * second pass with that radius is exact. With a GiST index on point(longitude, latitude) (core Postgres, no
 * PostGIS or cube extension) both the box and the candidates come from the index; without it, Postgres scans
 * the table, which is fine for a few hundred spots. bench/spots.ts measures both.
 */
const FIRST_RADIUS_KM = 25;

const pointOf = sql`point(s.longitude, s.latitude)`;

function distanceSql(center: LatLng): SQL<number> {
  const lat = sql`${center.latitude}::float8`;
  const lng = sql`${center.longitude}::float8`;
  return sql<number>`2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(least(1::float8,
    power(sin(radians(s.latitude - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${lng}) / 2), 2))))`;
}

function boxSql(center: LatLng, radiusKm: number): SQL {
  if (radiusKm >= MAX_DISTANCE_KM) return sql`true`;
  const box = boundingBox(center, radiusKm);
  if (!box.lngRanges) return sql`s.latitude between ${box.minLat}::float8 and ${box.maxLat}::float8`;
  const boxes = box.lngRanges.map(
    ([west, east]) => sql`${pointOf} <@ box(point(${west}::float8, ${box.minLat}::float8), point(${east}::float8, ${box.maxLat}::float8))`,
  );
  return sql`(${sql.join(boxes, sql` or `)})`;
}

/** The spots within `radiusKm`, nearest first, at most `limit`. */
async function pass(db: Db, userId: number, center: LatLng, radiusKm: number, limit: number): Promise<NearestSpot[]> {
  const result = await db.execute<NearestSpot>(sql`
    with inside as (
      select s.id, s.name, s.description, s.latitude, s.longitude, ${distanceSql(center)} as distance
      from spots s
      where ${boxSql(center, radiusKm)}
    ), nearest as (
      select * from inside
      where distance <= ${radiusKm}::float8
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

/** A distance within which at least `limit` spots lie, or null when there are fewer spots than that. */
async function upperBoundKm(db: Db, center: LatLng, limit: number): Promise<number | null> {
  const result = await db.execute<{ bound: number | null; found: number }>(sql`
    select max(c.distance) as bound, count(*)::int as found from (
      select ${distanceSql(center)} as distance
      from spots s
      order by ${pointOf} <-> point(${center.longitude}::float8, ${center.latitude}::float8)
      limit ${limit}::int
    ) c`);
  const row = result.rows[0];
  if (!row || row.found < limit || row.bound === null) return null;
  // The same expression gives the same value in the second pass; the margin only absorbs float formatting.
  return row.bound * (1 + 1e-9) + 1e-6;
}

/** The `limit` spots closest to `center`, nearest first, with `distanceKm` and this user's `isFavorite`. */
export async function nearestSpots(db: Db, userId: number, center: LatLng, limit: number): Promise<NearestSpot[]> {
  const near = await pass(db, userId, center, FIRST_RADIUS_KM, limit);
  if (near.length >= limit) return near;
  const bound = await upperBoundKm(db, center, limit);
  return pass(db, userId, center, bound ?? MAX_DISTANCE_KM, limit);
}
