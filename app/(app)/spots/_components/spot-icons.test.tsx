import { Star } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SPOT_STAR_ID, STAR_PATH, SpotStarSymbol, spotListIcons } from "./spot-icons";

describe("the cards' star", () => {
  it("is lucide's Star, drawn once in the page", () => {
    const lucide = renderToStaticMarkup(<Star />);
    expect(lucide).toContain(`d="${STAR_PATH}"`);
    const symbol = renderToStaticMarkup(<SpotStarSymbol />);
    expect(symbol).toContain(`<symbol id="${SPOT_STAR_ID}" viewBox="0 0 24 24"><path d="${STAR_PATH}"></path></symbol>`);
  });

  it("in a card uses that drawing instead of repeating its path, and still fills when the spot is a favourite", () => {
    const star = renderToStaticMarkup(<>{spotListIcons().favorite}</>);
    expect(star).toContain(`<use href="#${SPOT_STAR_ID}"></use>`);
    expect(star).not.toContain("<path");
    expect(star).toContain("group-data-favorite:fill-sun");
    expect(star).toContain('aria-hidden="true"');
  });
});
