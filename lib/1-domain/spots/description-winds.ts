/**
 * The winds a spot's French description names as good (« Meilleures orientations : SO à O et NE (side-shore),
 * le NO étant on-shore ») as bearings, so that a test can hold the description and the wind sectors together
 * (db/seed/spot-descriptions.test.ts). Ranges « A à B » take the shorter way round unless the text says which
 * (« S à N en passant par l'ouest »). A wind the text itself calls off-shore is set apart: the description and the
 * sectors then agree that it blows off the beach.
 */

const POINTS: Record<string, number> = {
  N: 0, NNE: 22.5, NE: 45, ENE: 67.5, E: 90, ESE: 112.5, SE: 135, SSE: 157.5,
  S: 180, SSO: 202.5, SO: 225, OSO: 247.5, O: 270, ONO: 292.5, NO: 315, NNO: 337.5,
};
const WORDS: [RegExp, string][] = [
  [/\bnord-ouest\b/g, "NO"],
  [/\bnord-est\b/g, "NE"],
  [/\bsud-ouest\b/g, "SO"],
  [/\bsud-est\b/g, "SE"],
  [/\bnord\b/g, "N"],
  [/\bsud\b/g, "S"],
  [/\bouest\b/g, "O"],
  [/\best\b/g, "E"],
];
const POINT = "(NNE|NNO|ENE|ESE|SSE|SSO|OSO|ONO|NE|NO|SE|SO|N|E|S|O)";

export type NamedWinds = {
  /** Every direction named as a wind to ride, by steps of 22.5°. */
  good: number[];
  /** Directions the text says blow off-shore (ridden for flat water by experts, or not at all). */
  offshore: number[];
  /** Directions the text says do not work (« par SO, E et SE, vent déventé »). */
  bad: number[];
  /** « toutes » : every direction. */
  all: boolean;
};

/** The clause that names the best winds, or null when the description has none. */
export function orientationClause(description: string): string | null {
  const match = /Meilleures? orientations? : (.*?)(?:\.(?:\s|$)|$)/.exec(description);
  return match ? match[1] : null;
}

const step = (from: number, to: number, clockwise: boolean): number[] => {
  const out: number[] = [];
  const span = clockwise ? (to - from + 360) % 360 : (from - to + 360) % 360;
  for (let d = 0; d <= span + 1e-9; d += 22.5) out.push((((clockwise ? from + d : from - d) % 360) + 360) % 360);
  return out;
};

/** The bearings of « A à B » (or of a single point) in a piece of text. */
function bearingsIn(text: string): number[] {
  const out: number[] = [];
  const via = /en passant par l'?(\w+)/.exec(text)?.[1];
  const range = new RegExp(`${POINT} à ${POINT}`, "g");
  let rest = text.replace(/en passant par l'?\w+/, " ");
  for (const m of text.matchAll(range)) {
    const [from, to] = [POINTS[m[1]], POINTS[m[2]]];
    const short = (to - from + 360) % 360 <= 180;
    let clockwise = short;
    if (via) {
      const through = POINTS[WORDS.find(([w]) => w.test(via))?.[1] ?? via] ?? POINTS[via.toUpperCase()];
      WORDS.forEach(([w]) => (w.lastIndex = 0));
      if (through !== undefined) clockwise = step(from, to, true).includes(through);
    }
    out.push(...step(from, to, clockwise));
    rest = rest.replace(m[0], " ");
  }
  for (const m of rest.matchAll(new RegExp(`\\b${POINT}\\b`, "g"))) out.push(POINTS[m[1]]);
  return out;
}

/** The winds the description's « Meilleures orientations » clause names; null when it has none. */
export function namedWinds(description: string): NamedWinds | null {
  let clause = orientationClause(description);
  if (clause === null) return null;
  for (const [word, point] of WORDS) clause = clause.replace(word, point);
  const named: NamedWinds = { good: [], offshore: [], bad: [], all: /^toutes\b/.test(clause) };
  // « … ; par tramontane (NO), off-shore réservé aux confirmés » : a part after a semicolon that speaks of a wind
  // off the beach or one that does not work is about that wind only.
  for (const part of clause.split(";")) {
    if (/off-shore|side-off|à éviter|de terre/.test(part)) {
      // Unless it names a good wind too, in its own parentheses (« tramontane (NO, off-shore) et marin (SE, side-on) »).
      if (!/\((?:[^)]*)(?:side-shore|side-on|on-shore)(?:[^)]*)\)/.test(part)) {
        named.offshore.push(...bearingsIn(part));
        continue;
      }
    }
    if (/déventé|ne (?:marche|fonctionne)|pas navigable/.test(part)) {
      named.bad.push(...bearingsIn(part));
      continue;
    }
    // Pieces: « X (side-shore) », « le NO étant on-shore », « tramontane (NO, off-shore, …) ».
    for (const piece of part.split(/(?<=\))\s*(?:,|et|pour)?\s*/)) {
      if (/off-shore|side-off/.test(piece)) named.offshore.push(...bearingsIn(piece));
      else named.good.push(...bearingsIn(piece));
    }
  }
  return named;
}
