/*
 * Open-Meteo's `time` values are local wall-clock strings without offset ("2026-03-29T03:00") when a
 * `timezone` is requested. They are NOT shifted at a DST change inside the forecast: the whole
 * response uses one offset, `utc_offset_seconds`, the one valid when the request was made
 * (maintainer's answer in open-meteo/open-meteo#261; also #488, #1764). So the real instant is the
 * string read as UTC minus that single offset — converting each string with the Paris DST rules
 * would be wrong by one hour after the change (and ambiguous on the autumn day).
 */
const LOCAL_ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Returns null when the text is not "yyyy-MM-ddTHH:mm" or not a real date. */
export function localIsoToUtc(local: string, utcOffsetSeconds: number): Date | null {
  const m = LOCAL_ISO.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(asUtc - utcOffsetSeconds * 1000);
}
