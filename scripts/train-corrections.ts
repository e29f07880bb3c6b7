/*
 * Learns « Le vent d'ici » now (docs/decisions/0029-station-correction.md): the station correction of one spot, or of
 * every spot due (missing, or a day old), one spot at a time within the providers' budgets; prints what it did. The
 * job queue does the same every hour (correction-sweep); this is for a first deployment or a machine without workers.
 *   DATABASE_URL=postgres://… npx tsx scripts/train-corrections.ts [--spot 12]
 * OPEN_METEO_PREVIOUS_RUNS_BASE_URL, OPENWINDMAP_BASE_URL and OPEN_METEO_API_KEY are read as by the app.
 */
import { createDb } from "../db/client";
import { databaseUrl } from "../db/config";
import { loadProjectEnv, option } from "./cli";
import { sweepCorrections, trainSpotCorrection } from "../lib/3-features/correction/train";

loadProjectEnv();

async function main(): Promise<void> {
  const url = databaseUrl();
  const spot = option("spot");
  if (spot !== undefined && !/^\d{1,9}$/.test(spot)) throw new Error("--spot : l'identifiant d'un spot (un entier).");
  const { db, close } = createDb(url, 2);
  try {
    const due: number[] = [];
    if (spot !== undefined) due.push(Number(spot));
    else await sweepCorrections(db, async (spotId) => void due.push(spotId));
    for (const spotId of due) {
      const report = await trainSpotCorrection(db, spotId);
      if (report.status !== "trained") {
        console.log(`[correction] spot ${spotId} : ${report.status === "no-station" ? "pas de balise" : "spot inconnu"}`);
        continue;
      }
      const applied = report.applied.length ? `appliquée pour ${report.applied.join(", ")}` : "non appliquée (la prévision brute reste)";
      console.log(
        `[correction] spot ${spotId} (balise ${report.stationId}) : ${report.models} modèles appris, ${applied} ; ` +
          `historique prévisions ${report.history.forecast}, balise ${report.history.station} (${report.ms} ms)`,
      );
    }
    if (due.length === 0) console.log("[correction] aucun spot à apprendre : toutes les corrections sont à jour");
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(`[correction] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
