import { describe, expect, it } from "vitest";
import { waterLine } from "./messages";
import { WETSUIT_TABLE, wetsuitAdvice } from "./wetsuit";

describe("the wetsuit for the water's temperature", () => {
  it.each([
    [4, "intégrale 6/5 à cagoule, chaussons et gants"],
    [9.6, "intégrale 5/4 à cagoule, chaussons et gants"],
    [13, "intégrale 5/4, chaussons"],
    [14.4, "intégrale 5/4, chaussons"],
    [16, "intégrale 4/3"],
    [19, "intégrale 3/2"],
    [22, "shorty ou top néoprène"],
    [26, "lycra"],
  ])("at %s °C: %s", (c, advice) => {
    expect(wetsuitAdvice(c)).toBe(advice);
  });

  it("reads the temperature to the degree it is shown: 14,6 °C is shown 15 °C and dressed as 15", () => {
    expect(wetsuitAdvice(14.6)).toBe(wetsuitAdvice(15));
    expect(wetsuitAdvice(14.4)).toBe(wetsuitAdvice(14));
  });

  it("gets lighter as the water warms, with one advice for every temperature", () => {
    const bounds = WETSUIT_TABLE.map((r) => r.belowC);
    expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
    expect(new Set(WETSUIT_TABLE.map((r) => r.advice)).size).toBe(WETSUIT_TABLE.length);
    expect(wetsuitAdvice(-2)).toBe(WETSUIT_TABLE[0].advice);
    expect(wetsuitAdvice(35)).toBe("lycra");
  });

  it("writes the header's line as the issue shows it", () => {
    expect(waterLine(13.2, wetsuitAdvice(13.2))).toBe("Eau 13\u00a0°C : intégrale 5/4, chaussons");
  });
});
