import { weakest, type Confidence } from "../verdict/confidence";

/*
 * How sure a verdict can be where the station measured how wrong the forecast shown is: the back-test's mean error
 * (of the corrected forecast where the correction applies, of the raw model elsewhere) caps the confidence the
 * models' spread gives (docs/decisions/0020-safe-verdict.md). The models' usual error against the stations is 2–4
 * kn (0011's skill): within CONFIDENT_MAE_KN nothing changes; beyond it « haute » becomes « moyenne »; beyond
 * DOUBTFUL_MAE_KN, the difference between « Navigable » and not at most spots, « faible ». Never raised.
 */
export const CONFIDENT_MAE_KN = 3;
export const DOUBTFUL_MAE_KN = 5;

/** The confidence of an hour, capped by the measured mean error of the forecast shown here (null: none measured). */
export function confidenceWithError(confidence: Confidence, maeKn: number | null | undefined): Confidence {
  if (maeKn == null || maeKn <= CONFIDENT_MAE_KN) return confidence;
  return weakest(confidence, maeKn <= DOUBTFUL_MAE_KN ? "moyenne" : "faible");
}
