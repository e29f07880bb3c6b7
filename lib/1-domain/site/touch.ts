/** A finger's target, in CSS pixels: the smallest side of anything a rider taps (WCAG 2.5.5, Apple's 44 pt). */
export const FINGER_PX = 44;
