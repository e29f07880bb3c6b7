import type { WaterState } from "../spots/knowledge-types";
import type { ReportWind } from "./report-kinds";

/*
 * The texts of a session told in the chat (« 18 nds établis, clapot, 9 m, il y a 20 min »), apart from the logbook's
 * other texts (./messages.ts): the chat's report card and the live block's riders' reports ship only these.
 */
export const REPORT_WIND_LABELS: Record<ReportWind, string> = { etabli: "établis", rafales: "en rafales" };
export const REPORT_WIND_CHOICES: Record<ReportWind, string> = { etabli: "Établi", rafales: "En rafales" };
export const REPORT_WATER_LABELS: Record<WaterState, string> = { plat: "plan d'eau plat", clapot: "clapot", vagues: "vagues" };
export const REPORT_WATER_CHOICES: Record<WaterState, string> = { plat: "Plat", clapot: "Clapot", vagues: "Vagues" };

export const REPORT_TEXT = {
  cardTitle: "Compte rendu de session",
  /** The live block of a spot without a station: what riders reported lately, never taken for a measurement. */
  ridersTitle: "Rapports de riders",
  ridersHint: "Observations des riders ces 3 dernières heures, pas une mesure.",
  by: (username: string) => `par ${username}`,
  unreadable: "Compte rendu illisible",
  now: "à l'instant",
  minutesAgo: (m: number) => `il y a ${m} min`,
  hoursAgo: (h: number, m: number) => (m ? `il y a ${h} h ${String(m).padStart(2, "0")}` : `il y a ${h} h`),
  daysAgo: (d: number) => `il y a ${d} j`,
  // The service's refusals of a report (CHAT_ERROR and the acknowledgement).
  invalid: "Compte rendu invalide : vent en nœuds (0 à 80), « établi » ou « en rafales », et l'état du plan d'eau.",
  wrongSpot: "Cette session a eu lieu sur un autre spot : publiez-la dans le chat de son spot.",
} as const;
