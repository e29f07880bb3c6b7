import { describe, expect, it } from "vitest";
import { CONFIDENT_MAE_KN, confidenceWithError, DOUBTFUL_MAE_KN } from "./confidence";

describe("confidence and the measured error", () => {
  it("leaves it where the forecast shown errs as little as models usually do, or where nothing was measured", () => {
    expect(confidenceWithError("haute", CONFIDENT_MAE_KN)).toBe("haute");
    expect(confidenceWithError("haute", null)).toBe("haute");
    expect(confidenceWithError("faible", 1)).toBe("faible");
  });

  it("caps « haute » at « moyenne » beyond 3 kn, and anything at « faible » beyond 5 kn; never raises it", () => {
    expect(confidenceWithError("haute", 3.1)).toBe("moyenne");
    expect(confidenceWithError("haute", DOUBTFUL_MAE_KN)).toBe("moyenne");
    expect(confidenceWithError("moyenne", 4)).toBe("moyenne");
    expect(confidenceWithError("haute", 5.1)).toBe("faible");
    expect(confidenceWithError("faible", 4)).toBe("faible");
  });
});
