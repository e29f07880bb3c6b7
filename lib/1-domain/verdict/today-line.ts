import { formatKn } from "../../0-base/format";
import { addParisDays, parisDayKey, parisParts } from "../../0-base/time";
import { PARIS_TIME_ZONE } from "../../0-base/time-zone";
import { HOUR_MS } from "./daylight";
import type { Confidence } from "./confidence";
import { REASON_PHRASES, TODAY_LINE as T, type FindingCode } from "./messages-summary";
import type { Verdict, VerdictWindow } from "./types";

/*
 * « Aujourd'hui : non (nuit, puis rafales trop fortes) · Prochain créneau : mer. 11 h–15 h, 22 nds, aile 9 m,
 * confiance haute »: the answer a rider reads in five seconds, at the top of a forecast and on home, built from
 * the hours already judged and the windows already found. The kite and the confidence are named when the
 * verdict gives them.
 */

/** A judged hour as the line reads it: `codes` are its reasons' codes (none: the line gives no reason). */
export type LineHour = { forecastDate: string; verdict: Verdict; codes?: readonly FindingCode[] };

/** A window as the line reads it; `kiteSizeM2` and `confidence` are named when present. */
export type LineWindow = Pick<VerdictWindow, "start" | "end" | "verdict" | "avgWindKn"> & {
  kiteSizeM2?: number | null;
  confidence?: Confidence;
};

/** `today` starts with « Aujourd'hui : »; `next` is the next window (or that there is none), when today has no « go ». */
export type TodayLine = { verdict: Verdict | null; today: string; next: string | null };

/** At most this many reasons in the line: more would not be read at a glance. */
const LINE_REASONS = 3;

// Made at first use (tests/client-bundle.test.ts): « mer. »
let weekday: Intl.DateTimeFormat | undefined;
const weekdayShort = (at: string) =>
  (weekday ??= new Intl.DateTimeFormat("fr-FR", { weekday: "short", timeZone: PARIS_TIME_ZONE })).format(new Date(at));

const byStart = (a: LineWindow, b: LineWindow) => Date.parse(a.start) - Date.parse(b.start);

/** The reasons' phrases in the order the hours bring them, each once: « nuit, puis rafales trop fortes ». */
function reasonPhrases(hours: readonly LineHour[], max = LINE_REASONS): string[] {
  const phrases: string[] = [];
  for (const h of hours) {
    if (h.verdict === "go") continue;
    for (const code of h.codes ?? []) {
      const phrase = REASON_PHRASES[code];
      if (!phrases.includes(phrase)) phrases.push(phrase);
    }
  }
  return phrases.slice(0, max);
}

const withReasons = (head: string, phrases: string[]) => (phrases.length ? `${head} (${phrases.join(T.then)})` : head);

/** « demain », « mer. », or nothing for today. */
function dayWord(at: string, now: number): string {
  const key = parisDayKey(at);
  if (key === parisDayKey(new Date(now))) return "";
  if (key === parisDayKey(addParisDays(now, 1))) return T.tomorrow;
  return weekdayShort(at);
}

/** « mer. 11 h–15 h », « demain 11 h–15 h »; today « 11 h–15 h », or `todayWord` before it when given. */
export function dayAndHours(w: Pick<LineWindow, "start" | "end">, now: number, todayWord?: string): string {
  const day = dayWord(w.start, now) || todayWord;
  const hours = T.hours(parisParts(w.start).hour, parisParts(w.end).hour);
  return `${day ? `${day} ` : ""}${hours}`;
}

/** « mer. 11 h–15 h, 22 nds, aile 9 m, confiance haute » (no day for today). */
export function describeWindow(w: LineWindow, now: number): string {
  const parts = [dayAndHours(w, now), T.wind(formatKn(w.avgWindKn))];
  if (typeof w.kiteSizeM2 === "number") parts.push(T.kite(formatKn(w.kiteSizeM2)));
  if (w.confidence) parts.push(T.confidence(w.confidence));
  if (w.verdict === "marginal") parts.push(T.limitWindow);
  return parts.join(", ");
}

const inWindow = (h: LineHour, w: LineWindow) => {
  const t = Date.parse(h.forecastDate);
  return t >= Date.parse(w.start) && t < Date.parse(w.end);
};

/**
 * Today's answer at `now` (ms) from the spot's judged hours (any order) and its windows (any order: best first or
 * by date). « oui » when a « go » window remains today; « limite » when only a « Limite » one does, with what
 * limits it; « non » otherwise, with the reasons of the hours left today in time order. When today is not « oui »,
 * the next window after today follows, a « go » one rather than a « Limite » one.
 */
export function todayLine(hours: readonly LineHour[], windows: readonly LineWindow[], now: number): TodayLine {
  const todayKey = parisDayKey(new Date(now));
  const fromHour = Math.floor(now / HOUR_MS) * HOUR_MS;
  const left = hours
    .filter((h) => Date.parse(h.forecastDate) >= fromHour && parisDayKey(h.forecastDate) === todayKey)
    .sort((a, b) => Date.parse(a.forecastDate) - Date.parse(b.forecastDate));
  const sorted = windows.filter((w) => Date.parse(w.end) > now).sort(byStart);
  const today = sorted.filter((w) => parisDayKey(w.start) === todayKey);
  const head = `${T.today} : `;

  const go = today.find((w) => w.verdict === "go");
  if (go) return { verdict: "go", today: `${head}${T.yes}, ${describeWindow(go, now)}`, next: null };

  let line: Omit<TodayLine, "next">;
  const limit = today[0];
  if (limit) {
    const why = reasonPhrases(left.filter((h) => inWindow(h, limit)), 2);
    line = { verdict: "marginal", today: withReasons(`${head}${T.limit}, ${describeWindow({ ...limit, verdict: "go" }, now)}`, why) };
  } else if (left.length === 0) {
    line = { verdict: null, today: `${head}${T.noForecast}` };
  } else {
    line = { verdict: "no", today: withReasons(`${head}${T.no}`, reasonPhrases(left)) };
  }
  const later = sorted.filter((w) => parisDayKey(w.start) !== todayKey);
  const next = later.find((w) => w.verdict === "go") ?? later[0];
  return { ...line, next: next ? `${T.next} : ${describeWindow(next, now)}` : T.noWindow };
}

/** The line as one text: « Aujourd'hui : … · Prochain créneau : … ». */
export const todayLineText = (line: TodayLine): string => (line.next ? `${line.today} · ${line.next}` : line.today);
