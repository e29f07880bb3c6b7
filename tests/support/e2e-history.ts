import fs from "node:fs";
import path from "node:path";
import { createDb } from "../../db/client";
import { e2eDataDir } from "../../e2e/ports";
import { monthRows } from "../../lib/1-domain/history/rows";
import { historyYears } from "../../lib/1-domain/history/years";
import { saveHistoryRows } from "../../lib/2-stores/history/wind-history";
import { fetchHistory } from "../../lib/2-stores/open-meteo/historical";
import { startFakeHistorical } from "../fakes/historical-server";

/*
 * For the end-to-end tests: a spot's wind history as the history job stores it (lib/3-features/history/fetch.ts), its
 * newest complete years fetched from the historical-weather fake by the job's own client and saved by its own store.
 * The job itself goes through every spot of France: far too long for a test, and off in the e2e server.
 */
export async function storeHistory(spot: { id: number; latitude: number; longitude: number }, years = 2): Promise<{ from: number; to: number }> {
  const url = fs.readFileSync(path.join(e2eDataDir(), "database-url"), "utf8").trim();
  const fake = await startFakeHistorical({ port: 0 });
  const { db, close } = createDb(url, 1);
  const { to } = historyYears(Date.now());
  try {
    for (let year = to; year > to - years; year--) {
      const hours = await fetchHistory({ baseUrl: fake.url, latitude: spot.latitude, longitude: spot.longitude, startDate: `${year}-01-01`, endDate: `${year}-12-31` });
      await saveHistoryRows(db, spot.id, monthRows(hours), new Date());
    }
  } finally {
    await close();
    await fake.close();
  }
  return { from: to - years + 1, to };
}
