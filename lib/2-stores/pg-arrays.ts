/*
 * A column of numbers sent as one PostgreSQL array literal ("{1.5,NULL,3}"), for the unnest() inserts of a
 * refresh. node-postgres turns a JavaScript array into that text itself, escaping and quoting each element; a
 * refresh of thousands of spots sends millions of numbers, and that per-element work was a sixth of its CPU
 * (bench/refresh.ts). Numbers need no quoting: their decimal text is the literal. Cast it in the query
 * (`::float8[]`, `::int[]`).
 */
export function numberArray(values: readonly (number | null)[]): string {
  let text = "{";
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v !== null && !Number.isFinite(v)) throw new RangeError(`numberArray: ${v} is not a finite number`);
    text += (i ? "," : "") + (v === null ? "NULL" : String(v));
  }
  return text + "}";
}
