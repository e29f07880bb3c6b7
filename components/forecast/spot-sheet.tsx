import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { SPOT_SHEET, sectorLabel, WATER_BODY_LABELS } from "@/lib/1-domain/forecast/verdict-ui";
import { ALL_DIRECTIONS } from "@/lib/1-domain/spots/knowledge-sectors";
import { HAZARD_LABELS, SOURCE_SUPPORT_LABELS, SPOT_RULES } from "@/lib/1-domain/spots/messages-knowledge";
import type { KiteZone, SeasonalBan, Source, SpotKnowledge } from "@/lib/1-domain/spots/knowledge-types";
import { compassPoint, formatMonthDay, formatPartialDate } from "@/lib/0-base/format";

const period = (from: string, to: string) =>
  from === "01-01" && to === "12-31" ? SPOT_RULES.allYear : `du ${formatMonthDay(from)} au ${formatMonthDay(to)}`;

function SourceLink({ source }: { source: Source }) {
  const supports = (source.supports ?? []).map((s) => SOURCE_SUPPORT_LABELS[s]);
  return (
    <>
      <a href={source.url} className="break-words text-primary underline underline-offset-4" rel="noopener noreferrer" target="_blank">
        {source.label}
      </a>
      {source.date && <span className="text-muted-foreground"> {SPOT_RULES.sourceDated(formatPartialDate(source.date))}</span>}
      {supports.length > 0 && <span className="text-muted-foreground"> {SPOT_RULES.supports(supports)}</span>}
    </>
  );
}

/**
 * The rule a rider must know: a ban only with its source; else the sourced local rules listed below; else, near
 * supervised beaches nobody read the rules of, « vérifiez sur place »; never invented dates.
 */
function Rules({ ban, summerRestrictions, hasZones }: { ban: SeasonalBan | null; summerRestrictions?: boolean; hasZones: boolean }) {
  if (ban?.source) {
    return (
      <>
        {`${SPOT_SHEET.ban} ${period(ban.from, ban.to)} : ${ban.note} — `}
        <SourceLink source={ban.source} />
      </>
    );
  }
  if (summerRestrictions) return <>{SPOT_RULES.summerRestrictions}</>;
  return <>{hasZones ? SPOT_RULES.seeZones : SPOT_RULES.noRuleKnown}</>;
}

function Zone({ zone }: { zone: KiteZone }) {
  const months = zone.from && zone.to ? period(zone.from, zone.to) : SPOT_RULES.zoneMonthsNotGiven;
  return (
    <li>
      {`${zone.note} (${months})`}
      {zone.source && (
        <>
          {" — "}
          <SourceLink source={zone.source} />
        </>
      )}
    </li>
  );
}

function Row({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="mb-2 first-letter:uppercase sm:mb-1" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function SourceList({ sources }: { sources: Source[] }) {
  return (
    <ul className="space-y-1">
      {sources.map((s) => (
        <li key={s.url}>
          <SourceLink source={s} />
        </li>
      ))}
    </ul>
  );
}

/**
 * « Fiche du spot », folded by default: level, water, rideable directions, hazards, the rules (a ban only with
 * its source), kite zones, tide note, and the sources with what each supports, the spot's own before the
 * general references.
 */
export function SpotSheet({ spot }: { spot: SpotKnowledge }) {
  const hazards = spot.hazards ?? [];
  const hazardSources = spot.sources.filter((s) => s.supports?.includes("hazards"));
  const zones = spot.zones ?? [];
  const own = spot.sources.filter((s) => !s.general);
  const general = spot.sources.filter((s) => s.general);
  return (
    <details className="rounded-xl border bg-card px-4 py-2 text-sm shadow-sm sm:px-6" data-testid="spot-sheet">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between font-semibold [&::-webkit-details-marker]:hidden">
        {SPOT_SHEET.title}
        {/* The fold's mark, turned when open. */}
        <ChevronDown aria-hidden className="size-5 text-primary transition-transform [[open]>summary>&]:rotate-180" />
      </summary>
      <dl className="grid gap-x-4 pb-2 sm:grid-cols-[auto_1fr]">
        <Row term={SPOT_SHEET.level}>{spot.level}</Row>
        <Row term={SPOT_SHEET.water}>{`${WATER_BODY_LABELS[spot.waterBody]}, ${spot.water}`}</Row>
        <Row term={SPOT_SHEET.rideable}>
          {spot.rideableSectors.some((s) => s.from === ALL_DIRECTIONS.from && s.to === ALL_DIRECTIONS.to)
            ? SPOT_RULES.allDirections
            : spot.rideableSectors.map((s) => sectorLabel(compassPoint(s.from), compassPoint(s.to))).join(", ")}
        </Row>
        {hazards.length > 0 && (
          <Row term={SPOT_RULES.hazards} testId="spot-hazards">
            <ul className="flex flex-wrap gap-1.5">
              {hazards.map((h) => (
                <li key={h} className="rounded-full border border-amber-500/40 bg-amber-500/10 px-2 py-0.5 first-letter:uppercase">
                  {HAZARD_LABELS[h]}
                </li>
              ))}
            </ul>
            <p className="mt-1 text-xs text-muted-foreground" data-testid="spot-hazards-source">
              {hazardSources.length > 0 ? (
                hazardSources.map((source, i) => (
                  <span key={source.url}>
                    {i > 0 && " · "}
                    <SourceLink source={source} />
                  </span>
                ))
              ) : (
                SPOT_RULES.hazardsFromDescription
              )}
            </p>
          </Row>
        )}
        <Row term={SPOT_RULES.rules} testId="spot-rules">
          <Rules ban={spot.seasonalBan} summerRestrictions={spot.summerRestrictions} hasZones={zones.length > 0} />
        </Row>
        {zones.length > 0 && (
          <Row term={SPOT_RULES.zones} testId="spot-zones">
            <ul className="space-y-1">
              {zones.map((z) => (
                <Zone key={z.note} zone={z} />
              ))}
            </ul>
          </Row>
        )}
        {spot.tide.note && <Row term={SPOT_SHEET.tide}>{spot.tide.note}</Row>}
        {own.length > 0 && (
          <Row term={SPOT_RULES.spotSources} testId="spot-sources">
            <SourceList sources={own} />
          </Row>
        )}
        {general.length > 0 && (
          <Row term={SPOT_RULES.generalSources}>
            <SourceList sources={general} />
          </Row>
        )}
      </dl>
    </details>
  );
}
