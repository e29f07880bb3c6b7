import type { Page } from "@playwright/test";
import { SPOT_SHEET } from "../lib/1-domain/forecast/verdict-ui";
import { SPOT_RULES } from "../lib/1-domain/spots/messages-knowledge";
import { expect, spotNamed, test } from "../tests/support/e2e-fixtures";

/*
 * « Fiche du spot » (issue « Des spots vrais ») as a rider reads it: the hazards of the spot, the honest line on
 * summer rules where no source gives a ban, and a kite zone with the source that describes it.
 */
const SHOTS = "docs/screenshots";

/** The sheet alone, at a phone's and a laptop's width, taken from the top of the page so no sticky bar covers it. */
async function shoot(page: Page, sheet: ReturnType<Page["getByTestId"]>, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await sheet.boundingBox())!;
    await page.screenshot({ path: `${SHOTS}/spot-sheet-${name}-${width}.png`, fullPage: true, clip: box });
  }
}

async function openSheet(page: Page, name: string) {
  const spot = await spotNamed(page, name);
  await page.goto(`/spots/${spot.id}/weather`);
  const sheet = page.getByTestId("spot-sheet");
  await sheet.getByText(SPOT_SHEET.title).click();
  await expect(sheet.getByTestId("spot-rules")).toBeVisible();
  return sheet;
}

test("the sheet lists the spot's hazards and says to check summer rules on the spot where no source gives a ban", async ({ page, rider }) => {
  void rider;
  const sheet = await openSheet(page, "Wissant");
  await expect(sheet.getByTestId("spot-hazards").getByRole("listitem")).toContainText(["courants forts", "shore-break"]);
  await expect(sheet.getByTestId("spot-rules")).toHaveText(SPOT_RULES.summerRestrictions);
  await expect(sheet).not.toContainText(SPOT_SHEET.ban);
  // Sources say what they support; the home pages come last, as general references.
  await expect(sheet.getByTestId("spot-sources")).toContainText("(emplacement, orientation)");
  await expect(sheet.getByText(SPOT_RULES.generalSources)).toBeVisible();
  // How the tide is computed: between Calais and Boulogne, both named.
  await expect(sheet.getByTestId("spot-sources")).toContainText(/Calais \(\d+ %\) et Boulogne-sur-Mer \(\d+ %\), pleines et basses mers interpolées/);
  // Hazards say where they come from.
  await expect(sheet.getByTestId("spot-hazards-source")).toHaveText(SPOT_RULES.hazardsFromDescription);

  await shoot(page, sheet, "wissant");
});

test("a kite zone shows its source and says when that source gives no months", async ({ page, rider }) => {
  void rider;
  const sheet = await openSheet(page, "Lac de Lacanau");
  const zones = sheet.getByTestId("spot-zones");
  await expect(zones).toContainText(SPOT_RULES.zoneMonthsNotGiven);
  await expect(zones.getByRole("link", { name: /ZoomKITE/ })).toHaveAttribute("href", "https://zoomkite.com/spots/etang-de-lacanau/");
  // The lake's own text and source: north-west best, east and south-east do not work.
  await expect(sheet).not.toContainText(SPOT_RULES.allDirections);
  await shoot(page, sheet, "lacanau");
});

test("a rule read on a page shows its period and the date of that page, and the verdict's ban with its source", async ({ page, rider }) => {
  void rider;
  const malo = await openSheet(page, "Saint-Malo – Le Sillon");
  await expect(malo.getByTestId("spot-rules")).toHaveText(SPOT_RULES.seeZones);
  await expect(malo.getByTestId("spot-zones")).toContainText("(du 01/07 au 01/09)");
  await expect(malo.getByTestId("spot-zones")).toContainText("(2021)");
  await shoot(page, malo, "saint-malo");
  const lancieux = await openSheet(page, "Lancieux – Saint-Sieu");
  await expect(lancieux.getByTestId("spot-rules")).toContainText("du 01/07 au 31/08");
  await expect(lancieux.getByTestId("spot-rules").getByRole("link", { name: /Émeraude Kite/ })).toBeVisible();
});
