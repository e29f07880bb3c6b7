import { describe, expect, it } from "vitest";
import { handedMarkup } from "@/lib/0-base/markup-handoff-reader";
import type { MarkupScope } from "@/lib/0-base/markup-handoff-reader";
import { CARD_GROUP, GROUPS_IN_HTML } from "@/lib/1-domain/spots/list-cards";
import type { SpotCatalogItem } from "@/lib/1-domain/spots/types";
import { runInMarkupScope } from "@/lib/4-edge/http/markup-handoff";
import { handSpotsRiderParts, spotsRiderView } from "./rider-parts";
import { spotListIcons } from "./spot-icons";

const catalog: SpotCatalogItem[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: `Spot ${String(i + 1).padStart(2, "0")}`,
  description: `Plage n° ${i + 1} <sable & galets>`,
  latitude: 47 + i / 10,
  longitude: -2,
}));

describe("the rider's parts of the /spots list", () => {
  it("open on the rider's favourites when they have some, on every spot otherwise", () => {
    expect(spotsRiderView(catalog, [])).toMatchObject({ favoritesOnly: false });
    expect(spotsRiderView(catalog, []).visible).toHaveLength(30);
    const mine = spotsRiderView(catalog, [4, 9]);
    expect(mine.favoritesOnly).toBe(true);
    expect(mine.visible.map((s) => [s.id, s.isFavorite])).toEqual([[4, true], [9, true]]);
    // A favourite no longer in the catalogue is not one the list can show.
    expect(spotsRiderView(catalog, [999]).favoritesOnly).toBe(false);
  });

  it("are handed marked, each drawn again from another rider's view; outside a document, the list draws them", () => {
    const icons = spotListIcons();
    expect(handSpotsRiderParts(spotsRiderView(catalog, []), undefined, icons)).toBeNull();
    let scope!: MarkupScope;
    const islands = runInMarkupScope(
      () => undefined,
      () => handSpotsRiderParts(spotsRiderView(catalog, [4, 9]), { 4: { windAvgKn: 18, directionDeg: 270, stale: false } }, icons),
      (s) => (scope = s),
    );
    expect(islands).not.toBeNull();
    const html = [islands!.filter, islands!.count, islands!.grid].map((id) => scope.markup.get(id)!);
    expect(html[0]).toContain('aria-pressed="true"');
    expect(html[1]).toContain("2 spots parmi vos favoris");
    expect(html[2]).toContain("Retirer des favoris : Spot 04");
    expect(html[2]).toContain("&lt;sable &amp; galets&gt;");
    expect(html[2]).toContain('data-testid="spot-live-wind"');
    expect(html[2]).not.toContain("Spot 05");
    // Another rider, without a favourite: every spot, the first groups as cards and the others' places held.
    const [filter, count, grid] = scope.riderSlots!.map((slot) => slot(spotsRiderView(catalog, [])));
    expect(filter).toContain('aria-pressed="false"');
    expect(count).toContain("30 spots");
    expect(count).not.toContain("favoris");
    expect(grid.match(/<article/g)).toHaveLength(GROUPS_IN_HTML * CARD_GROUP);
    expect(grid.match(/<li aria-hidden="true" class="spot-card-item"><\/li>/g)).toHaveLength(30 - GROUPS_IN_HTML * CARD_GROUP);
    expect(grid).not.toContain('data-favorite=""');
    expect(handedMarkup(islands!.grid)).toBeUndefined(); // read only inside its document's scope
  });
});
