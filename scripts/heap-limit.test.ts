import { describe, expect, it } from "vitest";
import { withHeapLimit } from "./heap-limit";

describe("the web server's heap limit", () => {
  it("is added to NODE_OPTIONS, after what is there", () => {
    expect(withHeapLimit(undefined, 256)).toBe("--max-old-space-size=256");
    expect(withHeapLimit("--enable-source-maps", 512)).toBe("--enable-source-maps --max-old-space-size=512");
  });

  it("leaves a heap size named in NODE_OPTIONS, and V8's own limit at 0", () => {
    expect(withHeapLimit("--max-old-space-size=1024", 256)).toBe("--max-old-space-size=1024");
    expect(withHeapLimit(undefined, 0)).toBeUndefined();
    expect(withHeapLimit("--trace-gc", 0)).toBe("--trace-gc");
  });

});
