/**
 * The gauges' names as a French reader writes them. The tide database spells them from ASCII file names
 * (« Sete », « La Cotiniere », « Ile D'Aix », « Saint Malo »); every label the app shows goes through
 * gaugeName. db/seed/gauge-names.test.ts checks that each gauge a spot uses has its name here.
 */
export const GAUGE_NAMES: Readonly<Record<string, string>> = {
  "ticon/dunkerque-2-fra-refmar": "Dunkerque",
  "ticon/calais-55-fra-refmar": "Calais",
  "ticon/boulogne_sur_mer-111-fra-refmar": "Boulogne-sur-Mer",
  "ticon/dieppe-24-fra-refmar": "Dieppe",
  "ticon/le_havre-4-fra-refmar": "Le Havre",
  "ticon/ouistreham-311-fra-refmar": "Ouistreham",
  "ticon/cherbourg-13-fra-refmar": "Cherbourg",
  "ticon/dielette-628-fra-refmar": "Diélette",
  "ticon/saint_malo-410-fra-refmar": "Saint-Malo",
  "ticon/saint_quay_portrieux-506-fra-refmar": "Saint-Quay-Portrieux",
  "ticon/roscoff-54-fra-refmar": "Roscoff",
  "ticon/le_conquet-152-fra-refmar": "Le Conquet",
  "ticon/brest-822-fra-uhslc_fd": "Brest",
  "ticon/audierne_port-6305-fra-refmar": "Audierne",
  "ticon/concarneau-160-fra-refmar": "Concarneau",
  "ticon/port_tudy-71-fra-refmar": "Port-Tudy (Groix)",
  "ticon/le_crouesty-185-fra-refmar": "Le Crouesty",
  "ticon/saint_nazaire-37-fra-refmar": "Saint-Nazaire",
  "ticon/saint_gildas-36-fra-refmar": "Pointe de Saint-Gildas",
  "ticon/herbaudiere-198-fra-refmar": "L'Herbaudière",
  "ticon/les_sables_d_olonne-62-fra-refmar": "Les Sables-d'Olonne",
  "ticon/la_rochelle_la_pallice-34-fra-refmar": "La Rochelle – La Pallice",
  "ticon/ile_d_aix-189-fra-refmar": "Île d'Aix",
  "ticon/la_cotiniere-736-fra-refmar": "La Cotinière",
  "ticon/bourcefranc_le_chapus-155-fra-refmar": "Bourcefranc-le-Chapus",
  "ticon/royan-308-fra-refmar": "Royan",
  "ticon/port_bloc-15-fra-refmar": "Port-Bloc",
  "ticon/arcachon_eyrac-190-fra-refmar": "Arcachon – Eyrac",
  "ticon/bayonne_boucau-94-fra-refmar": "Bayonne – Boucau",
  "ticon/saint_jean_de_luz_socoa-95-fra-refmar": "Saint-Jean-de-Luz – Socoa",
  "ticon/port_vendres-75-fra-refmar": "Port-Vendres",
  "ticon/port_la_nouvelle-803-fra-refmar": "Port-la-Nouvelle",
  "ticon/sete-250-fra-refmar": "Sète",
  "ticon/port_camargue-804-fra-refmar": "Port-Camargue",
  "ticon/fos_sur_mer-719-fra-refmar": "Fos-sur-Mer",
  "ticon/marseille-524-fra-refmar": "Marseille",
  "ticon/toulon-68-fra-refmar": "Toulon",
  "ticon/port_ferreol-847-fra-refmar": "Port-Ferréol",
  "ticon/la_figueirette-846-fra-refmar": "La Figueirette",
  "ticon/nice-339-fra-refmar": "Nice",
  "ticon/monaco_fontvieille-22-fra-refmar": "Monaco – Fontvieille",
  "ticon/ajaccio_aspretto-300-fra-refmar": "Ajaccio – Aspretto",
  "ticon/ile_rousse-802-fra-refmar": "L'Île-Rousse",
  "ticon/centuri-807-fra-refmar": "Centuri",
};

/** A gauge's name in French; the database's own where this list has none (a gauge no spot uses). */
export function gaugeName(id: string, databaseName: string): string {
  return GAUGE_NAMES[id] ?? databaseName;
}
