import { describe, expect, it } from "vitest";
import { distanceKm, spotGaugeId } from "@/lib/1-domain/tides/gauge-rule";
import { isTideNegligible } from "@/lib/1-domain/tides/heights";
import { innerWaterAt } from "@/lib/1-domain/tides/inner-waters";
import { predictTideEvents, type TideEvent } from "@/lib/1-domain/tides/predict";
import {
  coastWays,
  gaugePathKm,
  highWaterGap,
  SEAM_MAX_HEIGHT_M,
  SEAM_MAX_MINUTES,
  SEAM_RADIUS_KM,
  seamAllowance,
  type TideGap,
} from "@/lib/1-domain/tides/seams";
import { SEED_SPOTS, type SeedSpot } from "./spots-data";

/*
 * Every two spots within SEAM_RADIUS_KM of each other, over 14 days that hold a neap and a spring tide, with the
 * tide the app serves them (the gauge or blend spotGaugeId reads from hydrographicSource, predicted as the tide
 * store predicts it). Their high waters must agree within 20 min and 0.3 m, or within what the gauges around them
 * show the tide changing over that distance; only a water that has its own tide (a bassin, an estuary), written
 * with its source, may part them further.
 */
const FROM = new Date("2026-03-05T00:00:00Z"); // neaps on the 11th, springs on the 20th–21st
const DAYS = 14;

const tidal = SEED_SPOTS.filter((s) => s.knowledge.waterBody !== "lac" && !isTideNegligible({ ...s, waterBody: s.knowledge.waterBody }));
const tideOf = (s: SeedSpot) => spotGaugeId(s.hydrographicSource, s.latitude, s.longitude, s.knowledge.waterBody);

const events = new Map<string, TideEvent[]>();
const eventsOf = (id: string) => {
  let found = events.get(id);
  if (!found) events.set(id, (found = predictTideEvents(id, FROM, DAYS)));
  return found;
};

const gradients = new Map<string, TideGap>();
/** How much the high water changes per km of coast between two neighbouring gauges. */
function gradient(a: string, b: string): TideGap {
  const key = `${a}|${b}`;
  let found = gradients.get(key);
  if (!found) {
    const gap = highWaterGap(eventsOf(a), eventsOf(b));
    const km = gaugePathKm(a, b);
    gradients.set(key, (found = { minutes: gap.minutes / km, metres: gap.metres / km }));
  }
  return found;
}

type Seam = { pair: string; gap: TideGap; allowed: TideGap };

/** The neighbours whose tides part further than the rule allows, each said in a line. */
function seams(spots: SeedSpot[], tide: (s: SeedSpot) => string | null): Seam[] {
  const found: Seam[] = [];
  for (let i = 0; i < spots.length; i++) {
    for (let j = i + 1; j < spots.length; j++) {
      const [a, b] = [spots[i], spots[j]];
      const km = distanceKm(a.latitude, a.longitude, b.latitude, b.longitude);
      if (km > SEAM_RADIUS_KM) continue;
      const [ta, tb] = [tide(a), tide(b)];
      if (!ta || !tb) continue;
      // A bassin or an estuary with its own tide, written with its source, parts a beach inside from one outside.
      const [wa, wb] = [innerWaterAt(a.latitude, a.longitude), innerWaterAt(b.latitude, b.longitude)];
      if (wa !== wb && (wa ?? wb)?.source) continue;
      const gap = highWaterGap(eventsOf(ta), eventsOf(tb));
      const allowed = seamAllowance(coastWays(a, b, ta, tb, km), gradient);
      if (gap.minutes > allowed.minutes || gap.metres > allowed.metres) {
        found.push({ pair: `${a.name} / ${b.name} (${km.toFixed(1)} km): ${Math.round(gap.minutes)} min, ${gap.metres.toFixed(2)} m`, gap, allowed });
      }
    }
  }
  return found;
}

describe("tides of neighbouring spots", () => {
  it("holds the tidal spots, neighbours and both kinds of tide in the window", () => {
    expect(tidal.length).toBeGreaterThan(120);
    const brest = eventsOf("ticon/brest-822-fra-uhslc_fd").filter((e) => e.type === "high").map((e) => e.height);
    expect(Math.max(...brest) - Math.min(...brest)).toBeGreaterThan(2); // springs and neaps both inside
  });

  it(`agree within ${SEAM_MAX_MINUTES} min and ${SEAM_MAX_HEIGHT_M} m, or the gauges' own rate, unless a water with a source parts them`, () => {
    expect(seams(tidal, tideOf).map((s) => s.pair)).toEqual([]);
  });

  it("catches a seam: two Abers beaches 13 km apart on the Channel's gauge and on the Iroise's", () => {
    const pair = tidal.filter((s) => s.name.startsWith("Landéda") || s.name.startsWith("Guissény"));
    expect(pair).toHaveLength(2);
    const split = (s: SeedSpot) => (s.name.startsWith("Landéda") ? "ticon/le_conquet-152-fra-refmar" : "ticon/roscoff-54-fra-refmar");
    const [seam] = seams(pair, split);
    expect(seam?.gap.minutes).toBeGreaterThan(60);
  });
});
