/**
 * The open-coast gauges in their order along each coast, from the Belgian border round to Spain, and from Spain
 * round to Italy, and round Corsica. A spot's tide is interpolated only between its nearest gauge and one of that
 * gauge's neighbours here (gauge-rule.ts): the pair then follows the coast, never crossing a peninsula (Saint-Malo
 * and Cherbourg, either side of the Cotentin) or a bay's mouth to a gauge that a boat would reach the long way.
 * Gauges inside an enclosed water (inner-waters.ts) are left out: they never serve the open coast.
 */
const t = (name: string) => `ticon/${name}`;

export const COAST_ORDER: readonly (readonly string[])[] = [
  [
    t("dunkerque-2-fra-refmar"),
    t("calais-55-fra-refmar"),
    t("boulogne_sur_mer-111-fra-refmar"),
    t("dieppe-24-fra-refmar"),
    t("le_havre-4-fra-refmar"),
    t("ouistreham-311-fra-refmar"),
    t("cherbourg-13-fra-refmar"),
    t("dielette-628-fra-refmar"),
    t("saint_malo-410-fra-refmar"),
    t("saint_quay_portrieux-506-fra-refmar"),
    t("roscoff-54-fra-refmar"),
  ],
  [
    t("le_conquet-152-fra-refmar"),
    t("audierne_port-6305-fra-refmar"),
    t("concarneau-160-fra-refmar"),
    t("port_tudy-71-fra-refmar"),
    t("le_crouesty-185-fra-refmar"),
    t("saint_nazaire-37-fra-refmar"),
    t("saint_gildas-36-fra-refmar"),
    t("herbaudiere-198-fra-refmar"),
    t("les_sables_d_olonne-62-fra-refmar"),
    t("la_rochelle_la_pallice-34-fra-refmar"),
    t("ile_d_aix-189-fra-refmar"),
    t("la_cotiniere-736-fra-refmar"),
    // The Gironde's gauges are inside its mouth: the open coast runs on to the Adour.
    t("bayonne_boucau-94-fra-refmar"),
    t("saint_jean_de_luz_socoa-95-fra-refmar"),
  ],
  [
    t("port_vendres-75-fra-refmar"),
    t("port_la_nouvelle-803-fra-refmar"),
    t("sete-250-fra-refmar"),
    t("port_camargue-804-fra-refmar"),
    t("fos_sur_mer-719-fra-refmar"),
    t("marseille-524-fra-refmar"),
    t("toulon-68-fra-refmar"),
    t("port_ferreol-847-fra-refmar"),
    t("la_figueirette-846-fra-refmar"),
    t("nice-339-fra-refmar"),
    t("monaco_fontvieille-22-fra-refmar"),
  ],
  [t("ajaccio_aspretto-300-fra-refmar"), t("ile_rousse-802-fra-refmar"), t("centuri-807-fra-refmar")],
];

/** The gauges next to this one along its coast (none for a gauge outside COAST_ORDER). */
export function coastNeighbours(id: string): string[] {
  for (const chain of COAST_ORDER) {
    const i = chain.indexOf(id);
    if (i >= 0) return [chain[i - 1], chain[i + 1]].filter((n): n is string => n !== undefined);
  }
  return [];
}
