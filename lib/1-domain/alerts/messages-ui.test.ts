import { describe, expect, it } from "vitest";
import { describeAlert } from "./messages-ui";

describe("describeAlert", () => {
  it("says an alert's settings in plain French", () => {
    const alert = { minWindKn: 15, maxWindKn: 25, minHours: 2, days: "weekend", leadDays: 3, email: true, push: true } as const;
    expect(describeAlert(alert)).toBe("15–25 nœuds, 2 h min., week-end, jusqu'à 3 jours avant, e-mail + notification");
    expect(describeAlert({ ...alert, days: "all", leadDays: 1, push: false })).toBe("15–25 nœuds, 2 h min., tous les jours, jusqu'à 1 jour avant, e-mail");
    expect(describeAlert({ ...alert, days: "weekdays", email: false })).toBe("15–25 nœuds, 2 h min., en semaine, jusqu'à 3 jours avant, notification");
  });
});
