import { afterEach, describe, expect, it } from "vitest";
import { dayTitle, FIRST_HOUR, groupForecastByDay, hourLabel, updatedLabel } from "./days";

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  if (ORIGINAL_TZ === undefined) delete process.env.TZ;
  else process.env.TZ = ORIGINAL_TZ;
});

// The runtime's own zone must not matter: run every check under several (Node applies TZ at once).
const ZONES = [ORIGINAL_TZ, "UTC", "America/Los_Angeles", "Pacific/Kiritimati", "Asia/Kolkata"];
function inEveryZone(check: () => void) {
  for (const zone of ZONES) {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
    check();
  }
}

describe("dayTitle", () => {
  it("writes weekday, day and month in French, for the Paris calendar day", () => {
    inEveryZone(() => {
      expect(dayTitle("2026-11-21T10:00:00Z")).toBe("samedi 21 novembre");
      expect(dayTitle(new Date("2026-11-21T23:30:00Z"))).toBe("dimanche 22 novembre"); // 00:30 in Paris
      expect(dayTitle("2026-03-01T10:00:00Z")).toBe("dimanche 1er mars");
      expect(dayTitle("2026-07-14T12:00:00+02:00")).toBe("mardi 14 juillet");
    });
  });

  it("stays on the right day around the DST changes", () => {
    inEveryZone(() => {
      expect(dayTitle("2026-03-28T23:30:00Z")).toBe("dimanche 29 mars"); // 00:30 CET
      expect(dayTitle("2026-03-28T22:30:00Z")).toBe("samedi 28 mars"); // 23:30 CET
      expect(dayTitle("2026-10-24T22:30:00Z")).toBe("dimanche 25 octobre"); // 00:30 CEST
      expect(dayTitle("2026-10-25T22:30:00Z")).toBe("dimanche 25 octobre"); // 23:30 CET
    });
  });
});

describe("hourLabel", () => {
  it("gives the Paris hour on two digits, across the DST changes", () => {
    inEveryZone(() => {
      expect(hourLabel("2026-11-21T04:00:00Z")).toBe("05");
      expect(hourLabel("2026-07-14T03:00:00Z")).toBe("05");
      expect(hourLabel("2026-03-29T00:59:00Z")).toBe("01"); // CET
      expect(hourLabel("2026-03-29T01:00:00Z")).toBe("03"); // CEST: 02:00 never happens
      expect(hourLabel("2026-10-25T00:30:00Z")).toBe("02"); // CEST
      expect(hourLabel("2026-10-25T01:30:00Z")).toBe("02"); // CET: 02:00 happens twice
      expect(hourLabel("2026-11-21T23:00:00Z")).toBe("00");
    });
  });
});

describe("updatedLabel", () => {
  it("writes « Mis à jour le <date> à HH:mm » in Paris time", () => {
    inEveryZone(() => {
      expect(updatedLabel("2026-11-21T13:05:00Z")).toBe("Mis à jour le 21 novembre 2026 à 14:05");
      expect(updatedLabel(new Date("2026-06-30T22:07:00Z"))).toBe("Mis à jour le 1er juillet 2026 à 00:07");
      expect(updatedLabel("2026-12-31T23:59:00Z")).toBe("Mis à jour le 1er janvier 2027 à 00:59");
    });
  });
});

describe("groupForecastByDay", () => {
  it("groups by Paris day, sorts each day and drops hours before 5", () => {
    expect(FIRST_HOUR).toBe(5);
    const entries = [
      { id: "b-14h", forecastDate: "2026-11-22T13:00:00.000Z" },
      { id: "a-04h", forecastDate: "2026-11-21T03:00:00.000Z" }, // 04:00 Paris: dropped
      { id: "a-23h", forecastDate: new Date("2026-11-21T22:00:00.000Z") },
      { id: "a-05h", forecastDate: "2026-11-21T04:00:00.000Z" }, // 05:00 Paris: kept
      { id: "b-00h", forecastDate: "2026-11-21T23:00:00.000Z" }, // 00:00 Paris on the 22nd: dropped
      { id: "b-06h", forecastDate: "2026-11-22T05:00:00.000Z" },
      { id: "a-12h", forecastDate: "2026-11-21T11:00:00.000Z" },
    ];
    inEveryZone(() => {
      const days = groupForecastByDay(entries);
      expect(days.map((d) => d.key)).toEqual(["2026-11-21", "2026-11-22"]);
      expect(days[0].entries.map((e) => e.id)).toEqual(["a-05h", "a-12h", "a-23h"]);
      expect(days[1].entries.map((e) => e.id)).toEqual(["b-06h", "b-14h"]);
      expect(days[0].entries[0]).toBe(entries[3]); // the entries themselves, untouched
    });
  });

  it("uses Paris summer time for the cut-off", () => {
    const days = groupForecastByDay([
      { forecastDate: "2026-07-14T02:59:00Z" }, // 04:59 CEST
      { forecastDate: "2026-07-14T03:00:00Z" }, // 05:00 CEST
    ]);
    expect(days).toEqual([{ key: "2026-07-14", entries: [{ forecastDate: "2026-07-14T03:00:00Z" }] }]);
  });

  it("omits a day whose hours are all before 5 and accepts an empty list", () => {
    expect(groupForecastByDay([{ forecastDate: "2026-11-21T00:00:00Z" }])).toEqual([]);
    expect(groupForecastByDay([])).toEqual([]);
  });

  it("labels a day crossing the spring change with the real Paris hours", () => {
    const hours = Array.from({ length: 24 }, (_, i) => ({
      forecastDate: new Date(Date.UTC(2026, 2, 28, 23) + i * 3_600_000), // from 00:00 CET on the 29th
    }));
    const [day] = groupForecastByDay(hours);
    expect(day.key).toBe("2026-03-29");
    expect(day.entries.map((e) => hourLabel(e.forecastDate))).toEqual([
      "05", "06", "07", "08", "09", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23",
    ]);
  });
});
