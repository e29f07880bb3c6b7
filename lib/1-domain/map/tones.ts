import type { Verdict } from "../verdict/types";

/* A marker's colour and symbol: today's verdict, or « Pas de données ». Colour is never the only cue. */
export type MarkerTone = Verdict | "none";
export const MARKER_TONES: readonly MarkerTone[] = ["go", "marginal", "no", "none"];

/** One stroked SVG path per tone (24×24 view box): a tick, an exclamation mark, a cross, a dash. */
export const TONE_SYMBOLS: Record<MarkerTone, string> = {
  go: "M5.5 12.5l4.5 4.5 8.5-9.5",
  marginal: "M12 5.5v8M12 18.2v.3",
  no: "M7 7l10 10M17 7L7 17",
  none: "M7 12h10",
};

export const toneOf = (verdict: Verdict | null | undefined): MarkerTone => verdict ?? "none";
