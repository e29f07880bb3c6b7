/**
 * The open-coast gauges in their order along each coast, from the Belgian border round Brittany to Spain, from
 * Spain round to Italy, and round Corsica. A spot's tide is interpolated only between its nearest gauge and one of that
 * gauge's neighbours here (gauge-rule.ts): the pair then follows the coast, never crossing a peninsula (Saint-Malo
 * and Cherbourg, either side of the Cotentin) or a bay's mouth to a gauge that a boat would reach the long way.
 * Gauges inside an enclosed water (inner-waters.ts) are left out: they never serve the open coast.
 */
const t = (name: string) => `ticon/${name}`;

const COAST_ORDER: readonly (readonly string[])[] = [
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
    // Round the Léon: the Channel's tide is the Atlantic's, come up past Ouessant, and the Abers between Roscoff
    // and Le Conquet take both (gauge-rule.ts pairs gauges across the line that splits the two seas' préfectures).
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

/** [latitude, longitude] */
export type Waypoint = readonly [number, number];

/**
 * Where the coast between two neighbouring gauges goes round a headland, the points it rounds, in the order of
 * COAST_ORDER: the tide is interpolated along that path (gauge-rule.ts), as it travels, not across the land. Without
 * them the straight line from Diélette to Cherbourg crosses La Hague, and Vauville, on the west coast, would take a
 * third of the tide of Cherbourg, on the north one. Positions read on the OpenStreetMap map of each headland.
 */
const HEADLANDS: Readonly<Record<string, readonly Waypoint[]>> = {
  [`${t("cherbourg-13-fra-refmar")}|${t("ouistreham-311-fra-refmar")}`]: [[49.696, -1.265]], // pointe de Barfleur
  [`${t("cherbourg-13-fra-refmar")}|${t("dielette-628-fra-refmar")}`]: [[49.724, -1.94]], // cap de la Hague
  [`${t("roscoff-54-fra-refmar")}|${t("le_conquet-152-fra-refmar")}`]: [[48.64, -4.57], [48.43, -4.79]], // Abers, pointe de Corsen
  [`${t("le_conquet-152-fra-refmar")}|${t("audierne_port-6305-fra-refmar")}`]: [[48.04, -4.74]], // pointe du Raz
  [`${t("audierne_port-6305-fra-refmar")}|${t("concarneau-160-fra-refmar")}`]: [[47.8, -4.375]], // pointe de Penmarc'h
};

/** The path of the coast from gauge `from` to its neighbour `to`: the headlands it rounds between them. */
export function headlandsBetween(from: string, to: string): Waypoint[] {
  const forward = HEADLANDS[`${from}|${to}`];
  if (forward) return [...forward];
  return [...(HEADLANDS[`${to}|${from}`] ?? [])].reverse();
}

/** The gauges next to this one along its coast (none for a gauge outside COAST_ORDER). */
export function coastNeighbours(id: string): string[] {
  for (const chain of COAST_ORDER) {
    const i = chain.indexOf(id);
    if (i >= 0) return [chain[i - 1], chain[i + 1]].filter((n): n is string => n !== undefined);
  }
  return [];
}

/** The length in km of the coast's path between two neighbouring gauges, round their headlands (flat Earth locally). */
export function coastPathKm(from: Waypoint, to: Waypoint, headlands: readonly Waypoint[]): number {
  const points = [from, ...headlands, to];
  let km = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const [lat1, lon1] = points[i];
    const [lat2, lon2] = points[i + 1];
    const kx = 111.32 * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
    km += Math.hypot((lon2 - lon1) * kx, (lat2 - lat1) * 110.57);
  }
  return km;
}
