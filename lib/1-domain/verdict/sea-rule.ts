import { SEA_REASONS } from "../sea/messages";
import type { SpotLevel, WaterState } from "../spots/knowledge-types";
import type { Finding } from "./types";

/*
 * The sea in the verdict (docs/decisions/0021-sea.md): over SEA_WAVE_LIMIT_M of waves, a flat-water
 * spot is no longer what it promises and a beginner is out of his depth anywhere; the hour is at best « Limite ».
 * Hours without a wave height (a lake, no marine data) are judged without the sea.
 */
export const SEA_WAVE_LIMIT_M = 1;

const NONE: readonly Finding[] = [];

export function seaRule(waveHeightM: number | null, water: WaterState, riderLevel: SpotLevel): readonly Finding[] {
  if (waveHeightM === null || waveHeightM <= SEA_WAVE_LIMIT_M) return NONE;
  if (water === "plat") return [{ severity: "marginal", code: "wavesOnFlatSpot", text: SEA_REASONS.wavesOnFlatSpot(waveHeightM) }];
  if (riderLevel === "débutant") return [{ severity: "marginal", code: "wavesForBeginner", text: SEA_REASONS.wavesForBeginner(waveHeightM) }];
  return NONE;
}
