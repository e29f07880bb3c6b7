import { describe, expect, it } from "vitest";
import { IMAGE_MAX_WIDTH } from "./constants";
import { avatarLetter, formatMessageTime } from "./format";
import { targetSize } from "../../browser/chat/prepare-image";

describe("chat formatting", () => {
  it("shows times as HH:mm, Paris time", () => {
    expect(formatMessageTime("2026-07-14T08:05:00Z")).toBe("10:05");
    expect(formatMessageTime("2026-01-14T23:30:00Z")).toBe("00:30");
  });

  it("takes the username's first letter for the avatar", () => {
    expect(avatarLetter("élodie_kite")).toBe("É");
    expect(avatarLetter("bruno")).toBe("B");
    expect(avatarLetter("")).toBe("?");
  });

  it("resizes to at most 1024 px wide, keeping the ratio", () => {
    expect(targetSize(4000, 3000)).toEqual({ width: IMAGE_MAX_WIDTH, height: 768 });
    expect(targetSize(800, 1200)).toEqual({ width: 800, height: 1200 });
    expect(targetSize(5000, 1)).toEqual({ width: IMAGE_MAX_WIDTH, height: 1 });
  });
});
