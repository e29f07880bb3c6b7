// Its own module, so the page can show it without loading the tide database (lib/1-domain/tides/index.ts does).
/**
 * Shown under the tide row. CC BY 4.0 asks for the creator's credit, the licence with its link and a note
 * that the material was modified: the attribution the database gives every gauge we may pick, in French.
 * Only CC BY gauges are picked (see lib/1-domain/tides/gauge-rule.ts), so this one line covers every spot.
 */
export const TIDE_SOURCE_CREDIT =
  "Marées prédites avec Neaps (https://openwaters.io/tides/neaps) à partir des constantes harmoniques " +
  "TICON-4 : Hart-Davis, M., Dettmering, D., Seitz, F. (2025), TICON-4: TIdal CONstants based on GESLA-4 " +
  "sea-level records, SEANOE, https://doi.org/10.17882/109129, via la base de marées Neaps " +
  "(https://github.com/openwatersio/tide-database), sous licence CC BY 4.0 " +
  "(https://creativecommons.org/licenses/by/4.0/), données modifiées. Hauteurs au-dessus du zéro " +
  "hydrographique, coefficients calculés pour Brest ; prédictions astronomiques indicatives, hors effets " +
  "météorologiques, à ne pas utiliser pour la navigation.";
