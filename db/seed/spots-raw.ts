/**
 * Real French kitesurf spots, written by hand: name as riders know it, a French description, the launch area on
 * the beach, and the spot's structured knowledge. Their tide gauges, orientations and wind sectors are added by
 * scripts/compute-spot-gauges.ts, which writes db/seed/spots-data.ts from this list: edit here, then regenerate.
 *
 * Coordinates were checked against the OpenStreetMap land polygons of @geo-maps/earth-lands-10m (around the
 * spots: db/seed/coastline-near-spots.json): each point lies on land, about 30–70 m behind that coastline, on the
 * beach the spot is named after (the lake shores likewise). That coastline is simplified (segments of a few
 * hundred metres) and wrong in a few places, which orientationNote names; there and on the Médoc beaches
 * (Hourtin-Plage, Carcans-Plage, Le Porge-Océan) and the étang de La Palme shore, the position was also read on a
 * 1:1M coastline (@geo-maps/countries-coastline-1m): the least certain positions.
 *
 * knowledge: what riders know of the spot. The orientation (bearing from the beach towards the water) comes
 * from the coastline (scripts/compute-spot-orientation.ts → db/seed/spot-orientations.ts) unless a spot gives
 * its own, where local knowledge corrects the geometry (a bay's chord, a point, a lake); where the two differ by
 * more than 30°, orientationNote says why (db/seed/spot-orientation.test.ts checks both). The wind sectors follow
 * from the orientation (lib/1-domain/spots/knowledge-sectors.ts) unless given. Tide limits are heights above the chart
 * datum of the spot's tide (as the tide row shows them), set from the descriptions ("autour de la pleine mer",
 * "à partir de la mi-marée") and the gauge's mean sea level: indicative, and each says so.
 *
 * Rules: a seasonal ban or a kite zone is written only with the page it was read on (a decree, the commune's page, a
 * club or federation page, a local paper naming the beach), its period and the date of that text where the page
 * gives them. Elsewhere, near supervised beaches, the sheet says « Restrictions estivales fréquentes… : vérifiez sur
 * place » (summerRestrictions) and the verdict states no dates. Hazards are written per spot, from a source that
 * supports « hazards » or from the spot's own description (docs/decisions/0028-spot-data-truth.md).
 */
import type {
  Hazard,
  KiteZone,
  SeasonalBan,
  Sector,
  Source,
  SpotLevel,
  TideLimits,
  WaterBody,
  WaterState,
} from "../../lib/1-domain/spots/knowledge-types";

export type RawKnowledge = {
  waterBody: WaterBody;
  level: SpotLevel;
  water: WaterState;
  /** Degrees 0–359 from the beach towards the water; when absent, the coastline's (spot-orientations.ts). */
  orientation?: number;
  /**
   * Why the orientation differs by more than 30° from the OpenStreetMap coastline it is computed from or from the
   * GSHHG one it is checked against (db/seed/spot-orientation.test.ts bounds such a reason at 60°), or why a lagoon
   * may be ridden in every wind: the one place these reasons are written.
   */
  orientationNote?: string;
  /** false where a pure onshore wind is not rideable (shore-break, heavy beach-break): side-on and side only. */
  onshore?: boolean;
  rideableSectors?: Sector[];
  offshoreSectors?: Sector[];
  /** No limits when absent. */
  tide?: TideLimits;
  /** Only with the source that gives its dates for this beach. */
  seasonalBan?: SeasonalBan & { source: Source };
  /** false where no supervised beach is near (default true). */
  summerRestrictions?: boolean;
  /**
   * What a rider must watch for, written per spot: from a source of the spot that supports « hazards », or else
   * from its own description (local knowledge, no source), as « Fiche du spot » says.
   */
  hazards: Hazard[];
  /** Buoyed kite zones and launch corridors, each with its source (or null: named by the description alone). */
  zones?: KiteZone[];
  /** Beyond the ones every spot gets (OpenStreetMap, SHOM, préfecture maritime, FFVL: see compute-spot-gauges.ts). */
  sources?: Source[];
};

export type RawSpot = {
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  knowledge: RawKnowledge;
};

export const RAW_SPOTS: RawSpot[] = [
  // Nord, Pas-de-Calais et baie de Somme
  {
    name: "Dunkerque – Malo-les-Bains",
    latitude: 51.05202,
    longitude: 2.40363,
    description:
      "Longue plage de sable tournée vers le nord, au pied de la digue de Malo. Meilleures orientations : O à NE (side-shore à side-on). Clapot et petites vagues selon la marée, pour riders autonomes ; forts courants de marée parallèles à la côte et chenal du port de Dunkerque à éviter.",
    knowledge: {
      sources: [{"label": "Dunkerque Flysurf Club – « Kitepark 2017 » à la base nautique de la Licorne", "url": "https://dfc-kiteboarding.fr/kitepark-2017", "supports": ["rules"], "date": "2017"}],
      zones: [{"note": "Kitepark de la base nautique de la Licorne (450 m de large), surveillé de 11 h à 19 h ; ailleurs, kite interdit dans les zones de bain sauf au-delà des 300 m", "from": "07-01", "to": "08-30", "source": {"label": "Dunkerque Flysurf Club – « Kitepark 2017 » à la base nautique de la Licorne", "url": "https://dfc-kiteboarding.fr/kitepark-2017", "supports": ["rules"], "date": "2017"}}],
      summerRestrictions: false,
      hazards: ["courants","chenal"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Bray-Dunes",
    latitude: 51.08261,
    longitude: 2.52523,
    description:
      "Immense plage bordée de dunes, à la frontière belge. Meilleures orientations : O à NE. À marée basse, les bâches (cuvettes d'eau peu profonde) offrent un plan d'eau plat aux débutants encadrés ; clapot et petites vagues à marée haute, courants parallèles à la côte par vent faible.",
    knowledge: {
      hazards: ["courants"], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  {
    name: "Calais – Blériot-Plage",
    latitude: 50.96215,
    longitude: 1.82494,
    description:
      "Plage de sable à l'ouest du port de Calais, face au détroit du Pas de Calais. Meilleures orientations : O et NE à ENE (side-shore), le NO étant on-shore ; par SO, side-off. Clapot et petites vagues ; courants de marée puissants et trafic maritime intense au large : rester près du bord.",
    knowledge: {
      hazards: ["courants","chenal"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Wissant",
    latitude: 50.88718,
    longitude: 1.65878,
    description:
      "Spot mythique de la Côte d'Opale, dans la baie entre le cap Gris-Nez et le cap Blanc-Nez. Meilleures orientations : SO à O, et N à NE ; par NO, vent on-shore et vagues. Estran immense à marée basse, vagues et shore-break à marée haute, courants forts vers les caps : pour riders confirmés par vent fort.",
    knowledge: {
      hazards: ["courants","shore-break","estran"], waterBody: "mer", level: "confirmé", water: "vagues" },
  },
  {
    name: "Wimereux – Pointe aux Oies",
    latitude: 50.78889,
    longitude: 1.60463,
    description:
      "Plage au nord de Wimereux, entre dunes et platiers rocheux. Meilleures orientations : SO à N (side-shore). Spot de vagues à marée haute ; les rochers découvrent à marée basse, à repérer avant de naviguer. Pour riders confirmés, courants de marée sensibles.",
    knowledge: {
      hazards: ["courants","rochers"], waterBody: "mer", level: "confirmé", water: "vagues" },
  },
  {
    name: "Hardelot",
    latitude: 50.63593,
    longitude: 1.57629,
    description:
      "Grande plage de sable de Neufchâtel-Hardelot, partagée avec le char à voile. Meilleures orientations : SO à NO (side-shore), N possible. À marée basse, de larges bâches au plan d'eau plat conviennent à l'apprentissage ; clapot et vagues à marée haute. Kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["baignade"], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  {
    name: "Le Touquet-Paris-Plage",
    latitude: 50.51707,
    longitude: 1.57978,
    description:
      "Très large plage bordée de dunes, entre la baie de Canche et Stella-Plage. Meilleures orientations : SO à N. Estran très plat à marée basse, vagues modérées à marée haute ; éviter l'embouchure de la Canche au nord, aux courants de marée violents. Se renseigner sur la zone réservée au kite en saison.",
    knowledge: {
      hazards: ["courants"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Berck-sur-Mer",
    latitude: 50.40296,
    longitude: 1.5561,
    description:
      "Plage immense, berceau du char à voile, au nord de la baie d'Authie. Meilleures orientations : SO à N. Plan d'eau plat dans les bâches à marée basse, vagues à marée haute ; ne pas s'approcher de la baie d'Authie, aux courants très forts. Phoques fréquents sur les bancs de sable : garder ses distances.",
    knowledge: {
      hazards: ["courants"], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  {
    name: "Fort-Mahon-Plage",
    latitude: 50.34056,
    longitude: 1.55086,
    description:
      "Longue plage sauvage de la côte picarde, entre la baie d'Authie et Quend-Plage. Meilleures orientations : SO à NO (side-shore), N possible. Estran très large à marée basse, clapot et vagues à marée haute ; courants forts près de l'embouchure de l'Authie.",
    knowledge: {
      hazards: ["courants","estran"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Le Crotoy",
    latitude: 50.21519,
    longitude: 1.6221,
    description:
      "Plage de la baie de Somme orientée au sud-ouest, navigable seulement autour de la pleine mer car la baie se vide à marée basse. Meilleures orientations : O à NO et S à SE (side-shore). Plan d'eau plat apprécié des débutants, mais courants de marée très puissants : arriver avant la pleine mer et sortir tôt. Réserve naturelle et phoques : respecter les zones protégées.",
    knowledge: {
      sources: [{"label": "Réserve naturelle de la baie de Somme – consultation sur sa réglementation (arrêté préfectoral du 19 juillet 1977, 300 m autour des phoques)", "url": "https://baiedesomme.org/actu/8658-1758-consultation-du-public", "supports": ["rules"], "date": "1977-07-19"}, {"label": "Le Journal d'Abbeville, repris sur Kiffmembers – « Le Crotoy en sursis ? »", "url": "https://kiffmembers.org/modules/newbb/report.php?topic_id=15383&post_id=240483", "supports": ["rules"], "date": "2020-08-06"}],
      zones: [{"note": "Réserve naturelle de la baie de Somme : à pied, présence interdite dans la baie de 2 h avant à 2 h après la pleine mer (arrêté préfectoral du 19 juillet 1977) ; 300 m de quiétude autour des reposoirs de phoques", "from": "01-01", "to": "12-31", "source": {"label": "Réserve naturelle de la baie de Somme – consultation sur sa réglementation (arrêté préfectoral du 19 juillet 1977, 300 m autour des phoques)", "url": "https://baiedesomme.org/actu/8658-1758-consultation-du-public", "supports": ["rules"], "date": "1977-07-19"}}, {"note": "Sports de glisse interdits dans le périmètre de la réserve, juste après l'accès du parking de la Maye", "from": "01-01", "to": "12-31", "source": {"label": "Le Journal d'Abbeville, repris sur Kiffmembers – « Le Crotoy en sursis ? »", "url": "https://kiffmembers.org/modules/newbb/report.php?topic_id=15383&post_id=240483", "supports": ["rules"], "date": "2020-08-06"}}],
      hazards: ["courants","estran","zone-protegee"], waterBody: "mer", level: "débutant", water: "plat", tide: { minHeightM: 7.5, maxHeightM: null, note: "Baie de Somme, qui se vide à marée basse : la marée montrée est celle de l'entrée de la baie (interpolée entre Dieppe et Boulogne) ; au Crotoy la pleine mer arrive plus tard et la mer ne revient qu'autour d'elle. Naviguer seulement autour de la pleine mer, en sortant tôt (heures et hauteurs indicatives, à confirmer localement)." } },
  },
  {
    name: "Cayeux-sur-Mer",
    latitude: 50.18097,
    longitude: 1.49136,
    description:
      "Longue plage de galets et de sable au sud de la baie de Somme, découpée par des épis en bois. Meilleures orientations : SO à O et NE (side-shore), le NO étant on-shore. Vagues et clapot ; attention aux épis immergés à marée haute et au banc de galets pentu pour décoller et atterrir. Pour riders autonomes.",
    knowledge: {
      sources: [{"label": "France Bleu – baie de Somme : rester à 300 m des phoques à la pointe du Hourdel", "url": "https://www.francebleu.fr/infos/environnement/en-baie-de-somme-la-vigilance-continue-pour-proteger-les-phoques-des-visiteurs-trop-curieux-9646822", "supports": ["rules"], "date": "2023-08"}],
      zones: [{"note": "Pointe du Hourdel : rester à 300 m des phoques au repos sur les bancs de sable (jusqu'à 750 € d'amende)", "from": "01-01", "to": "12-31", "source": {"label": "France Bleu – baie de Somme : rester à 300 m des phoques à la pointe du Hourdel", "url": "https://www.francebleu.fr/infos/environnement/en-baie-de-somme-la-vigilance-continue-pour-proteger-les-phoques-des-visiteurs-trop-curieux-9646822", "supports": ["rules"], "date": "2023-08"}}],
      hazards: ["epis"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  // Normandie
  {
    name: "Sainte-Adresse",
    latitude: 49.50373,
    longitude: 0.07851,
    description:
      "Spot historique de planche à voile et de kite à l'ouest du Havre, sur une plage de galets orientée au sud-ouest. Meilleures orientations : O à NO, SO en side-on. Vagues et clapot, galets et épis au bord ; le chenal du port du Havre et son trafic sont tout proches : ne pas s'y aventurer. Pour riders confirmés.",
    knowledge: {
      hazards: ["epis","chenal"], waterBody: "mer", level: "confirmé", water: "vagues" },
  },
  {
    name: "Merville-Franceville",
    latitude: 49.28629,
    longitude: -0.19492,
    description:
      "Grande plage de sable à l'est de l'embouchure de l'Orne, bordée de dunes. Meilleures orientations : O à NE (side-shore), le N étant on-shore. Clapot à marée haute, grands bancs de sable à marée basse ; l'estuaire de l'Orne, aux courants forts et en partie protégé, est à éviter.",
    knowledge: {
      hazards: ["courants"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Ouistreham – Riva-Bella",
    latitude: 49.29188,
    longitude: -0.26507,
    description:
      "Plage de sable à l'ouest du port de Ouistreham, face au nord. Meilleures orientations : O à NE (side-shore). Clapot et petites vagues ; rester à distance du chenal du port et des ferries transmanche. Pratique encadrée par les zones et horaires municipaux en saison.",
    knowledge: {
      hazards: ["chenal"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Luc-sur-Mer",
    latitude: 49.31948,
    longitude: -0.35271,
    description:
      "Plage de la Côte de Nacre bordée d'un platier rocheux qui découvre à marée basse. Meilleures orientations : NO et E à ESE (side-shore), N à NE on-shore ; par vent d'ouest à sud, off-shore. Naviguer de mi-marée à la pleine mer pour rester au-dessus des rochers ; clapot et petites vagues. Pour riders ayant déjà de l'autonomie.",
    knowledge: {
      hazards: ["rochers"], waterBody: "mer", level: "intermédiaire", water: "clapot", tide: { minHeightM: 4.5, maxHeightM: null, note: "Platier rocheux à marée basse : naviguer de la mi-marée à la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Saint-Aubin-sur-Mer",
    latitude: 49.33081,
    longitude: -0.39101,
    description:
      "Spot réputé de la Côte de Nacre, face au nord. Meilleures orientations : O à NE (side-shore). Roches plates affleurantes à marée basse : naviguer autour de la pleine mer ; clapot et petites vagues, shore-break modéré contre la digue à marée haute. Zones de baignade à respecter en été.",
    knowledge: {
      hazards: ["shore-break","rochers","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot", tide: { minHeightM: 4.5, maxHeightM: null, note: "Roches plates à marée basse : naviguer autour de la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Asnelles",
    latitude: 49.34271,
    longitude: -0.57988,
    description:
      "Grande plage de sable de Gold Beach, à l'est d'Arromanches. Meilleures orientations : O à NE (side-shore). Large estran à marée basse, clapot à marée haute ; vestiges du port artificiel et roches vers Arromanches à l'ouest. Spot apprécié des écoles pour débuter.",
    knowledge: {
      hazards: ["rochers"], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  {
    name: "Utah Beach (Sainte-Marie-du-Mont)",
    latitude: 49.41482,
    longitude: -1.17439,
    description:
      "Plage historique de la côte est du Cotentin, très large et peu profonde. Meilleures orientations : N à SE en passant par l'est (side-shore à side-on). Plan d'eau plat à clapoteux, la mer se retirant très loin : naviguer autour de la pleine mer. Par vent d'ouest, off-shore : à éviter.",
    knowledge: {
      hazards: [], waterBody: "mer", level: "débutant", water: "plat", tide: { minHeightM: 4.0, maxHeightM: null, note: "La mer se retire très loin : naviguer autour de la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Siouville-Hague",
    latitude: 49.56416,
    longitude: -1.8464,
    description:
      "Grande anse de sable de la côte ouest de la Hague, connue des surfeurs. Meilleures orientations : SO à N (side-shore à side-on). Vagues de bonne taille par houle d'ouest, rochers aux extrémités de l'anse et courants puissants vers le cap de la Hague : pour riders confirmés.",
    knowledge: {
      hazards: ["courants","rochers"], waterBody: "mer", level: "confirmé", water: "vagues" },
  },
  {
    name: "Pirou-Plage",
    latitude: 49.17596,
    longitude: -1.60086,
    description:
      "Longue plage de sable de la côte ouest du Cotentin. Meilleures orientations : SO à N (side-shore). Marnage parmi les plus forts d'Europe : à marée basse, la mer découvre des parcs à huîtres et des bouchots à ne surtout pas survoler. Naviguer autour de la pleine mer.",
    knowledge: {
      hazards: ["conchyliculture"], waterBody: "mer", level: "intermédiaire", water: "clapot", tide: { minHeightM: 6.5, maxHeightM: null, note: "Parcs à huîtres et bouchots à marée basse : naviguer autour de la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Agon-Coutainville",
    latitude: 49.04498,
    longitude: -1.60108,
    description:
      "Plage de sable au nord du havre de Regnéville, à l'ouest de Coutances. Meilleures orientations : SO à N. Vagues et clapot à marée haute, estran immense et bouchots à marée basse ; forts courants à l'entrée du havre, près de la pointe d'Agon.",
    knowledge: {
      hazards: ["courants","conchyliculture","estran"], waterBody: "mer", level: "intermédiaire", water: "vagues", tide: { minHeightM: 6.5, maxHeightM: null, note: "Estran immense et bouchots à marée basse : naviguer de la mi-marée à la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Hauteville-sur-Mer",
    latitude: 48.9761,
    longitude: -1.56242,
    description:
      "Plage de sable de la côte des havres, au sud de la pointe d'Agon. Meilleures orientations : SO à N (side-shore). Naviguer autour de la pleine mer : bouchots et parcs à huîtres découvrent au large à marée basse, repérer leur emplacement. Clapot à vagues moyennes par vent d'ouest.",
    knowledge: {
      hazards: ["conchyliculture"], waterBody: "mer", level: "intermédiaire", water: "clapot", tide: { minHeightM: 7.5, maxHeightM: null, note: "Bouchots et parcs à huîtres au large à marée basse : naviguer autour de la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Jullouville",
    latitude: 48.77813,
    longitude: -1.57183,
    description:
      "Plage de sable au nord de la baie du Mont-Saint-Michel, entre Granville et Carolles. Meilleures orientations : SO à NO (side-shore), N possible. Marnage très important : naviguer de la mi-marée montante à la mi-marée descendante ; bouchots au sud vers Kairon à éviter. Zones de baignade à respecter en saison.",
    knowledge: {
      hazards: ["conchyliculture","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot", tide: { minHeightM: 6.8, maxHeightM: null, note: "Marnage très important : naviguer de la mi-marée montante à la mi-marée descendante (hauteur indicative, à confirmer localement)." } },
  },
  // Bretagne
  {
    name: "Saint-Malo – Le Sillon",
    latitude: 48.65659,
    longitude: -2.00851,
    description:
      "Grande plage du Sillon, entre Intra-Muros et Rochebonne. Meilleures orientations : O et NE (side-shore), le NO étant on-shore. Marnage exceptionnel, plus de 12 m en vives-eaux, et nombreux rochers et îlots : naviguer à marée haute ou à mi-marée en connaissant le plan d'eau. Kite interdit dans les zones de baignade en été.",
    knowledge: {
      sources: [{"label": "Émeraude Kite – restrictions du kitesurf sur la Côte d'Émeraude", "url": "https://emeraudekite.com/restrictions-kitesurf-cote-emeraude", "supports": ["rules"], "date": "2021"}],
      zones: [{"note": "Zone obligatoire de décollage entre l'hôtel Kyriad (45, chaussée du Sillon) et l'escalier face à l'avenue Fuentes", "from": "07-01", "to": "09-01", "source": {"label": "Émeraude Kite – restrictions du kitesurf sur la Côte d'Émeraude", "url": "https://emeraudekite.com/restrictions-kitesurf-cote-emeraude", "supports": ["rules"], "date": "2021"}}],
      summerRestrictions: false,
      hazards: ["rochers","baignade"], waterBody: "mer", level: "confirmé", water: "clapot", tide: { minHeightM: 6.5, maxHeightM: null, note: "Rochers et îlots à marée basse : naviguer à marée haute ou à mi-marée (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Saint-Lunaire – Longchamp",
    latitude: 48.63598,
    longitude: -2.12487,
    description:
      "Plage de Longchamp, grande anse de sable tournée vers le nord. Meilleures orientations : O à NE (side-shore). Clapot et petites vagues, rochers sur les pointes et à marée basse ; forts courants de marée le long de la Côte d'Émeraude. Pratique limitée en saison.",
    knowledge: {
      hazards: ["courants","rochers"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Saint-Cast-le-Guildo – Grande Plage",
    latitude: 48.63304,
    longitude: -2.25249,
    description:
      "Grande plage de Saint-Cast, orientée à l'est-nord-est face à la baie de l'Arguenon. Meilleures orientations : N à NE et SE (side-shore), l'E étant on-shore. Plan d'eau abrité des houles d'ouest, clapot ; rochers sur les pointes et estran étendu à marée basse. Zones de baignade à respecter en été.",
    knowledge: {
      hazards: ["rochers","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot", orientation: 70 },
  },
  {
    name: "Saint-Michel-en-Grève – Lieue de Grève",
    latitude: 48.67149,
    longitude: -3.58632,
    description:
      "Grève de plus de 4 km au fond de la baie de Lannion, haut lieu du char à voile. Meilleures orientations : O à NE (side-shore à side-on), le NO étant on-shore. Plan d'eau plat à clapoteux ; la mer se retire très loin, naviguer autour de la pleine mer.",
    knowledge: {
      hazards: ["estran"], waterBody: "mer", level: "débutant", water: "plat", tide: { minHeightM: 6.0, maxHeightM: null, note: "La mer se retire très loin : naviguer autour de la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Keremma (Tréflez)",
    latitude: 48.65107,
    longitude: -4.23813,
    description:
      "Longue plage bordée de dunes protégées, au fond de la baie de Goulven. Meilleures orientations : O à NE (side-shore). Plan d'eau plat à clapoteux à marée basse, vagues à marée haute par houle de nord-ouest ; forts courants dans l'estuaire à l'est. Site naturel protégé : accès aux dunes par les chemins balisés.",
    knowledge: {
      hazards: ["courants","zone-protegee"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Guissény – Le Vougot",
    latitude: 48.64276,
    longitude: -4.44931,
    description:
      "Plage du Vougot, grande anse de sable du Finistère nord prisée des kiters. Meilleures orientations : SO à NE en passant par l'ouest. Vagues par houle de nord-ouest, plan d'eau plus calme à marée basse ; rochers sur les bords de l'anse. Pour riders autonomes.",
    knowledge: {
      hazards: ["rochers"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Landéda – Sainte-Marguerite",
    latitude: 48.58825,
    longitude: -4.60837,
    description:
      "Dunes de Sainte-Marguerite, entre l'Aber Wrac'h et l'Aber Benoît. Meilleures orientations : NO à N et S à SO. Plan d'eau plat à marée basse, clapot à marée haute ; roches et îlots nombreux et courants dans les abers : bien connaître le plan d'eau.",
    knowledge: {
      hazards: ["courants","rochers"], waterBody: "mer", level: "intermédiaire", water: "plat", orientationNote: "GSHHG (240°) suit la pointe voisine à 26 m ; la plage, où le N et le S sont side-shore selon sa description, regarde l'ouest comme sur OpenStreetMap (284°)." },
  },
  {
    name: "Crozon – Goulien (Kersiguénou)",
    latitude: 48.24447,
    longitude: -4.54771,
    description:
      "Plage de Kersiguénou, voisine du Goulien, sur la presqu'île de Crozon. Plage tournée vers l'ouest-sud-ouest. Meilleures orientations : S à SO (side-shore à side-on), NO possible. Clapot et petites vagues, vagues plus puissantes devant le Goulien ; vent souvent rafaleux. Site naturel préservé, pour riders autonomes.",
    knowledge: {
      hazards: ["rafales"], waterBody: "mer", level: "intermédiaire", water: "clapot", orientation: 250, orientationNote: "Fond de l'anse de Dinan : le trait de côte voisin tourne avec la rive nord de l'anse, d'où 315° ; la plage regarde l'ouest-sud-ouest, vers l'ouverture de l'anse (Kiteloopers).", sources: [{"label": "Kiteloopers – plage de Kersiguénou (Crozon) : orientation ouest-sud-ouest, vents du sud au sud-ouest", "url": "https://www.kiteloopers.com/spots/france-crozon-plage-de-kersiguenou", "supports": ["location", "orientation", "level"]}] },
  },
  {
    name: "Plonévez-Porzay – Kervel",
    latitude: 48.12642,
    longitude: -4.2842,
    description:
      "Longue plage de Kervel, au fond de la baie de Douarnenez. Meilleures orientations : S à SO et N (side-shore), l'O à NO étant on-shore ; par NE, side-off. Vagues douces à moyennes par houle d'ouest, fond de sable sans obstacle ; plage très fréquentée en été, pratique réglementée autour des postes de secours.",
    knowledge: {
      hazards: [], waterBody: "mer", level: "débutant", water: "vagues" },
  },
  {
    name: "La Torche (Plomeur)",
    latitude: 47.84264,
    longitude: -4.34599,
    description:
      "Spot emblématique de la baie d'Audierne, au nord de la pointe de la Torche. Meilleures orientations : SO à NO (side-shore), N possible. Vagues puissantes et courants de baïnes : spot de vagues pour riders confirmés, à partager avec de nombreux surfeurs et écoles.",
    knowledge: {
      hazards: ["courants","baines"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Fouesnant – Mousterlin",
    latitude: 47.84652,
    longitude: -4.03483,
    description:
      "Pointe de Mousterlin, entre la baie de La Forêt et l'anse de Bénodet. Meilleures orientations : O à SO et E (side-shore), le S étant on-shore. Plan d'eau plat près de la pointe à marée basse, clapot ailleurs ; courants au niveau de la pointe et marais protégé en arrière. Bon spot d'apprentissage par vent modéré.",
    knowledge: {
      hazards: ["courants"], waterBody: "mer", level: "débutant", water: "plat", orientationNote: "GSHHG passe à 250 m au large de la plage (151°) ; la plage de Mousterlin regarde le sud, vers les Glénan, comme sur OpenStreetMap (197°) et comme le dit sa description (le S on-shore)." },
  },
  {
    name: "Ploemeur – Fort-Bloqué",
    latitude: 47.73439,
    longitude: -3.50143,
    description:
      "Plage de sable face au fort Bloqué, entre Lorient et Guidel. Meilleures orientations : NO à NNO et S à SSE (side-shore), l'O étant on-shore ; par N et par SE, side-off. Vagues de beach-break, rochers autour du fort et aux extrémités de la plage : pour riders autonomes.",
    knowledge: {
      hazards: ["rochers"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Gâvres – Grande Plage",
    latitude: 47.6945,
    longitude: -3.3291,
    description:
      "Grande plage de Gâvres, exposée au sud-sud-ouest face à l'île de Groix. Meilleures orientations : O et E à SE (side-shore), S à SO on-shore ; par NO, side-off. Vagues et clapot, courants près des passes ; la Petite Mer de Gâvres, en arrière, est une zone protégée. Le spot accueille des compétitions de kite.",
    knowledge: {
      hazards: ["courants","zone-protegee"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Penthièvre (Saint-Pierre-Quiberon)",
    latitude: 47.54369,
    longitude: -3.1356,
    description:
      "Plages océanes de l'isthme de Penthièvre, à l'entrée de la presqu'île de Quiberon. Meilleures orientations : SO à NO côté océan ; par vent d'est, de terre ici, aller côté baie. Vagues, baïnes et shore-break par forte houle : pour riders confirmés. Baignade dangereuse hors des zones surveillées.",
    knowledge: {
      zones: [{"note": "Zones de mise à l'eau balisées sur la grande plage de Penthièvre : zone kite séparée de la zone char à voile et de la baignade, poste de surveillance en été", "from": null, "to": null, "source": {"label": "France Bleu – à Saint-Pierre-Quiberon, des zones de mise à l'eau balisées pour les kites, les chars et les baigneurs", "url": "https://www.francebleu.fr/infos/societe/a-saint-pierre-quiberon-kites-chars-surfs-et-baigneurs-partagent-mieux-la-plage-et-l-eau-1628860458", "supports": ["rules"], "date": "2021-08"}}],
      summerRestrictions: false,
      hazards: ["baines","shore-break","baignade"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false, orientationNote: "Isthme de quelques centaines de mètres entre l'océan et la baie de Quiberon : l'orientation est celle de la rive océane, où se trouve le spot ; par vent d'est, le vent traverse l'isthme et souffle de terre : naviguer côté baie (spot « Penthièvre – côté baie »).", sources: [{"label": "Figaro Nautisme – la presqu'île de Quiberon : côté océan par vent d'ouest, côté baie par vent d'est", "url": "https://figaronautisme.meteoconsult.fr/actus-nautisme-loisirs/2017-09-18/33904-quatre-spots-de-kitesurf-incontournables-en-france", "supports": ["orientation", "level"]}] },
  },
  {
    name: "Carnac – Saint-Colomban",
    latitude: 47.57178,
    longitude: -3.10163,
    description:
      "Plage de Saint-Colomban, à l'ouest de Carnac, dans la baie de Quiberon. Meilleures orientations : NO et S à SSE (side-shore), O à SO on-shore ; par N à NE, side-off à off-shore. Plan d'eau abrité de la houle, clapot par vent établi ; rochers et parcs conchylicoles à proximité. Spot historique de planche à voile, kite limité en saison.",
    knowledge: {
      hazards: ["rochers","conchyliculture"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Sarzeau – Suscinio",
    latitude: 47.50644,
    longitude: -2.72931,
    description:
      "Grande plage de Suscinio, au pied du château, sur la presqu'île de Rhuys. Meilleures orientations : O à SO et E (side-shore), le S étant on-shore. Vagues modérées par houle de sud-ouest, clapot sinon ; marais protégés en arrière, accès par les chemins.",
    knowledge: {
      hazards: ["zone-protegee"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Damgan",
    latitude: 47.51687,
    longitude: -2.57977,
    description:
      "Longue plage de Damgan et de Kervoyal, face au sud. Meilleures orientations : O à SO et E à SE (side-shore à side-on). Clapot et petites vagues ; rochers à l'ouest et estran découvrant à marée basse. Convient à la progression par vent modéré.",
    knowledge: {
      hazards: ["rochers"], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  // Pays de la Loire
  {
    name: "La Baule – Pornichet",
    latitude: 47.26572,
    longitude: -2.34851,
    description:
      "Extrémité est de la baie de La Baule, vers Pornichet. Meilleures orientations : NO à O et SE (side-shore), le SO étant on-shore. Plan d'eau abrité, clapot et petites vagues ; en été, pratique souvent limitée aux heures sans surveillance de la baignade : se renseigner auprès des communes. Rochers et balises au large.",
    knowledge: {
      sources: [{"label": "RCA – « Pas de drone, ni chiens, ni chevaux cet été sur les plages de Pornichet »", "url": "https://www.rcalaradio.com/news/pas-de-drone-ni-chiens-ni-chevaux-cet-ete-sur-les-plages-de-pornichet-62054", "supports": ["rules"], "date": "2016-06-08"}, {"label": "La Baule Infos – La Baule et Pornichet interdisent les sports de glisse l'été ; un chenal kite entre les deux communes, rarement ouvert", "url": "http://www.labaule-infos.net/le-partenaire-principal-d-evenements-de-glisse-en-rogne-envers-la-baule-et-pornichet-27-58-1125.html", "supports": ["rules"]}],
      zones: [{"note": "L'été, kite interdit de 9 h 30 à 20 h sur les plages de Pornichet, sauf dans un chenal de 220 m au Mazy ; La Baule interdit les sports de glisse pendant la surveillance", "from": null, "to": null, "source": {"label": "RCA – « Pas de drone, ni chiens, ni chevaux cet été sur les plages de Pornichet »", "url": "https://www.rcalaradio.com/news/pas-de-drone-ni-chiens-ni-chevaux-cet-ete-sur-les-plages-de-pornichet-62054", "supports": ["rules"], "date": "2016-06-08"}}],
      summerRestrictions: false,
      hazards: ["rochers","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Saint-Brevin-les-Pins",
    latitude: 47.23928,
    longitude: -2.17185,
    description:
      "Plage de Saint-Brevin, à l'embouchure de la Loire face à Saint-Nazaire. Meilleures orientations : SO et N (side-shore), l'O à NO étant on-shore ; par NE, side-off. Clapot, courants de l'estuaire et trafic des navires du port : rester près de la plage, hors du chenal.",
    knowledge: {
      hazards: ["courants","chenal"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Noirmoutier – Barbâtre",
    latitude: 46.94037,
    longitude: -2.18601,
    description:
      "Plage océane de Barbâtre, au sud de l'île de Noirmoutier. Meilleures orientations : NO et SE (side-shore), O à SO on-shore. Vagues et clapot ; forts courants vers le goulet de Fromentine au sud : prudence par vent faible et au jusant.",
    knowledge: {
      hazards: ["courants"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Notre-Dame-de-Monts",
    latitude: 46.83207,
    longitude: -2.14458,
    description:
      "Immense plage rectiligne bordée de dunes et de forêt, entre Fromentine et Saint-Jean-de-Monts. Meilleures orientations : SO à NO (side-shore), N possible. Clapot à vagues moyennes, large estran à marée basse ; zones kite séparées des secteurs de baignade en saison.",
    knowledge: {
      hazards: ["baignade"], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  {
    name: "Saint-Jean-de-Monts",
    latitude: 46.7857,
    longitude: -2.08133,
    description:
      "Grande plage de sable de Saint-Jean-de-Monts, étape de compétitions nationales de kite. Plage tournée vers le sud-ouest. Meilleures orientations : ONO et SE à S (side-shore à side-on), O à SO on-shore ; par vent de nord à est, off-shore. Vagues modérées et fond de sable sans obstacle, baïnes possibles à marée basse. Kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["baines","baignade"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "La Tranche-sur-Mer – La Grière",
    latitude: 46.34181,
    longitude: -1.45978,
    description:
      "Plage de la Grière, face au pertuis Breton et à l'île de Ré. Meilleures orientations : O à SO et E à SE (side-shore), le S étant on-shore. Vagues de beach-break par houle d'ouest, clapot sinon ; courants dans le pertuis. Spot réputé de planche à voile et de kite.",
    knowledge: {
      hazards: ["courants"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  // Atlantique sud et Pays basque
  {
    name: "Île de Ré – Rivedoux-Plage",
    latitude: 46.1531,
    longitude: -1.27077,
    description:
      "Plage sud de Rivedoux, à l'entrée de l'île de Ré face à La Rochelle. Meilleures orientations : NE à E et SO (side-shore), le SE étant on-shore. Plan d'eau plat à clapoteux, abrité des houles océaniques ; courants dans le pertuis, parcs à huîtres à marée basse et pont de l'île à ne pas approcher.",
    knowledge: {
      hazards: ["courants","conchyliculture"], waterBody: "mer", level: "intermédiaire", water: "plat" },
  },
  {
    name: "Châtelaillon-Plage",
    latitude: 46.07437,
    longitude: -1.09395,
    description:
      "Grande plage de sable au sud de La Rochelle. Meilleures orientations : NO à N et S (side-shore), l'O étant on-shore. Plan d'eau plat à clapoteux ; la mer découvre largement à marée basse : naviguer autour de la pleine mer. Zones de baignade surveillées à éviter en été.",
    knowledge: {
      hazards: ["baignade","estran"], waterBody: "mer", level: "débutant", water: "plat", tide: { minHeightM: 4.5, maxHeightM: null, note: "La mer découvre largement à marée basse : naviguer autour de la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Oléron – Boyardville (Les Saumonards)",
    latitude: 45.98722,
    longitude: -1.24182,
    description:
      "Plage des Saumonards, au nord-ouest de Boyardville, sur la côte nord-est de l'île d'Oléron face au pertuis d'Antioche et à l'île d'Aix. Meilleures orientations : NO et ESE (side-shore), N à E side-on à on-shore ; par vent de sud à ouest, off-shore. Plan d'eau assez plat, abrité de la houle d'ouest ; courants de marée dans le pertuis et estran étendu à marée basse.",
    knowledge: {
      hazards: ["courants"],
      waterBody: "mer",
      level: "intermédiaire",
      water: "plat",
      orientation: 40,
      orientationNote:
        "Re-mesurée : la plage des Saumonards, entre la pointe et Boyardville, regarde le nord-est (38° sur 1,3 km du trait de côte OpenStreetMap, 41–47° sur GSHHG) ; le calcul automatique prend la côte nord de la pointe voisine (6°), et l'ancienne position, au coin de Boyardville, donnait 68°.",
    },
  },
  {
    name: "Soulac-sur-Mer",
    latitude: 45.51567,
    longitude: -1.1282,
    description:
      "Plage océane de Soulac, à l'entrée de l'estuaire de la Gironde. Meilleures orientations : SO à O et N à NE (side-shore à side-on). Vagues, baïnes et courants d'arrachement ; vers la pointe de Grave et l'estuaire, les courants deviennent très forts. Pour riders confirmés.",
    knowledge: {
      hazards: ["courants","baines"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Lacanau-Océan",
    latitude: 45.00085,
    longitude: -1.20176,
    description:
      "Plage océane de Lacanau, sur la Côte d'Argent. Meilleures orientations : N à NO et S à SO (side-shore). Spot de vagues puissant, avec baïnes et courants d'arrachement ; kite interdit dans les zones de baignade surveillées en été. Pour riders confirmés.",
    knowledge: {
      hazards: ["baines","baignade"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Biscarrosse-Plage",
    latitude: 44.4501,
    longitude: -1.2556,
    description:
      "Longue plage océane des Landes, bordée de dunes. Meilleures orientations : N à NO et S à SO (side-shore). Vagues, baïnes et courants d'arrachement, shore-break puissant à marée haute. Pratique réglementée en saison : se renseigner sur place.",
    knowledge: {
      hazards: ["baines","shore-break"], waterBody: "mer", level: "intermédiaire", water: "vagues", onshore: false },
  },
  {
    name: "Mimizan-Plage",
    latitude: 44.2165,
    longitude: -1.2975,
    description:
      "Plage océane de Mimizan, au nord du courant de Mimizan. Meilleures orientations : N à NO et S à SO (side-shore). Vagues et baïnes ; rester à l'écart de l'embouchure du courant, aux flux violents. Pour riders autonomes.",
    knowledge: {
      hazards: ["courants","baines"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Hossegor – Plage Centrale",
    latitude: 43.66507,
    longitude: -1.44558,
    description:
      "Beach-break réputé des Landes, fréquenté surtout par les surfeurs. Meilleures orientations : N à NO et S à SO (side-shore). Vagues puissantes, shore-break et courants forts ; priorité aux surfeurs, kite possible surtout hors saison et réservé aux experts.",
    knowledge: {
      hazards: ["courants","shore-break"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Anglet – Les Cavaliers",
    latitude: 43.51662,
    longitude: -1.53008,
    description:
      "Plages d'Anglet, au sud de l'embouchure de l'Adour. Meilleures orientations : N à NNE et SO (side-shore), l'O à NO étant on-shore ; par vent de sud, side-off. Vagues puissantes, épis rocheux entre les plages et courants ; priorité aux surfeurs, kite surtout hors saison et pour riders confirmés.",
    knowledge: {
      sources: [{"label": "Kiteboarder n° 131, repris par Carbonescope – « Pays basque et sud landais » : kite interdit avant 19 h en juillet et août sur les plages basques", "url": "http://carbonescope.fr/pays-basque-et-sud-landais-le-kite-dans-la-patrie-du-surf/", "supports": ["rules"]}],
      seasonalBan: {"from": "07-01", "to": "08-31", "note": "kite interdit avant 19 h sur les plages basques bondées de juillet et août", "source": {"label": "Kiteboarder n° 131, repris par Carbonescope – « Pays basque et sud landais » : kite interdit avant 19 h en juillet et août sur les plages basques", "url": "http://carbonescope.fr/pays-basque-et-sud-landais-le-kite-dans-la-patrie-du-surf/", "supports": ["rules"]}},
      hazards: ["courants","rochers","epis"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Hendaye – Grande Plage",
    latitude: 43.37493,
    longitude: -1.77217,
    description:
      "Grande plage de sable d'Hendaye, à la frontière espagnole, orientée au nord. Meilleures orientations : O à NE (side-shore), le N étant on-shore. Vagues régulières et plutôt douces ; éviter l'embouchure de la Bidassoa et les rochers des Deux Jumeaux à l'est. Kite interdit dans les zones de baignade en été.",
    knowledge: {
      sources: [{"label": "Kiteboarder n° 131, repris par Carbonescope – « Pays basque et sud landais » : kite interdit avant 19 h en juillet et août sur les plages basques", "url": "http://carbonescope.fr/pays-basque-et-sud-landais-le-kite-dans-la-patrie-du-surf/", "supports": ["rules"]}],
      seasonalBan: {"from": "07-01", "to": "08-31", "note": "kite interdit avant 19 h sur les plages basques bondées de juillet et août", "source": {"label": "Kiteboarder n° 131, repris par Carbonescope – « Pays basque et sud landais » : kite interdit avant 19 h en juillet et août sur les plages basques", "url": "http://carbonescope.fr/pays-basque-et-sud-landais-le-kite-dans-la-patrie-du-surf/", "supports": ["rules"]}},
      hazards: ["rochers","baignade"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  // Languedoc
  {
    name: "Leucate – La Franqui",
    latitude: 42.93633,
    longitude: 3.03854,
    description:
      "Plage de La Franqui, au nord du cap Leucate, spot mythique de la tramontane. Meilleures orientations : tramontane (NO à O, off-shore, plan d'eau plat) pour riders confirmés, marin (SE à E, on-shore) pour les vagues. Par tramontane forte, ne pas s'éloigner du bord sans assistance ; zone kite balisée en saison.",
    knowledge: {
      hazards: [], waterBody: "mer", level: "confirmé", water: "plat" },
  },
  {
    name: "Leucate – Les Coussoules",
    latitude: 42.95482,
    longitude: 3.0434,
    description:
      "Plage des Coussoules, site du Mondial du Vent, l'un des grands spots de Méditerranée. Meilleures orientations : tramontane (NO à O, off-shore) pour un plan d'eau très plat et la vitesse, marin (SE) pour les vagues. Zone kite dédiée avec sécurité assurée par l'association locale en saison ; hors saison, tramontane sans assistance réservée aux experts.",
    knowledge: {
      sources: [{"label": "LetsKite – plage des Coussoules (La Franqui) : zone de kite homologuée en été, sécurité en jet-ski", "url": "https://letskite.ch/spots/1054/kitesurf/plage-les-coussoules", "supports": ["rules", "location"]}],
      zones: [{"note": "Zone de kite homologuée des Coussoules (400 m), interdite aux baigneurs ; sécurité en jet-ski de mai à septembre ; hors saison, navigation libre sur toute La Franqui, sans sécurité", "from": "04-01", "to": "09-30", "source": {"label": "LetsKite – plage des Coussoules (La Franqui) : zone de kite homologuée en été, sécurité en jet-ski", "url": "https://letskite.ch/spots/1054/kitesurf/plage-les-coussoules", "supports": ["rules", "location"]}}],
      summerRestrictions: false,
      hazards: [], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Port-la-Nouvelle",
    latitude: 43.02711,
    longitude: 3.06736,
    description:
      "Grande plage de sable au nord du port de Port-la-Nouvelle. Meilleures orientations : NE et S (side-shore), marin (SE) on-shore pour les vagues ; par tramontane (NO), vent off-shore réservé aux riders confirmés. Rester éloigné du chenal et des jetées du port.",
    knowledge: {
      sources: [{"label": "Windsurf Journal – « Le windsurf audois en danger » : la préfecture maritime fait respecter les 5 nœuds dans la bande des 300 m", "url": "https://www.windsurfjournal.com/article,news,le-windsurf-audois-en-danger,2424", "supports": ["rules"]}],
      zones: [{"note": "La préfecture maritime fait respecter les 5 nœuds dans la bande des 300 m, balisée ou non ; au-delà et jusqu'à 2 milles, gilet et lampe flash obligatoires ; aucun chenal kite", "from": "01-01", "to": "12-31", "source": {"label": "Windsurf Journal – « Le windsurf audois en danger » : la préfecture maritime fait respecter les 5 nœuds dans la bande des 300 m", "url": "https://www.windsurfjournal.com/article,news,le-windsurf-audois-en-danger,2424", "supports": ["rules"]}}],
      hazards: ["chenal"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Gruissan – Plage des Chalets",
    latitude: 43.09613,
    longitude: 3.11264,
    description:
      "Plage des chalets de Gruissan, rendue célèbre par le cinéma. Meilleures orientations : tramontane (NO, off-shore, plan d'eau plat pour riders confirmés) et marin (SE à E, on-shore, vagues). Zone kite balisée en saison ; les étangs voisins offrent une alternative par tramontane.",
    knowledge: {
      sources: [{"label": "Windsurf Journal – « Le windsurf audois en danger » : la préfecture maritime fait respecter les 5 nœuds dans la bande des 300 m", "url": "https://www.windsurfjournal.com/article,news,le-windsurf-audois-en-danger,2424", "supports": ["rules"]}],
      zones: [{"note": "La préfecture maritime fait respecter les 5 nœuds dans la bande des 300 m, balisée ou non ; au-delà et jusqu'à 2 milles, gilet et lampe flash obligatoires ; aucun chenal kite", "from": "01-01", "to": "12-31", "source": {"label": "Windsurf Journal – « Le windsurf audois en danger » : la préfecture maritime fait respecter les 5 nœuds dans la bande des 300 m", "url": "https://www.windsurfjournal.com/article,news,le-windsurf-audois-en-danger,2424", "supports": ["rules"]}}],
      hazards: [], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Narbonne-Plage",
    latitude: 43.1579,
    longitude: 3.16838,
    description:
      "Plage de sable de Narbonne-Plage, au pied du massif de la Clape. Meilleures orientations : NE et SO (side-shore), marin (SE) on-shore ; tramontane off-shore, réservée aux riders confirmés avec assistance. Zone kite délimitée en saison.",
    knowledge: {
      hazards: [], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Saint-Pierre-la-Mer (Fleury)",
    latitude: 43.17847,
    longitude: 3.19545,
    description:
      "Large plage de sable à l'est de Narbonne-Plage, avec une zone réservée au kite en saison. Meilleures orientations : tramontane (NO, off-shore, plan d'eau plat) et brise marine (SE à S, side-on à on-shore). Par vent de mer, convient aux débutants encadrés.",
    knowledge: {
      hazards: [], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  {
    name: "Sète – Le Lido",
    latitude: 43.37494,
    longitude: 3.63008,
    description:
      "Plages du lido de Sète, cordon de sable entre la mer et l'étang de Thau, vers les Trois Digues. Meilleures orientations : NE et SO (side-shore), marin (SE) on-shore ; par mistral ou tramontane (NO), off-shore. Vagues par vent d'est ; l'étang de Thau offre une alternative en eau plate.",
    knowledge: {
      hazards: [], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  // Moved in 2026 from the lagoon side of the lido to the sea beach, 30 m behind the high-water line.
  {
    name: "Villeneuve-lès-Maguelone – Maguelone",
    latitude: 43.50503,
    longitude: 3.87325,
    description:
      "Plage sauvage face à la cathédrale de Maguelone, sur le lido entre mer et étangs. Plage tournée vers le sud-est. Meilleures orientations : NE à E et SO (side-shore à side-on), le SE étant on-shore ; par vent d'ouest à nord (mistral, tramontane), off-shore. Accès à pied ou à vélo depuis le parking ; lagunes protégées en arrière.",
    knowledge: {
      hazards: ["zone-protegee"], waterBody: "mer", level: "intermédiaire", water: "clapot", orientation: 143, orientationNote: "Lido entre mer et étangs : le trait de côte OpenStreetMap simplifié le trace ici d'est en ouest, d'où 181° ; le lido court du sud-ouest au nord-est entre Frontignan et Palavas et la plage regarde le sud-est (143°, trait de côte 1:1M)." },
  },
  {
    name: "Palavas-les-Flots",
    latitude: 43.5323,
    longitude: 3.9461,
    description:
      "Plage de la rive gauche de Palavas, sur le lido vers Carnon. Meilleures orientations : NE et SO (side-shore), S à SE on-shore ; par vent de NO, off-shore. Clapot et petites vagues ; épis rocheux le long de la plage à surveiller. Zone kite balisée en saison.",
    knowledge: {
      hazards: ["rochers","epis"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Carnon – Le Petit Travers",
    latitude: 43.55253,
    longitude: 3.99719,
    description:
      "Plage du Petit Travers, entre Carnon et La Grande-Motte, berceau historique du kite en France. Meilleures orientations : E à ENE et SO (side-shore), le SE étant on-shore ; par mistral ou tramontane, off-shore. Plan d'eau plat à clapoteux, zone kite balisée en saison et forte fréquentation l'été.",
    knowledge: {
      hazards: [], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Le Grau-du-Roi – L'Espiguette",
    latitude: 43.47891,
    longitude: 4.14985,
    description:
      "Immense plage sauvage de l'Espiguette, bordée de dunes. Meilleures orientations : SE à E (side-on à side-shore) et O à SO (side-shore à side-on), le S étant on-shore ; par mistral (NO à N), off-shore. Zone kite balisée en été sur une plage très vaste ; espace naturel protégé dans les dunes.",
    knowledge: {
      hazards: [], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  // Provence et Camargue
  {
    name: "Les Saintes-Maries-de-la-Mer",
    latitude: 43.45043,
    longitude: 4.43457,
    description:
      "Plages à l'est des Saintes-Maries-de-la-Mer, en Camargue. Meilleures orientations : E à ENE et SO (side-shore), le SE étant on-shore ; mistral (NO) off-shore. Clapot et petites vagues, épis rocheux près du village. Espace naturel sensible du Parc de Camargue.",
    knowledge: {
      hazards: ["rochers","epis"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Beauduc (Camargue)",
    latitude: 43.36458,
    longitude: 4.57962,
    description:
      "Spot sauvage au fond du golfe de Beauduc, accessible par une longue piste. Meilleures orientations : mistral (NO, side-shore) et SE. Eau peu profonde et plate, idéale pour la vitesse et le freestyle ; isolement total et secours éloignés : ne jamais naviguer seul.",
    knowledge: {
      sources: [{"label": "AKSC – « Beauduc, ouverture 2013 » : zonage de la plage", "url": "http://aksc.fr/fr/beauduc-ouverture-2013/", "supports": ["rules"], "date": "2013"}, {"label": "FFVL – communiqué du 31 mai 2013 « Beauduc, un site d'enjeu national »", "url": "https://www.lilikitesurf.com/communique-de-la-ffvl-du-31052013/", "supports": ["rules"], "date": "2013-05-31"}],
      zones: [{"note": "Plage nord destinée au kite ; kite interdit sur la plage centrale (baigneurs) et sur la plage sud au niveau de la bassine, autorisé au-delà vers la pointe du Sablon", "from": null, "to": null, "source": {"label": "AKSC – « Beauduc, ouverture 2013 » : zonage de la plage", "url": "http://aksc.fr/fr/beauduc-ouverture-2013/", "supports": ["rules"], "date": "2013"}}],
      summerRestrictions: false,
      hazards: ["isolement"], waterBody: "mer", level: "confirmé", water: "plat", orientation: 225 },
  },
  {
    name: "Martigues – Carro",
    latitude: 43.33055,
    longitude: 5.03755,
    description:
      "Spot de vagues de la Côte Bleue, à l'ouest du port de Carro : une dalle rocheuse d'environ 400 m le long de la côte, puis un tombant, fait lever la houle. Meilleures orientations : SE (side-shore) et NO (mistral, side-shore) ; plus le mistral tourne au nord, plus il est side-off et le bord déventé. Mise à l'eau par une cale et une plagette entre les rochers (oursins) : spot de vagues pour riders confirmés.",
    knowledge: {
      zones: [{"note": "Zone de navigation principale sur environ 300 m à l'ouest du Marin Surf Shop ; haut-fond balisé par des espars", "from": null, "to": null, "source": {"label": "Espace Windsurf – Carro : mise à l'eau, zone de navigation, side-shore par SE et par NO", "url": "https://www.espacewindsurf.com/tag/spot/", "supports": ["location", "orientation", "level"]}}],
      hazards: ["rochers"],
      waterBody: "mer",
      level: "confirmé",
      water: "vagues",
      // The rocky shore west of the harbour faces 220–222° on both coastlines; 225° puts the mistral (NO) and the SE
      // wind, which the local page calls side-shore, on either side of it.
      orientation: 225,
      sources: [
        {
          label: "Espace Windsurf – Carro : mise à l'eau, zone de navigation, side-shore par SE et par NO",
          url: "https://www.espacewindsurf.com/tag/spot/",
          supports: ["location", "orientation", "level", "hazards"],
        },
      ],
    },
  },
  {
    name: "Martigues – Plage du Bonnieu",
    latitude: 43.33172,
    longitude: 5.05166,
    description:
      "Plage du Bonnieu, à La Couronne, sur la Côte Bleue. Meilleures orientations : SE à SO (side-on) et O (side-shore) ; le mistral (NO) y est side-off. Vagues et clapot, rochers sur les côtés ; pratique réglementée en saison, zones de baignade à respecter.",
    knowledge: {
      hazards: ["rochers","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot", orientation: 192 },
  },
  {
    name: "Marseille – Plage du Prado",
    latitude: 43.2596,
    longitude: 5.37346,
    description:
      "Plages du Prado, au sud de Marseille, face à la rade. Meilleures orientations : mistral (NO, side-shore) ; par vent d'est à sud-est, le vent vient de la ville : side-off. Clapot par mistral ; respecter les zones et horaires autorisés, la navigation étant interdite dans les zones de baignade en été, et le trafic de plaisance.",
    knowledge: {
      sources: [{"label": "Kite Family, d'après La Provence du 15 avril 2012 – un chenal kite devant la plage de la Vieille-Chapelle", "url": "http://www.kite-family.com/bonne-nouvelle-pour-le-kite-a-marseille-kitesurf-vieille-chapelle-chenal-zone-navigation-ete/", "supports": ["rules"], "date": "2012-04-15"}],
      zones: [{"note": "Chenal dédié au kite devant la plage de la Vieille-Chapelle pour traverser la bande des 300 m ; ailleurs dans la bande, vitesse limitée à 5 nœuds", "from": null, "to": null, "source": {"label": "Kite Family, d'après La Provence du 15 avril 2012 – un chenal kite devant la plage de la Vieille-Chapelle", "url": "http://www.kite-family.com/bonne-nouvelle-pour-le-kite-a-marseille-kitesurf-vieille-chapelle-chenal-zone-navigation-ete/", "supports": ["rules"], "date": "2012-04-15"}}],
      hazards: ["chenal","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Six-Fours – Brutal Beach",
    latitude: 43.10814,
    longitude: 5.81264,
    description:
      "Brutal Beach, au nord du cap Nègre, dans la baie de Six-Fours orientée plein ouest. Meilleures orientations : O à NO (mistral). Vagues par coup de mistral en hiver, conditions plus freeride en été ; rochers du cap Nègre à proximité. Pour riders confirmés par mistral fort.",
    knowledge: {
      hazards: ["rochers"], waterBody: "mer", level: "confirmé", water: "vagues", orientation: 260 },
  },
  {
    name: "L'Almanarre (Hyères)",
    latitude: 43.05733,
    longitude: 6.1328,
    description:
      "Plage de l'Almanarre, sur le tombolo ouest de la presqu'île de Giens, spot de référence du Var. Meilleures orientations : O à NO (mistral) et SO, side-on à on-shore. Vagues par mistral ; pratique réglementée en été (zone et horaires dédiés) : se renseigner. Salins et lagune protégés en arrière.",
    knowledge: {
      sources: [{"label": "La route du sel – la planche et le kite à Hyères : chenaux officiels de l'Almanarre et de l'Ayguade, beach marshal l'été", "url": "http://laroutedusel.net/la-planche-et-le-kite-surf.html", "supports": ["rules"]}],
      zones: [{"note": "Chenal kite officiel au milieu de la plage de l'Almanarre ; l'été, un beach marshal de la mairie fait respecter les zones", "from": null, "to": null, "source": {"label": "La route du sel – la planche et le kite à Hyères : chenaux officiels de l'Almanarre et de l'Ayguade, beach marshal l'été", "url": "http://laroutedusel.net/la-planche-et-le-kite-surf.html", "supports": ["rules"]}}],
      summerRestrictions: false,
      hazards: ["zone-protegee"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  // Côte d'Azur
  {
    name: "Fréjus – Base Nature",
    latitude: 43.4174,
    longitude: 6.7478,
    description:
      "Plage de la Base Nature à Fréjus, entre Port-Fréjus et l'embouchure de l'Argens. Meilleures orientations : SO et E (side-shore à side-on), le SE étant on-shore ; par vent d'ouest, side-off. Clapot et petites vagues ; zone kite balisée et zones de baignade à respecter en saison.",
    knowledge: {
      hazards: ["baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Saint-Laurent-du-Var – Plage Cousteau",
    latitude: 43.65671,
    longitude: 7.18891,
    description:
      "Plage étroite à l'ouest de l'embouchure du Var, près de l'aéroport de Nice. Meilleures orientations : E à SE (side-shore à side-on) ; par vent d'ouest, off-shore et vagues de bord. Décollage technique sur une plage étroite ; zone de navigation définie localement et réglementée en été.",
    knowledge: {
      hazards: ["aerodrome"], waterBody: "mer", level: "confirmé", water: "vagues" },
  },
  {
    name: "Cannes – Palm Beach",
    latitude: 43.5398,
    longitude: 7.0394,
    description:
      "Spot de la pointe de la Croisette, face aux îles de Lérins. Meilleures orientations : NE à E et SO (side-shore à side-on), le SE étant on-shore ; par vent d'ouest à nord, off-shore. Par vent d'est, mise à l'eau depuis une plage étroite. Plan d'eau vaste mais technique par vent fort, trafic de bateaux : pour riders autonomes, club local actif.",
    knowledge: {
      hazards: ["chenal"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  // Corse
  {
    name: "Bonifacio – Piantarella",
    latitude: 41.37308,
    longitude: 9.2209,
    description:
      "Plage de Piantarella, face aux îles Cavallo et Lavezzi, à l'est de Bonifacio. Meilleures orientations : E à SE (side-on à on-shore) sur le lagon ; le vent d'ouest, fréquent et souvent fort dans les Bouches de Bonifacio, y vient de terre (off-shore) sur un plan d'eau plat et peu profond : pour riders confirmés avec assistance. Vent rafaleux et courants dans les Bouches : pour riders confirmés ; réserve naturelle, respecter les herbiers.",
    knowledge: {
      sources: [{"label": "Corse-Matin – « Le kitesurf déploie ses ailes » : à Bonifacio, pas d'arrêté municipal contre le kite", "url": "http://www.corsematin.com/article/culture-et-loisirs/le-kitesurf-deploie-ses-ailes", "supports": ["rules", "location"]}],
      zones: [{"note": "Pas d'arrêté municipal interdisant le kite à Bonifacio ; vitesse limitée à 5 nœuds dans la bande des 300 m (arrêté du préfet maritime)", "from": "01-01", "to": "12-31", "source": {"label": "Corse-Matin – « Le kitesurf déploie ses ailes » : à Bonifacio, pas d'arrêté municipal contre le kite", "url": "http://www.corsematin.com/article/culture-et-loisirs/le-kitesurf-deploie-ses-ailes", "supports": ["rules", "location"]}}],
      summerRestrictions: false,
      hazards: ["courants","rafales","zone-protegee"], waterBody: "mer", level: "confirmé", water: "plat" },
  },
  {
    name: "Porto-Vecchio – Santa Giulia",
    latitude: 41.52909,
    longitude: 9.27261,
    description:
      "Baie de Santa Giulia, lagon peu profond au sud de Porto-Vecchio. Meilleures orientations : NE à SE et brise thermique ; par vent d'ouest, off-shore. Plan d'eau plat et turquoise, idéal pour progresser ; plage très fréquentée en été, zones de baignade à respecter.",
    knowledge: {
      hazards: ["baignade"], waterBody: "mer", level: "débutant", water: "plat", orientation: 100, orientationNote: "Fond de la baie de Santa Giulia : la plage regarde l'est (OpenStreetMap 78°), l'ouverture de la baie l'est-sud-est ; GSHHG, à 130 m, prend la rive sud de la baie (139°)." },
  },
  {
    name: "Serra-di-Ferro – Porto Pollo",
    latitude: 41.71233,
    longitude: 8.81901,
    description:
      "Spot renommé du golfe du Valinco. Meilleures orientations : O à SO (brise thermique, libeccio), side-on ; par vent d'est, off-shore. Brise thermique fréquente en été, plan d'eau clapoteux ; cohabitation avec la planche à voile et la baignade.",
    knowledge: {
      hazards: ["baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot", orientation: 215 },
  },
  {
    name: "Ajaccio – Ricanto",
    latitude: 41.92293,
    longitude: 8.78294,
    description:
      "Plage du Ricanto, au fond du golfe d'Ajaccio, près de l'aéroport. Meilleures orientations : O à NO et S à SE, brise thermique d'ouest l'après-midi en été. Clapot ; l'aéroport est tout proche : rester bas et loin de l'axe de la piste.",
    knowledge: {
      hazards: ["aerodrome"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Calvi – La Pinède",
    latitude: 42.55733,
    longitude: 8.76382,
    description:
      "Grande plage de Calvi, bordée par la pinède. Meilleures orientations : O à NO et E (side-shore), le N étant on-shore ; libeccio (SO) off-shore et rafaleux, à éviter. Plan d'eau clapoteux, plage très fréquentée en été.",
    knowledge: {
      hazards: ["rafales"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Saint-Florent – La Roya",
    latitude: 42.67497,
    longitude: 9.28834,
    description:
      "Plage de la Roya, au fond du golfe de Saint-Florent. Meilleures orientations : NO et NE à E (side-on à side-shore), le N étant on-shore ; par vent d'ouest à sud (libeccio), off-shore et rafaleux. Plan d'eau clapoteux, vent d'ouest parfois rafaleux ; herbiers de posidonie et zones de mouillage à respecter.",
    knowledge: {
      hazards: ["rafales"], waterBody: "mer", level: "intermédiaire", water: "clapot", orientation: 10 },
  },
  // Added with the structured knowledge: the famous spots first, then lakes, then the coast filled in.
  {
    name: "Marignane – Le Jaï",
    latitude: 43.41801,
    longitude: 5.2003,
    description:
      "Lido du Jaï, entre l'étang de Berre et l'étang de Bolmon, grand spot d'eau plate par mistral. Meilleures orientations : NO (mistral, side-shore) ; par SE, le vent longe le lido et vient de terre : side-off. Eau peu profonde près du bord, idéale pour apprendre et progresser ; aéroport de Marseille-Provence tout proche : respecter les zones et hauteurs de vol.",
    knowledge: {
      hazards: ["aerodrome"], waterBody: "lagune", level: "débutant", water: "plat", rideableSectors: [{ from: 172, to: 352 }], offshoreSectors: [{ from: 15, to: 150 }] },
  },
  {
    name: "Marseille – Pointe Rouge",
    latitude: 43.24444,
    longitude: 5.36879,
    description:
      "Plage de la Pointe Rouge, au sud de la rade de Marseille, rendez-vous des kiters par mistral. Plage tournée vers l'ouest-nord-ouest. Meilleures orientations : mistral (NO, side-on à on-shore) et O à SO (side-on à side-shore) ; par vent d'est, off-shore. Clapot, trafic de plaisance au large du port ; kite interdit dans la zone de baignade en été.",
    knowledge: {
      hazards: ["chenal","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Saint-Michel-Chef-Chef – Tharon-Plage",
    latitude: 47.16954,
    longitude: -2.16779,
    description:
      "Grande plage de Tharon, entre l'estuaire de la Loire et Pornic, spot très fréquenté par les écoles. Meilleures orientations : SO à NO (side-on à side-shore). Fond de sable sans obstacle et eau peu profonde à marée basse ; rochers aux extrémités. Kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["rochers","baignade"], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  {
    name: "Camiers – Sainte-Cécile",
    latitude: 50.5779,
    longitude: 1.57914,
    description:
      "Plage de Sainte-Cécile, à Camiers, entre Dannes et la baie de Canche, bordée de hautes dunes. Meilleures orientations : SO à NO (side-shore à side-on), N possible. Bâches au plan d'eau plat à marée basse, vagues à marée haute par vent d'ouest ; spot réputé de la Côte d'Opale.",
    knowledge: {
      hazards: [], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Lège-Cap-Ferret – La Vigne",
    latitude: 44.64541,
    longitude: -1.24277,
    description:
      "Plage de la Vigne, côté bassin d'Arcachon, près de la pointe du Cap Ferret. Meilleures orientations : N à NE et S (side-shore) ; par vent d'ouest à sud-ouest, off-shore. Plan d'eau plat à mi-marée, courants très forts dans les passes du bassin à ne jamais approcher ; parcs à huîtres et mouillages nombreux.",
    knowledge: {
      sources: [{"label": "APC Kite – « Le banc d'Arguin : le passé, le présent et le futur »", "url": "http://apckite.com/blog-2-1495638343_2017_-le-banc-d-arguin-le-passe-le-present-et-le-futur.html", "supports": ["rules"], "date": "2017"}],
      zones: [{"note": "Réserve naturelle du banc d'Arguin, de l'autre côté des passes : kite interdit (arrêté interpréfectoral du 27 avril 2004)", "from": "01-01", "to": "12-31", "source": {"label": "APC Kite – « Le banc d'Arguin : le passé, le présent et le futur »", "url": "http://apckite.com/blog-2-1495638343_2017_-le-banc-d-arguin-le-passe-le-present-et-le-futur.html", "supports": ["rules"], "date": "2017"}}],
      hazards: ["courants","conchyliculture"], waterBody: "mer", level: "intermédiaire", water: "plat", tide: { minHeightM: 2.0, maxHeightM: null, note: "Le bassin découvre à marée basse : naviguer de la mi-marée à la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Arcachon – Plage Pereire",
    latitude: 44.6591,
    longitude: -1.19273,
    description:
      "Plage Pereire, au nord-ouest d'Arcachon, face au Cap Ferret et à l'entrée du bassin. Meilleures orientations : O à NO et NE (side-shore à side-on). Clapot à marée haute, forts courants de marée vers les passes ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      sources: [{"label": "APC Kite – « Début de la surveillance des plages du bassin »", "url": "http://apckite.com/blog-2-1559802823_2019_0-debut-de-la-surveillance-des-plages-du-bassin.html", "supports": ["rules"], "date": "2019-06-07"}, {"label": "APC Kite – « Le banc d'Arguin : le passé, le présent et le futur »", "url": "http://apckite.com/blog-2-1495638343_2017_-le-banc-d-arguin-le-passe-le-present-et-le-futur.html", "supports": ["rules"], "date": "2017"}],
      zones: [{"note": "Chenal des Arbousiers : utilisable toute la journée jusqu'au 30 juin, seulement après 19 h en juillet et août", "from": "05-30", "to": "08-31", "source": {"label": "APC Kite – « Début de la surveillance des plages du bassin »", "url": "http://apckite.com/blog-2-1559802823_2019_0-debut-de-la-surveillance-des-plages-du-bassin.html", "supports": ["rules"], "date": "2019-06-07"}}, {"note": "Réserve naturelle du banc d'Arguin, de l'autre côté des passes : kite interdit (arrêté interpréfectoral du 27 avril 2004)", "from": "01-01", "to": "12-31", "source": {"label": "APC Kite – « Le banc d'Arguin : le passé, le présent et le futur »", "url": "http://apckite.com/blog-2-1495638343_2017_-le-banc-d-arguin-le-passe-le-present-et-le-futur.html", "supports": ["rules"], "date": "2017"}}],
      seasonalBan: {"from": "05-30", "to": "08-31", "note": "navigation interdite depuis toutes les plages d'Arcachon, 24 h sur 24 ; seule exception, le chenal des Arbousiers", "source": {"label": "APC Kite – « Début de la surveillance des plages du bassin »", "url": "http://apckite.com/blog-2-1559802823_2019_0-debut-de-la-surveillance-des-plages-du-bassin.html", "supports": ["rules"], "date": "2019-06-07"}},
      hazards: ["courants","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot", tide: { minHeightM: 2.0, maxHeightM: null, note: "Le bassin découvre à marée basse : naviguer de la mi-marée à la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Andernos-les-Bains – Le Bétey",
    latitude: 44.73999,
    longitude: -1.10123,
    description:
      "Plage du Bétey, au fond du bassin d'Arcachon, spot d'apprentissage par vent d'ouest à sud-ouest. Meilleures orientations : S à SO et O à NO (side-on à side-shore). Eau plate et peu profonde autour de la pleine mer ; vasières et parcs à huîtres à marée basse.",
    knowledge: {
      hazards: ["conchyliculture","vasieres"], waterBody: "mer", level: "débutant", water: "plat", tide: { minHeightM: 2.5, maxHeightM: null, note: "Le fond du bassin se vide à marée basse : naviguer autour de la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Lège-Cap-Ferret – Claouey",
    latitude: 44.74701,
    longitude: -1.1853,
    description:
      "Plage de Claouey, côté bassin d'Arcachon, au nord de la presqu'île du Cap Ferret. Meilleures orientations : NE à E et S à SO (side-shore) ; par vent d'ouest, off-shore. Plan d'eau plat autour de la pleine mer, chenaux et parcs ostréicoles à repérer à marée basse.",
    knowledge: {
      hazards: ["conchyliculture","chenal"], waterBody: "mer", level: "intermédiaire", water: "plat", tide: { minHeightM: 2.5, maxHeightM: null, note: "Le fond du bassin se vide à marée basse : naviguer autour de la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Leucate – Étang (Port-Leucate)",
    latitude: 42.85001,
    longitude: 3.0215,
    description:
      "Rive est de l'étang de Salses-Leucate, près de Port-Leucate, grand spot d'eau plate par tramontane. Meilleures orientations : toutes, l'étang étant fermé et le vent de terre ne poussant pas vers le large ; les plus fréquentes, la tramontane (NO à O, side-on) et le marin (SE). Eau peu profonde sur une grande surface, idéale pour débuter ; parcs conchylicoles à éviter.",
    knowledge: {
      hazards: ["conchyliculture"], waterBody: "lagune", level: "débutant", water: "plat", orientation: 270, orientationNote: "Étang fermé : un vent de terre ne mène pas au large, on peut naviguer par toutes les orientations ; par tramontane forte, vent rafaleux près de la rive." },
  },
  {
    name: "La Palme – Étang de La Palme",
    latitude: 42.97201,
    longitude: 3.03298,
    description:
      "Étang de La Palme, lagune peu profonde au nord de Leucate, célèbre pour son eau plate par tramontane. Meilleures orientations : toutes, l'étang étant fermé et l'on a pied presque partout ; les plus fréquentes, la tramontane (NO à O) et le marin (SE à E). Espace naturel protégé : respecter les zones de nidification et les salins.",
    knowledge: {
      hazards: ["zone-protegee","vasieres"], waterBody: "lagune", level: "débutant", water: "plat", orientation: 280, orientationNote: "Étang fermé et peu profond : un vent de terre ne mène pas au large, on peut naviguer par toutes les orientations ; rafales par tramontane forte.", sources: [{"label": "Émeraude Kite – La Palme : accès par la digue des anciens salins, orientations, dangers", "url": "https://emeraudekite.com/forum/d/4688-languedoc-aude-la-palme", "supports": ["location", "orientation", "level"]}] },
  },
  {
    name: "Canet-en-Roussillon – Plage Sud",
    latitude: 42.68982,
    longitude: 3.03627,
    description:
      "Plage sud de Canet-en-Roussillon, vers l'étang de Canet-Saint-Nazaire. Meilleures orientations : N à NE et S (side-shore), marin (SE à E) on-shore pour les vagues ; par tramontane (NO), off-shore réservé aux riders confirmés avec assistance. Zone kite balisée en saison, baignade interdite aux kites l'été.",
    knowledge: {
      hazards: ["baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Oye-Plage",
    latitude: 51.00367,
    longitude: 2.04928,
    description:
      "Plage sauvage d'Oye-Plage, entre Calais et Gravelines, bordée par la réserve naturelle du Platier d'Oye. Meilleures orientations : O à NE (side-shore à side-on). Estran immense à marée basse et bâches au plan d'eau plat ; réserve naturelle en arrière : rester sur la plage et les accès balisés.",
    knowledge: {
      hazards: ["estran","zone-protegee"], waterBody: "mer", level: "débutant", water: "clapot",
      zones: [{"note": "Réserve naturelle du Platier d'Oye : hors des sentiers balisés, accès interdit ; déranger les animaux interdit", "from": "01-01", "to": "12-31", "source": {"label": "Platier d'Oye – la réserve naturelle : classée le 9 juillet 1987, sentiers balisés, animaux à ne pas déranger", "url": "https://platier.fr/reserve/", "supports": ["rules"], "date": "1987-07-09"}}, {"note": "Pendant la nidification des sternes et des gravelots, accès à la plage du casino par les côtés seulement, l'ancien passage face au parking étant fermé", "from": null, "to": null, "source": {"label": "Platier d'Oye – accès à la plage du casino pendant la nidification des sternes et des gravelots", "url": "http://platier.fr/blog/page/2", "supports": ["rules"]}}],
      sources: [{"label": "Platier d'Oye – la réserve naturelle : classée le 9 juillet 1987, sentiers balisés, animaux à ne pas déranger", "url": "https://platier.fr/reserve/", "supports": ["rules"], "date": "1987-07-09"}, {"label": "Platier d'Oye – accès à la plage du casino pendant la nidification des sternes et des gravelots", "url": "http://platier.fr/blog/page/2", "supports": ["rules"]}],
    },
  },
  {
    name: "Fouras – Plage de la Vierge",
    latitude: 45.99299,
    longitude: -1.09254,
    description:
      "Plage de la Vierge, au nord-ouest de Fouras, face à l'île d'Aix et au fort Boyard. Meilleures orientations : O (side-shore), NO à NE (side-on à on-shore) ; par vent de sud-ouest à sud-est, off-shore. Clapot à marée haute, vasières et parcs conchylicoles à marée basse ; courants forts vers la pointe de la Fumée.",
    knowledge: {
      hazards: ["courants","conchyliculture","vasieres"], waterBody: "mer", level: "intermédiaire", water: "clapot", tide: { minHeightM: 3.8, maxHeightM: null, note: "La baie découvre largement : naviguer autour de la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Erdeven – Kerhillio",
    latitude: 47.61831,
    longitude: -3.18407,
    description:
      "Grande plage de Kerhillio, au cœur de la côte sauvage entre Étel et Quiberon. Meilleures orientations : ONO et SE (side-shore), S à O side-on à on-shore ; par vent de nord, off-shore. Vagues et baïnes par houle d'ouest, plage très vaste ; éviter la barre d'Étel au nord, dangereuse. Kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["baines","baignade","courants"], waterBody: "mer", level: "intermédiaire", water: "vagues", sources: [{"label": "Kite-buddy – plage de Kerhilio : zone kite balisée, orientations, courant vers le sud", "url": "https://www.kite-buddy.de/kitespot-plage-de-kerhilio-bretagne-frankreich", "supports": ["orientation", "rules"]}], zones: [{"note": "Zone kite au milieu de la baie, signalée par deux panneaux sur la plage et séparée de la zone de baignade par des bouées ; décollage dans un couloir d'environ 300 m", "from": null, "to": null, "source": {"label": "Kite-buddy – plage de Kerhilio : zone kite balisée, orientations, courant vers le sud", "url": "https://www.kite-buddy.de/kitespot-plage-de-kerhilio-bretagne-frankreich", "supports": ["orientation", "rules"]}}] },
  },
  {
    name: "Seignosse – Les Estagnots",
    latitude: 43.70082,
    longitude: -1.43873,
    description:
      "Plage des Estagnots, spot de surf réputé des Landes où le kite reste marginal. Meilleures orientations : N à NO et S à SO (side-shore). Beach-break puissant, shore-break et courants de baïnes ; priorité aux surfeurs, kite toléré surtout hors saison et réservé aux experts.",
    knowledge: {
      hazards: ["courants","baines","shore-break"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Lac de Serre-Ponçon – Baie Saint-Michel",
    latitude: 44.52163,
    longitude: 6.32837,
    description:
      "Baie Saint-Michel, sur la rive nord du lac de Serre-Ponçon, près de Chorges. Meilleures orientations : SO à O, la brise thermique qui se lève vers midi en été ; lac fermé, le vent ne pousse jamais vers le large, plan d'eau clapoteux et eau fraîche ; niveau du lac variable selon la saison (retenue EDF). Navigation réglementée sur le lac : zones et horaires à confirmer localement.",
    knowledge: {
      hazards: [], waterBody: "lac", level: "intermédiaire", water: "clapot", rideableSectors: [{ from: 202, to: 292 }], sources: [{ label: "Wikipédia – Lac de Serre-Ponçon", url: "https://fr.wikipedia.org/wiki/Lac_de_Serre-Pon%C3%A7on", supports: ["location"] }, { label: "Isabelle Fabre – « J'ai découvert le kite foil au lac de Serre-Ponçon » : vent thermique d'ouest à sud-ouest presque chaque jour dès midi", url: "https://isabellefabre.fr/jai-decouvert-le-kite-foil-au-lac-de-serre-poncon/", supports: ["orientation"] }] },
  },
  {
    name: "Lac du Mont-Cenis",
    latitude: 45.24436,
    longitude: 6.94414,
    description:
      "Lac d'altitude (près de 2 000 m) au col du Mont-Cenis, spot de montagne réputé. Meilleures orientations : NO et SE, le vent étant canalisé dans l'axe du col ; eau très froide, combinaison épaisse indispensable, et conditions de haute montagne changeantes. Pour riders confirmés et autonomes ; accès par la route du col, fermée l'hiver.",
    knowledge: {
      summerRestrictions: false,
      hazards: [], waterBody: "lac", level: "confirmé", water: "clapot", orientation: 220, rideableSectors: [{ from: 110, to: 160 }, { from: 280, to: 330 }], offshoreSectors: [], sources: [{ label: "Wikipédia – Lac du Mont-Cenis", url: "https://fr.wikipedia.org/wiki/Lac_du_Mont-Cenis", supports: ["location"] }] },
  },
  {
    name: "Lac de Cazaux-Sanguinet – Sanguinet",
    latitude: 44.48293,
    longitude: -1.10041,
    description:
      "Rive sud-est du lac de Cazaux-Sanguinet, près du bourg de Sanguinet. Meilleures orientations : O à N, side-on à on-shore ; lac fermé, sans vent de large. Eau douce et plate à clapoteuse, fond de sable ; le nord du lac comprend une zone militaire interdite (base aérienne de Cazaux) : rester côté Sanguinet.",
    knowledge: {
      zones: [{"note": "Rive de Cazaux (commune de La Teste-de-Buch) : navigation interdite", "from": "06-01", "to": "09-30", "source": {"label": "APC Kite – « Début de la surveillance des plages du bassin »", "url": "http://apckite.com/blog-2-1559802823_2019_0-debut-de-la-surveillance-des-plages-du-bassin.html", "supports": ["rules"], "date": "2019-06-07"}}],
      hazards: [], waterBody: "lac", level: "débutant", water: "clapot", sources: [{ label: "Wikipédia – Lac de Cazaux et de Sanguinet", url: "https://fr.wikipedia.org/wiki/Lac_de_Cazaux_et_de_Sanguinet", supports: ["location"] }], rideableSectors: [{ from: 248, to: 22 }] },
  },
  {
    name: "Lac d'Hourtin-Carcans – Hourtin-Port",
    latitude: 45.18101,
    longitude: -1.08029,
    description:
      "Rive est du lac d'Hourtin-Carcans, le plus grand lac naturel d'eau douce de France, près du port d'Hourtin. Meilleures orientations : S à N en passant par l'ouest (side-on à on-shore). Eau douce plate à clapoteuse, grand plan d'eau sans marée ; zones de baignade et réserve naturelle à respecter.",
    knowledge: {
      hazards: ["baignade","zone-protegee"], waterBody: "lac", level: "débutant", water: "clapot", sources: [{ label: "Wikipédia – Lac d'Hourtin-Carcans", url: "https://fr.wikipedia.org/wiki/Lac_d%27Hourtin-Carcans", supports: ["location"] }], rideableSectors: [{ from: 180, to: 0 }] },
  },
  {
    name: "Leffrinckoucke – Plage des Dunes",
    latitude: 51.06626,
    longitude: 2.46257,
    description:
      "Plage sauvage entre Malo-les-Bains et Zuydcoote, bordée par la dune Dewulf. Meilleures orientations : O à NE (side-shore à side-on). Clapot et petites vagues, bâches à marée basse ; vestiges de blockhaus sur l'estran à repérer, courants de marée parallèles à la côte.",
    knowledge: {
      sources: [{"label": "Dunkerque Flysurf Club – « Kitepark 2017 » à la base nautique de la Licorne", "url": "https://dfc-kiteboarding.fr/kitepark-2017", "supports": ["rules"], "date": "2017"}],
      zones: [{"note": "Kite interdit dans les zones de bain, sauf au-delà des 300 m et après la descente à bateau de Leffrinckoucke", "from": "07-01", "to": "08-30", "source": {"label": "Dunkerque Flysurf Club – « Kitepark 2017 » à la base nautique de la Licorne", "url": "https://dfc-kiteboarding.fr/kitepark-2017", "supports": ["rules"], "date": "2017"}}],
      summerRestrictions: false,
      hazards: ["courants"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Gravelines – Petit-Fort-Philippe",
    latitude: 51.00859,
    longitude: 2.11786,
    description:
      "Plage de Petit-Fort-Philippe, à l'est du chenal de l'Aa à Gravelines. Meilleures orientations : O à NE (side-shore). Estran plat et large à marée basse, propice à l'apprentissage ; rester loin du chenal de l'Aa et de ses courants, et de la centrale de Gravelines à l'est.",
    knowledge: {
      hazards: ["courants","chenal"], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  {
    name: "Sangatte – Plage",
    latitude: 50.9469,
    longitude: 1.75857,
    description:
      "Plage de Sangatte, entre Blériot-Plage et le cap Blanc-Nez. Meilleures orientations : SO à O et NE (side-shore), le NO étant on-shore. Vagues et clapot, épis au bord ; courants de marée forts vers le cap Blanc-Nez. Pour riders autonomes.",
    knowledge: {
      hazards: ["courants","epis"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Audresselles",
    latitude: 50.8211,
    longitude: 1.59258,
    description:
      "Plage du village d'Audresselles, entre Ambleteuse et le cap Gris-Nez. Meilleures orientations : S à SSO et NNO (side-shore), l'O étant on-shore ; par N à NE, off-shore. Platiers rocheux qui découvrent à marée basse, vagues à marée haute : naviguer à marée haute et connaître les rochers. Pour riders confirmés.",
    knowledge: {
      hazards: ["rochers"], waterBody: "mer", level: "confirmé", water: "vagues" },
  },
  {
    name: "Stella-Plage (Cucq)",
    latitude: 50.4769,
    longitude: 1.57488,
    description:
      "Longue plage de sable de Stella-Plage, entre Le Touquet et Merlimont. Meilleures orientations : SO à NO (side-shore à side-on), N possible. Bâches au plan d'eau plat à marée basse, vagues modérées à marée haute ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      sources: [{"label": "Ville de Cucq – surveillance des baignades hors saison", "url": "http://www.cucq.fr/2018/03/21/surveillance-des-baignades-hors-saison-estivale-2018/", "supports": ["rules"], "date": "2018-03-21"}],
      zones: [{"note": "Kitesurf et autres engins interdits dans la zone de baignade pendant la surveillance, en saison comme hors saison ; deux chenaux d'accès côté Club nautique stellien, réservés aux engins à moteur et à voile", "from": null, "to": null, "source": {"label": "Ville de Cucq – surveillance des baignades hors saison", "url": "http://www.cucq.fr/2018/03/21/surveillance-des-baignades-hors-saison-estivale-2018/", "supports": ["rules"], "date": "2018-03-21"}}],
      summerRestrictions: false,
      hazards: ["baignade"], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  {
    name: "Merlimont-Plage",
    latitude: 50.45682,
    longitude: 1.57202,
    description:
      "Plage de Merlimont, sur la Côte d'Opale entre Stella-Plage et Berck. Meilleures orientations : SO à NO (side-shore), N possible. Estran très large et plat à marée basse, clapot et vagues à marée haute ; spot partagé avec le char à voile.",
    knowledge: {
      hazards: ["estran"], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  {
    name: "Quend-Plage",
    latitude: 50.32101,
    longitude: 1.5473,
    description:
      "Plage de Quend, sur la côte picarde entre Fort-Mahon et la baie de Somme. Meilleures orientations : SO à NO (side-shore), N possible. Large estran, bâches à marée basse et vagues modérées à marée haute ; dunes protégées en arrière.",
    knowledge: {
      hazards: ["zone-protegee"], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  {
    name: "Dieppe – Plage",
    latitude: 49.92982,
    longitude: 1.07572,
    description:
      "Plage de galets de Dieppe, entre le port et les falaises du château. Meilleures orientations : O à SO et NE (side-shore), le NO étant on-shore. Vagues, galets pentus pour décoller et atterrir, chenal du port à éviter ; kite interdit dans la zone de baignade en été.",
    knowledge: {
      hazards: ["chenal","baignade"], waterBody: "mer", level: "confirmé", water: "vagues" },
  },
  {
    name: "Hautot-sur-Mer – Pourville",
    latitude: 49.91782,
    longitude: 1.03328,
    description:
      "Plage de galets de Pourville, à l'ouest de Dieppe, entre les falaises. Meilleures orientations : O et NE (side-shore à side-on), le N étant on-shore ; par vent de sud-ouest, off-shore. Vagues de bonne taille par vent d'ouest, platier rocheux à marée basse, plage étroite à marée haute : pour riders confirmés.",
    knowledge: {
      hazards: ["rochers"], waterBody: "mer", level: "confirmé", water: "vagues" },
  },
  {
    name: "Veules-les-Roses",
    latitude: 49.87835,
    longitude: 0.79961,
    description:
      "Plage de galets au pied des falaises de la côte d'Albâtre. Meilleures orientations : O et NE (side-shore). Vagues et platier rocheux à marée basse ; plage étroite coincée entre les falaises à marée haute, sortie difficile : pour riders confirmés, naviguer à plusieurs.",
    knowledge: {
      hazards: ["rochers"], waterBody: "mer", level: "confirmé", water: "vagues" },
  },
  {
    name: "Deauville – Plage",
    latitude: 49.36635,
    longitude: 0.06886,
    description:
      "Grande plage de sable de Deauville, à l'ouest de l'embouchure de la Touques. Meilleures orientations : SO à O et N à NE (side-shore). Clapot et petites vagues, estran étendu à marée basse ; chenal de la Touques et jetées à éviter. Kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["chenal","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Cabourg",
    latitude: 49.29227,
    longitude: -0.12638,
    description:
      "Longue plage de sable de Cabourg, face au nord. Meilleures orientations : O à NE (side-shore à side-on). Clapot et petites vagues, large estran plat à marée basse, favorable à l'apprentissage ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["baignade"], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  {
    name: "Courseulles-sur-Mer",
    latitude: 49.3359,
    longitude: -0.45628,
    description:
      "Plage de Juno Beach, à Courseulles-sur-Mer. Meilleures orientations : O à NE (side-shore). Clapot et petites vagues ; roches plates à l'est et chenal du port de la Seulles à éviter. Zones de baignade à respecter en été.",
    knowledge: {
      hazards: ["rochers","chenal","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Réville – Jonville",
    latitude: 49.61148,
    longitude: -1.25593,
    description:
      "Plage de Jonville, à Réville, près de la pointe de Saire sur la côte est du Cotentin. Meilleures orientations : N à NE et S à SE (side-shore) ; par vent d'ouest, off-shore. Plan d'eau abrité, rochers et parcs ostréicoles à marée basse : naviguer autour de la pleine mer.",
    knowledge: {
      hazards: ["rochers","conchyliculture"], waterBody: "mer", level: "intermédiaire", water: "clapot", orientationNote: "GSHHG (139°) suit la courbe de la pointe de Saire ; la plage de Jonville, où le N et le S sont side-shore selon sa description, regarde l'est comme sur OpenStreetMap (107°).", tide: { minHeightM: 3.6, maxHeightM: null, note: "Estran rocheux et parcs à huîtres à marée basse : naviguer autour de la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Les Pieux – Sciotot",
    latitude: 49.50054,
    longitude: -1.84751,
    description:
      "Anse de Sciotot, sur la côte ouest du Cotentin, spot de vagues connu des surfeurs. Meilleures orientations : SO et N à NO (side-shore à side-on). Vagues par houle d'ouest, rochers au nord de l'anse ; marnage important et courants vers le cap de Flamanville.",
    knowledge: {
      hazards: ["courants","rochers"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Vauville",
    latitude: 49.62982,
    longitude: -1.85006,
    description:
      "Grande anse de Vauville, au pied de la Hague, bordée par une réserve naturelle. Meilleures orientations : SO et N à NO (side-shore). Vagues et courants puissants vers le nez de Jobourg et le cap de la Hague ; site isolé, naviguer à plusieurs. Réserve naturelle de la mare de Vauville en arrière.",
    knowledge: {
      hazards: ["courants","zone-protegee"], waterBody: "mer", level: "confirmé", water: "vagues" },
  },
  {
    name: "Barneville-Carteret – Plage de Barneville",
    latitude: 49.36502,
    longitude: -1.76704,
    description:
      "Grande plage de Barneville, au sud-est du havre de Carteret, tournée vers le sud-ouest. Meilleures orientations : NO et SE (side-shore), O à S on-shore ; par vent de nord-est, off-shore. Vagues à marée haute, estran immense à marée basse ; courants forts à l'entrée du havre de Carteret, au nord-ouest de la plage. Marnage très important : naviguer de mi-marée à pleine mer.",
    knowledge: {
      hazards: ["courants","estran"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Portbail – Denneville-Plage",
    latitude: 49.30746,
    longitude: -1.69938,
    description:
      "Plage de Denneville, au sud du havre de Portbail, sur la côte des havres. Meilleures orientations : SSE et NNO (side-shore), SO à NO side-on à on-shore ; par vent de nord à est, off-shore. Clapot et petites vagues à marée haute ; bouchots et parcs à huîtres au large à marée basse, courants dans le havre.",
    knowledge: {
      hazards: ["courants","conchyliculture"], waterBody: "mer", level: "intermédiaire", water: "clapot", tide: { minHeightM: 5.4, maxHeightM: null, note: "Estran immense et bouchots à marée basse : naviguer de la mi-marée à la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Saint-Pair-sur-Mer",
    latitude: 48.8121,
    longitude: -1.57136,
    description:
      "Plage de Saint-Pair, au sud de Granville, à l'entrée de la baie du Mont-Saint-Michel. Meilleures orientations : SO à NO (side-shore). Clapot, rochers vers Granville et estran immense à marée basse ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["rochers","baignade","estran"], waterBody: "mer", level: "intermédiaire", water: "clapot", tide: { minHeightM: 6.8, maxHeightM: null, note: "Marnage très important : naviguer de la mi-marée montante à la mi-marée descendante (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Cherrueix",
    latitude: 48.60655,
    longitude: -1.70899,
    description:
      "Grève de Cherrueix, au fond de la baie du Mont-Saint-Michel, capitale du char à voile. Meilleures orientations : O à NE (side-shore à side-on). Plan d'eau plat seulement autour de la pleine mer des grandes marées ; la mer monte très vite, sables mouvants et bouchots : ne jamais s'éloigner, connaître les horaires de marée.",
    knowledge: {
      hazards: ["conchyliculture"], waterBody: "mer", level: "intermédiaire", water: "plat", tide: { minHeightM: 9.5, maxHeightM: null, note: "La baie du Mont-Saint-Michel se vide sur des kilomètres : naviguer seulement autour de la pleine mer des grandes marées (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Lancieux – Saint-Sieu",
    latitude: 48.60944,
    longitude: -2.15436,
    description:
      "Plage de Saint-Sieu, à Lancieux, sur la Côte d'Émeraude face à l'île Ebihens. Meilleures orientations : O à NE (side-shore). Eau peu profonde et plan d'eau abrité, propice à l'apprentissage ; rochers et îlots à repérer, la mer se retire loin à marée basse.",
    knowledge: {
      sources: [{"label": "Émeraude Kite – restrictions du kitesurf sur la Côte d'Émeraude", "url": "https://emeraudekite.com/restrictions-kitesurf-cote-emeraude", "supports": ["rules"], "date": "2021"}],
      seasonalBan: {"from": "07-01", "to": "08-31", "note": "plage de Saint-Sieu interdite à la navigation ; décollage en fond de baie (roche Morin) ou à la Tête de Chien selon la marée", "source": {"label": "Émeraude Kite – restrictions du kitesurf sur la Côte d'Émeraude", "url": "https://emeraudekite.com/restrictions-kitesurf-cote-emeraude", "supports": ["rules"], "date": "2021"}},
      hazards: ["rochers","estran"], waterBody: "mer", level: "débutant", water: "clapot", tide: { minHeightM: 6.8, maxHeightM: null, note: "L'anse découvre à marée basse : naviguer de la mi-marée à la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Fréhel – Sables-d'Or-les-Pins",
    latitude: 48.64182,
    longitude: -2.40227,
    description:
      "Grande plage des Sables-d'Or-les-Pins, entre Erquy et le cap Fréhel. Meilleures orientations : O à NE (side-shore à side-on). Clapot et petites vagues, estran très étendu à marée basse ; courants dans l'estuaire de l'Islet à l'ouest. Zones de baignade à respecter en été.",
    knowledge: {
      hazards: ["courants","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Erquy – Caroual",
    latitude: 48.62137,
    longitude: -2.47755,
    description:
      "Plage de Caroual, au sud d'Erquy, face à la baie de Saint-Brieuc. Meilleures orientations : SO et N à NE (side-shore), l'O à NO étant on-shore. Clapot et petites vagues ; rochers aux extrémités de la plage. Kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["rochers","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Pléneuf-Val-André",
    latitude: 48.5911,
    longitude: -2.55519,
    description:
      "Grande plage du Val-André, face à la baie de Saint-Brieuc. Meilleures orientations : SO et N à NE (side-shore). Clapot, estran très large à marée basse et rochers vers la pointe de Pléneuf ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["rochers","baignade","estran"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Plérin – Les Rosaires",
    latitude: 48.5574,
    longitude: -2.72982,
    description:
      "Plage des Rosaires, à Plérin, au fond de la baie de Saint-Brieuc. Meilleures orientations : N à NE et E à SE (side-on à side-shore) ; par vent d'ouest à sud, off-shore. Plan d'eau assez plat autour de la pleine mer ; la mer se retire très loin, naviguer dans les heures qui entourent la pleine mer.",
    knowledge: {
      hazards: ["estran"], waterBody: "mer", level: "débutant", water: "clapot", tide: { minHeightM: 7.5, maxHeightM: null, note: "La baie de Saint-Brieuc découvre très loin : naviguer autour de la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Perros-Guirec – Trestraou",
    latitude: 48.81556,
    longitude: -3.45609,
    description:
      "Plage de Trestraou, sur la Côte de Granit rose. Meilleures orientations : NO à NE (side-on) et E (side-shore) ; l'O y est side-off. Clapot et petites vagues, rochers de granit aux extrémités de la plage et au large ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["rochers","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Trébeurden – Tresmeur",
    latitude: 48.76175,
    longitude: -3.57888,
    description:
      "Plage de Tresmeur, à Trébeurden, face aux îles de la baie de Lannion. Meilleures orientations : SO et N (side-shore), l'O étant on-shore. Clapot, îlots et rochers nombreux au large ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["rochers","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot", orientationNote: "GSHHG (218°), à 230 m, suit la pointe de Bihit ; la plage de Tresmeur, l'O on-shore selon sa description, regarde l'ouest comme sur OpenStreetMap (256°)." },
  },
  {
    name: "Santec – Le Dossen",
    latitude: 48.70599,
    longitude: -4.03654,
    description:
      "Plage du Dossen, à Santec, face à l'île de Sieck et à l'île de Batz. Meilleures orientations : SO et N à NE (side-shore), O à NO on-shore. Vagues par houle de nord-ouest, plan d'eau plus plat derrière l'île de Sieck à marée basse ; courants forts dans le chenal de l'île de Batz.",
    knowledge: {
      hazards: ["courants","chenal"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Plouescat – Porsmeur",
    latitude: 48.6662,
    longitude: -4.21331,
    description:
      "Plage de Porsmeur, à Plouescat, sur la côte des Légendes, tournée vers le nord-ouest à l'ouest de la ville. Meilleures orientations : O à NE (side-shore à side-on). Clapot et petites vagues, gros rochers de granit sur la plage et au large ; naviguer à marée haute en repérant les roches.",
    knowledge: {
      hazards: ["rochers"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Lampaul-Ploudalmézeau – Les Trois Moutons",
    latitude: 48.57099,
    longitude: -4.65627,
    description:
      "Plage des Trois Moutons, longue plage de sable du pays des Abers. Plage tournée vers le nord. Meilleures orientations : O et E (side-shore), NO à NE (side-on à on-shore) ; par vent de sud, off-shore. Vagues par houle d'ouest, rochers aux extrémités ; courants et roches de la côte nord-finistérienne : bien connaître le plan d'eau.",
    knowledge: {
      hazards: ["courants","rochers"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Le Conquet – Les Blancs Sablons",
    latitude: 48.37146,
    longitude: -4.76257,
    description:
      "Grande plage des Blancs Sablons, au nord du Conquet, bordée de dunes protégées. Meilleures orientations : SO à O et N (side-shore à side-on) ; par NE à SE, off-shore. Vagues par houle d'ouest, plage sauvage et vaste ; courants de la mer d'Iroise au large, accès aux dunes par les chemins balisés.",
    knowledge: {
      hazards: ["courants","zone-protegee"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Plougonvelin – Le Trez-Hir",
    latitude: 48.35107,
    longitude: -4.69911,
    description:
      "Plage du Trez-Hir, à l'entrée du goulet de Brest, abritée des houles d'ouest. Meilleures orientations : SO et E à SE (side-shore à side-on), le S étant on-shore ; par vent d'ouest à nord, off-shore. Plan d'eau clapoteux et fond de sable, apprécié des écoles ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["baignade"], waterBody: "mer", level: "débutant", water: "clapot", orientation: 145 },
  },
  {
    name: "Brest – Le Moulin Blanc",
    latitude: 48.39671,
    longitude: -4.43219,
    description:
      "Plage du Moulin Blanc, au fond de la rade de Brest, près d'Océanopolis et du port de plaisance. Meilleures orientations : SO à O et SE à E (side-shore), le S étant on-shore ; par vent de nord, off-shore. Plan d'eau abrité de la houle, clapot ; trafic du port de plaisance et vasières à marée basse.",
    knowledge: {
      hazards: ["chenal","vasieres"], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  {
    name: "Saint-Nic – Pentrez-Plage",
    latitude: 48.1819,
    longitude: -4.29411,
    description:
      "Longue plage de Pentrez, au fond de la baie de Douarnenez. Meilleures orientations : SO et N à NO (side-shore), l'O étant on-shore. Vagues douces à moyennes par houle d'ouest, fond de sable sans obstacle ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["baignade"], waterBody: "mer", level: "débutant", water: "vagues" },
  },
  {
    name: "Île-Tudy – Grande Plage",
    latitude: 47.84716,
    longitude: -4.1648,
    description:
      "Grande plage d'Île-Tudy, tournée vers le sud-est, entre Loctudy et Sainte-Marine. Meilleures orientations : E à NE et SO (side-shore), le SE étant on-shore. Clapot et eau peu profonde près du bord ; marais protégés en arrière, courants près de l'entrée de la rivière de Pont-l'Abbé.",
    knowledge: {
      hazards: ["courants","zone-protegee"], waterBody: "mer", level: "débutant", water: "clapot" },
  },
  {
    name: "Guidel-Plages",
    latitude: 47.76182,
    longitude: -3.52327,
    description:
      "Plages de Guidel, à l'embouchure de la Laïta, au nord de Fort-Bloqué. Meilleures orientations : ONO et SE (side-shore), S à O on-shore ; par vent de nord, off-shore. Vagues de beach-break ; courants très forts à l'embouchure de la Laïta à éviter. Kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["courants","baignade"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Larmor-Plage – Toulhars",
    latitude: 47.70418,
    longitude: -3.38333,
    description:
      "Plage de Toulhars, à Larmor-Plage, à l'entrée de la rade de Lorient face à Groix. Meilleures orientations : E à SE et SO (side-shore à side-on), le S étant on-shore ; par vent d'ouest à nord, off-shore. Plan d'eau abrité, clapot ; trafic important dans le chenal de Lorient à ne pas approcher. Kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["chenal","baignade"], waterBody: "mer", level: "débutant", water: "clapot", orientation: 160 },
  },
  {
    name: "Plouharnel – Sainte-Barbe",
    latitude: 47.5978,
    longitude: -3.15254,
    description:
      "Plage de Sainte-Barbe, à Plouharnel, sur la côte sauvage au nord de Penthièvre. Meilleures orientations : NO et SSE (side-shore), S à O on-shore ; par N à E, off-shore. Vagues et baïnes par houle d'ouest ; kite interdit dans les zones de baignade en été, dunes protégées.",
    knowledge: {
      hazards: ["baines","baignade","zone-protegee"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Pénestin – La Mine d'Or",
    latitude: 47.47363,
    longitude: -2.48948,
    description:
      "Plage de la Mine d'Or, au pied de falaises ocre, à Pénestin. Meilleures orientations : NO à N et S (side-shore), l'O étant on-shore. Clapot et petites vagues, rochers au pied des falaises à marée basse ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["rochers","baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Assérac – Pont-Mahé",
    latitude: 47.44346,
    longitude: -2.45233,
    description:
      "Plage de Pont-Mahé, au fond de la baie de Pont-Mahé, spot d'apprentissage réputé de Loire-Atlantique. Meilleures orientations : SO à NO (side-on à side-shore). Eau peu profonde et plate à mi-marée, fond de sable ; parcs à moules au large et vasières à marée basse.",
    knowledge: {
      hazards: ["conchyliculture","vasieres"], waterBody: "mer", level: "débutant", water: "plat", tide: { minHeightM: 3.3, maxHeightM: null, note: "L'anse découvre à marée basse : naviguer de la mi-marée à la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Longeville-sur-Mer – Le Rocher",
    latitude: 46.39914,
    longitude: -1.50588,
    description:
      "Plage du Rocher, à Longeville-sur-Mer, bordée par la forêt domaniale. Meilleures orientations : NO à O et SE (side-shore), le SO étant on-shore. Vagues de beach-break et baïnes ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["baines","baignade"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Île de Ré – La Couarde-sur-Mer",
    latitude: 46.1901,
    longitude: -1.4263,
    description:
      "Plage de la Couarde, sur la côte sud de l'île de Ré, face au large. Meilleures orientations : O à ONO et SE (side-shore), le S à SO étant on-shore ; par vent de nord à est, off-shore. Vagues modérées par houle d'ouest, estran rocheux par endroits à marée basse ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["rochers","baignade"], waterBody: "mer", level: "intermédiaire", water: "vagues" },
  },
  {
    name: "Aytré – Plage",
    latitude: 46.12663,
    longitude: -1.12926,
    description:
      "Plage d'Aytré, au sud de La Rochelle, face au pertuis d'Antioche. Meilleures orientations : NO et S à SSE (side-shore), l'O à SO étant on-shore ; par vent de nord à est, off-shore. Plan d'eau peu profond et clapoteux, vasières à marée basse ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["baignade","vasieres"], waterBody: "mer", level: "débutant", water: "clapot", tide: { minHeightM: 3.7, maxHeightM: null, note: "La mer découvre à marée basse : naviguer autour de la pleine mer (hauteur indicative, à confirmer localement)." } },
  },
  {
    name: "Vendays-Montalivet – Plage centrale",
    latitude: 45.37901,
    longitude: -1.1597,
    description:
      "Plage océane de Montalivet, sur la côte du Médoc. Meilleures orientations : N à NO et S à SO (side-shore). Vagues, baïnes et courants d'arrachement, shore-break à marée haute ; kite interdit dans les zones de baignade surveillées en été.",
    knowledge: {
      hazards: ["baines","shore-break","baignade"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Hourtin-Plage",
    latitude: 45.22301,
    longitude: -1.1715,
    description:
      "Plage océane d'Hourtin, entre dunes et forêt du Médoc. Meilleures orientations : N à NO et S à SO (side-shore). Vagues puissantes, baïnes et courants d'arrachement ; kite interdit dans les zones de baignade surveillées en été. Pour riders confirmés.",
    knowledge: {
      hazards: ["baines","baignade"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Carcans-Plage",
    latitude: 45.08401,
    longitude: -1.1905,
    description:
      "Plage océane de Carcans, sur la Côte d'Argent. Meilleures orientations : N à NO et S à SO (side-shore). Vagues, baïnes et shore-break puissant ; kite interdit dans les zones de baignade surveillées en été. Le lac d'Hourtin-Carcans voisin offre une alternative en eau plate.",
    knowledge: {
      hazards: ["baines","shore-break","baignade"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Le Porge-Océan",
    latitude: 44.89301,
    longitude: -1.21899,
    description:
      "Plage océane du Porge, accessible par la forêt. Meilleures orientations : N à NO et S à SO (side-shore). Vagues, baïnes et courants d'arrachement ; plage sauvage et très vaste. Kite interdit dans les zones de baignade surveillées en été.",
    knowledge: {
      hazards: ["baines","baignade"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Lège-Cap-Ferret – Le Grand Crohot",
    latitude: 44.79601,
    longitude: -1.23599,
    description:
      "Plage océane du Grand Crohot, sur la presqu'île du Cap Ferret. Meilleures orientations : N à NO et S à SO (side-shore). Vagues, baïnes et courants d'arrachement puissants ; kite interdit dans les zones de baignade surveillées en été. Pour riders confirmés.",
    knowledge: {
      hazards: ["baines","baignade"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Saint-Julien-en-Born – Contis-Plage",
    latitude: 44.0926,
    longitude: -1.32571,
    description:
      "Plage océane de Contis, au pied du phare, dans les Landes. Meilleures orientations : N à NO et S à SO (side-shore). Vagues, baïnes et courants ; rester loin de l'embouchure du courant de Contis. Kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["courants","baines","baignade"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Vielle-Saint-Girons – Saint-Girons-Plage",
    latitude: 43.95345,
    longitude: -1.3635,
    description:
      "Plage océane de Saint-Girons, bordée par la forêt landaise. Meilleures orientations : N à NO et S à SO (side-shore). Vagues, baïnes et shore-break ; kite interdit dans les zones de baignade surveillées en été.",
    knowledge: {
      hazards: ["baines","shore-break","baignade"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Moliets-et-Maâ – Plage centrale",
    latitude: 43.86195,
    longitude: -1.38426,
    description:
      "Plage centrale de Moliets, dans les Landes. Meilleures orientations : N à NO et S à SO (side-shore). Vagues puissantes et baïnes, courants près de l'embouchure du courant d'Huchet ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["courants","baines","baignade"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Vieux-Boucau-les-Bains",
    latitude: 43.79354,
    longitude: -1.41124,
    description:
      "Plage de Vieux-Boucau, au nord de Seignosse. Meilleures orientations : N à NO et S à SO (side-shore). Vagues, baïnes et shore-break ; kite interdit dans les zones de baignade en été, priorité aux surfeurs.",
    knowledge: {
      hazards: ["baines","shore-break","baignade"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Ondres-Plage",
    latitude: 43.57845,
    longitude: -1.48799,
    description:
      "Plage océane d'Ondres, au sud des Landes, au nord de l'Adour. Meilleures orientations : N et SO (side-shore), NO à O on-shore ; par vent de sud, off-shore. Vagues puissantes et baïnes ; kite interdit dans les zones de baignade en été, pour riders confirmés.",
    knowledge: {
      hazards: ["baines","baignade"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false },
  },
  {
    name: "Argelès-sur-Mer – Plage Nord",
    latitude: 42.56801,
    longitude: 3.04744,
    description:
      "Plage nord d'Argelès-sur-Mer, vers le Racou et les Albères. Meilleures orientations : N à NE et S (side-shore), marin (SE à E) on-shore ; par tramontane (NO), off-shore et rafaleux. Zone kite balisée en saison, kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["baignade","rafales"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Saint-Cyprien – Plage Sud",
    latitude: 42.60718,
    longitude: 3.04264,
    description:
      "Plage sud de Saint-Cyprien, en Roussillon. Meilleures orientations : N à NE et S (side-shore), marin (SE) on-shore ; tramontane (NO) off-shore, réservée aux riders confirmés avec assistance. Zone kite balisée en saison.",
    knowledge: {
      hazards: [], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Torreilles-Plage",
    latitude: 42.75501,
    longitude: 3.03801,
    description:
      "Plage de Torreilles, au nord de Canet-en-Roussillon. Meilleures orientations : N à NE et S (side-shore), marin (SE à E) on-shore ; par tramontane (NO), off-shore. Plage vaste et peu urbanisée ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Le Barcarès – Plage du Lydia",
    latitude: 42.79982,
    longitude: 3.03876,
    description:
      "Plage du Lydia, au Barcarès, sur le lido entre la mer et l'étang de Salses-Leucate. Meilleures orientations : N à NE et S (side-shore), marin (SE) on-shore ; tramontane off-shore. Zone kite balisée en saison ; l'étang voisin offre une alternative en eau plate par tramontane.",
    knowledge: {
      hazards: [], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Portiragnes-Plage",
    latitude: 43.28018,
    longitude: 3.37426,
    description:
      "Plage de Portiragnes, entre Sérignan et Vias, bordée d'espaces naturels. Meilleures orientations : E à NE et SO (side-shore), marin (SE à S) on-shore ; tramontane (NO) off-shore. Clapot et petites vagues ; zone kite balisée en saison.",
    knowledge: {
      hazards: [], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Marseillan-Plage",
    latitude: 43.31646,
    longitude: 3.55919,
    description:
      "Plage de Marseillan, au sud du lido de Sète, entre mer et étang de Thau. Meilleures orientations : NE et SO (side-shore), marin (SE) on-shore ; tramontane et mistral off-shore. Zone kite balisée en saison, kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["baignade"], waterBody: "mer", level: "intermédiaire", water: "clapot", orientation: 135 },
  },
  {
    name: "Port-Saint-Louis-du-Rhône – Plage Napoléon",
    latitude: 43.35319,
    longitude: 4.88206,
    description:
      "Plage Napoléon, immense plage de sable tournée vers le sud-est sur le golfe de Fos, à la racine de la flèche de la Gracieuse ; spot d'eau plate réputé par vent de mer. Meilleures orientations : E à S (side-on à on-shore), NE et SO (side-shore) ; le mistral (NO à N) y souffle de terre, off-shore : à éviter sans assistance. Eau très peu profonde sur des centaines de mètres, idéale pour apprendre ; complexe industriel de Fos au nord-est et chenaux à éviter.",
    knowledge: {
      hazards: ["chenal"], waterBody: "mer", level: "débutant", water: "plat" },
  },
  {
    name: "Saint-Cyr-sur-Mer – Les Lecques",
    latitude: 43.1779,
    longitude: 5.68823,
    description:
      "Grande plage des Lecques, au fond de la baie de La Ciotat. Meilleures orientations : O (side-shore) et SE à S (side-on) ; le mistral (NO) y est side-off et rafaleux. Clapot et petites vagues par vent d'ouest ; kite interdit dans les zones de baignade en été, trafic du port des Lecques.",
    knowledge: {
      hazards: ["chenal","baignade","rafales"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Hyères – La Capte",
    latitude: 43.0709,
    longitude: 6.15221,
    description:
      "Plage de la Capte, sur le tombolo est de la presqu'île de Giens, face à la rade d'Hyères. Meilleures orientations : E à SE (side-on à on-shore), NE et S (side-shore) ; par mistral (NO) et vent de nord, off-shore : aller à l'Almanarre. Eau plate et peu profonde ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["baignade"], waterBody: "mer", level: "débutant", water: "plat", orientation: 105, orientationNote: "Tombolo est de Giens : le trait de côte OpenStreetMap simplifié dessine ici le bord des salins des Pesquiers, d'où 153° ; la plage de la Capte regarde l'est (102–107° mesurés sur le trait de côte 1:1M, comme le dit sa description)." },
  },
  {
    name: "Ramatuelle – Pampelonne",
    latitude: 43.23682,
    longitude: 6.66371,
    description:
      "Grande plage de Pampelonne, sur la presqu'île de Saint-Tropez. Meilleures orientations : NE et S à SE (side-shore à side-on), l'E étant on-shore ; par mistral (NO à O), off-shore et rafaleux. Kite interdit dans les zones de baignade en été, plage très fréquentée.",
    knowledge: {
      hazards: ["baignade","rafales"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Palasca – Lozari",
    latitude: 42.6411,
    longitude: 9.01524,
    description:
      "Grande plage de Lozari, à l'est de L'Île-Rousse, en Balagne. Meilleures orientations : O à NO et NE (side-shore), le N étant on-shore ; par vent d'est à sud, off-shore et rafaleux. Clapot ; kite interdit dans les zones de baignade en été.",
    knowledge: {
      hazards: ["baignade","rafales"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Biguglia – Lido de la Marana",
    latitude: 42.62633,
    longitude: 9.47243,
    description:
      "Lido de la Marana, longue plage de sable au sud de Bastia, entre la mer et l'étang de Biguglia. Meilleures orientations : N à NNO et SE (side-shore), l'E étant on-shore ; par vent du sud et par libeccio (SO à O), off-shore et rafaleux. Kite interdit dans les zones de baignade en été ; étang protégé en arrière.",
    knowledge: {
      hazards: ["baignade","rafales"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  {
    name: "Propriano – Portigliolo",
    latitude: 41.6444,
    longitude: 8.84786,
    description:
      "Plage de Portigliolo, au fond du golfe du Valinco, près de l'aéroport de Propriano. Meilleures orientations : brise thermique d'ouest à nord-ouest l'après-midi en été (side-on à on-shore), O et NE à ENE en side-shore ; par SO, side-off. Clapot ; rester loin de l'axe de la piste de l'aérodrome de Tavaria.",
    knowledge: {
      hazards: ["aerodrome"], waterBody: "mer", level: "intermédiaire", water: "clapot" },
  },
  // Added with the checked orientations (issue « Des spots vrais »): the missing lakes and spots, each placed on
  // the coastline extract where it covers them (lake shores there are coarse: positions said indicative).
  {
    name: "Lac du Der – Giffaumont",
    latitude: 48.55619,
    longitude: 4.76024,
    description:
      "Lac du Der-Chantecoq, grand lac-réservoir de Champagne, côté Giffaumont-Champaubert. Meilleures orientations : toutes, le plan d'eau étant fermé, les vents d'ouest à sud-ouest étant les plus fréquents. Clapot par vent fort, rafales près des digues et des rives boisées ; niveau d'eau bas en fin d'été et à l'automne (lac-réservoir). Navigation réglementée : zones de baignade et de voile à respecter, se renseigner à la station nautique. Position du spot indicative.",
    knowledge: {
      hazards: ["baignade","rafales"], waterBody: "lac", level: "intermédiaire", water: "clapot", orientationNote: "Lac : pas de large où dériver, toutes les orientations sont navigables ; le vent de terre y est rafaleux près des rives boisées.", sources: [{label: "CK/mer – le lac du Der, lac-réservoir de Champagne", url: "https://ckmer.org/le-lac-du-der-une-mer-en-champagne/", supports: ["location"]}] },
  },
  {
    name: "Lac de Lacanau – Le Moutchic",
    latitude: 45.01737,
    longitude: -1.14074,
    description:
      "Étang de Lacanau, côté Moutchic, à quelques kilomètres de l'océan : eau douce peu profonde et plate, idéale pour apprendre. Meilleures orientations : NO, le vent suivant la longueur du lac ; par SO, E et SE, vent déventé et turbulent derrière la forêt de pins, voire nul par E à SE. Zone kite délimitée sur l'eau et à terre, décollage derrière le grand parking ; arbres sur la plage, très fréquenté en été.",
    knowledge: {
      hazards: ["rafales"], waterBody: "lac", level: "débutant", water: "plat", rideableSectors: [{ from: 270, to: 0 }], zones: [{note: "Zone kite délimitée sur l'eau et à terre ; décollage derrière le grand parking, panneau d'information", from: null, to: null, source: {label: "ZoomKITE – Étang de Lacanau : zone kite délimitée, décollage, orientations", url: "https://zoomkite.com/spots/etang-de-lacanau/", supports: ["location", "orientation", "level", "rules", "hazards"]}}], sources: [{label: "ZoomKITE – Étang de Lacanau : zone kite délimitée, décollage, orientations", url: "https://zoomkite.com/spots/etang-de-lacanau/", supports: ["location", "orientation", "level", "rules", "hazards"]}] },
  },
  {
    name: "Lac du Salagou – Clermont-l'Hérault",
    latitude: 43.64367,
    longitude: 3.38501,
    description:
      "Lac du Salagou, entre collines de terre rouge, côté Clermont-l'Hérault. Meilleures orientations : O, N et E (rose des vents de ZoomKITE), le vent y étant irrégulier et pouvant tomber d'un coup derrière les reliefs. Petite zone de préparation sur gravier, bordée d'arbres, où le kite est toléré ; plan d'eau partagé avec la planche à voile, le dériveur et les pédalos. Site Natura 2000 : rester discret. Pour riders confirmés ; position du spot indicative.",
    knowledge: {
      hazards: ["zone-protegee","rafales"], waterBody: "lac", level: "confirmé", water: "clapot", rideableSectors: [{ from: 248, to: 292 }, { from: 338, to: 22 }, { from: 68, to: 112 }], sources: [{label: "ZoomKITE – Lac du Salagou à Clermont-l'Hérault : zone de préparation, niveau, vent", url: "https://zoomkite.com/spots/lac-du-salagou-clermont-herault/", supports: ["location", "orientation", "level", "rules", "hazards"]}] },
  },
  {
    name: "Lac de Madine – Nonsard",
    latitude: 48.93527,
    longitude: 5.75721,
    description:
      "Lac de Madine, en Meuse, côté base de loisirs de Nonsard. Meilleures orientations : toutes, le lac étant fermé, les vents d'ouest à sud-ouest étant les plus fréquents. Site réglementé où la pratique est encadrée par l'association locale ; clapot par vent fort, rafales près des rives boisées. Position du spot indicative : se renseigner à la base de loisirs.",
    knowledge: {
      hazards: ["rafales"], waterBody: "lac", level: "intermédiaire", water: "clapot", orientationNote: "Lac : pas de large où dériver, toutes les orientations sont navigables ; le vent de terre y est rafaleux près des rives boisées.", sources: [{label: "Lorraine Magazine – le kitesurf au lac de Madine, lieu réglementé (association Kitesurf Lorraine)", url: "https://lorrainemag.com/sports/le-grand-frisson-du-kitesurf", supports: ["location", "rules"]}] },
  },
  {
    name: "Penthièvre – côté baie (Saint-Pierre-Quiberon)",
    latitude: 47.53487,
    longitude: -3.13223,
    description:
      "Plages de la baie de Quiberon, sur la rive est de l'isthme de Penthièvre, à l'abri de la houle d'ouest : le repli quand le vent d'est rend la côte océane off-shore. Meilleures orientations : N à NE et SE (side-shore à side-on), l'E étant on-shore ; par vent de sud-ouest à nord-ouest, off-shore : aller côté océan. Plan d'eau plat à clapoteux, nombreuses écoles ; parcs conchylicoles et mouillages dans la baie.",
    knowledge: {
      hazards: ["conchyliculture"], waterBody: "mer", level: "débutant", water: "plat", sources: [{label: "Figaro Nautisme – la presqu'île de Quiberon : plages côté baie par vent d'est, côté océan par vent d'ouest", url: "https://figaronautisme.meteoconsult.fr/actus-nautisme-loisirs/2017-09-18/33904-quatre-spots-de-kitesurf-incontournables-en-france", supports: ["orientation", "level"]}] },
  },
  {
    name: "Les Mathes – La Palmyre (Bonne Anse)",
    latitude: 45.68968,
    longitude: -1.19357,
    description:
      "Bonne Anse, baie abritée au pied de la pointe de la Coubre, à La Palmyre, ouverte sur l'embouchure de la Gironde. Meilleures orientations : O (side-on) et SE (side-shore), le SO étant on-shore ; par vent de nord-ouest à est, off-shore vers l'estuaire. Eau plate autour de la pleine mer, l'anse se vide à marée basse ; courants très forts dans les passes de la Gironde et chenal de navigation : ne jamais sortir de l'anse.",
    knowledge: {
      hazards: ["courants","chenal","estran"], waterBody: "mer", level: "intermédiaire", water: "plat", tide: {minHeightM: 3.5, maxHeightM: null, note: "L'anse se vide à marée basse : naviguer autour de la pleine mer (hauteur indicative, à confirmer localement)."} },
  },
  {
    name: "Kerlouan – Côte des Légendes",
    latitude: 48.66887,
    longitude: -4.36974,
    description:
      "Plages de sable entre les chaos de granit de Kerlouan, sur la côte des Légendes, tournées vers le nord-ouest. Meilleures orientations : O et NE (side-on à side-shore), le NO étant on-shore ; par vent de sud à est, off-shore. Vagues par houle de nord-ouest, rochers nombreux sur le bord et au large, courants de marée : pour riders confirmés connaissant le plan d'eau. Plage de mise à l'eau à choisir sur place selon la marée.",
    knowledge: {
      hazards: ["courants","rochers"], waterBody: "mer", level: "confirmé", water: "vagues" },
  },
  {
    name: "Capbreton – La Piste",
    latitude: 43.63207,
    longitude: -1.45323,
    description:
      "Plage de la Piste, au sud de Capbreton, entre blockhaus et dunes. Plage tournée vers l'ouest-nord-ouest. Meilleures orientations : N à NO et SO (side-shore à side-on) ; par vent de sud à est, off-shore. Beach-break puissant, la houle arrivant sans être freinée par le gouf de Capbreton tout proche ; baïnes, courants d'arrachement et shore-break. Priorité aux surfeurs, kite surtout hors saison et pour riders confirmés.",
    knowledge: {
      hazards: ["baines","shore-break"], waterBody: "mer", level: "confirmé", water: "vagues", onshore: false, sources: [{label: "Seignosse Surf School – la côte de Seignosse à Capbreton (orientation du trait de côte, vents off-shore)", url: "https://www.seignosse-surf-school.com/en/landes-surf-spot/", supports: ["orientation"]}] },
  },
  {
    name: "Sète – Étang de Thau (Pont-Levis)",
    latitude: 43.38974,
    longitude: 3.63637,
    description:
      "Rive sud de l'étang de Thau, côté Sète, au spot du Pont-Levis : eau plate et peu profonde, à l'abri de la houle, séparée de la mer par le lido. Meilleures orientations : toutes, la lagune étant fermée ; tramontane et mistral (NO à N) fréquents et rafaleux. Tables conchylicoles dans l'étang à éviter ; site Natura 2000. En période de balisage estival, kite seulement dans les zones spécifiques.",
    knowledge: {
      
      hazards: ["conchyliculture","rafales","zone-protegee"], waterBody: "lagune", level: "débutant", water: "plat", orientationNote: "Lagune fermée : un vent de terre ne mène pas au large, toutes les orientations sont navigables ; rafales par tramontane et mistral forts.", zones: [{"note": "Zone de quiétude des Tocs, entre Sète et Marseillan, balisée de bouées orange : navigation interdite (arrêté du préfet maritime renouvelé chaque année, jusqu'au 31 août ; nidification d'avril à août)", "from": "04-01", "to": "08-31", "source": {"label": "Occitanie Tribune – le préfet maritime interdit la navigation près des Tocs de l'étang de Thau", "url": "https://www.occitanie-tribune.com/articles/51899/bassin-de-thau-thau-sous-protection-le-prefet-maritime-interdit-la-navigation-pres-des-sanctuaires-d-oiseaux", "supports": ["rules"], "date": "2025-04"}}, {"note": "Pont-Levis : décollage et atterrissage interdits depuis le parking ; sacs et planches hors de la zone de décollage", "from": "01-01", "to": "12-31", "source": {"label": "Thau Kite – « Balisage au Pont-Levis » : bouées de la zone de quiétude, décollage interdit depuis le parking", "url": "https://thaukite.com/2024/05/balisage-pl", "supports": ["rules", "location"], "date": "2024-05"}}, {note: "Spot du Pont-Levis ; pendant le balisage estival (de mi ou fin mai à début ou mi-septembre, selon les communes), kite interdit hors des zones spécifiques", from: null, to: null, source: {label: "Thau Kite – les spots de Sète et Frontignan et leur réglementation", url: "https://thaukite.com/la-pratique/les-spots", supports: ["location", "rules"]}}], sources: [{"label": "Thau Nature – bonnes pratiques sur la lagune : les Tocs, nidification d'avril à août", "url": "https://thaunature.fr/?p=3740", "supports": ["rules"]}, {label: "Thau Kite – les spots de Sète et Frontignan et leur réglementation", url: "https://thaukite.com/la-pratique/les-spots", supports: ["location", "rules"]}] },
  },
  {
    name: "La Grande-Motte – Le Grand Travers",
    latitude: 43.55373,
    longitude: 4.01971,
    description:
      "Grande plage du Grand Travers, entre Carnon et La Grande-Motte, sur le lido de l'étang de l'Or ; spot réputé pour débuter. Meilleures orientations : E à SE (side-shore à side-on) et SO (side-on), le S étant on-shore ; par mistral et tramontane (NO à N), off-shore. Clapot et petites vagues, eau peu profonde ; zone kite balisée en saison, plage très fréquentée l'été.",
    knowledge: {
      hazards: [], waterBody: "mer", level: "débutant", water: "clapot", sources: [{label: "Journal des plages – les spots de kite d'Occitanie (Grand Travers pour débuter)", url: "https://journaldesplages.fr/2024/07/01/kitesurf-loccitanie-berceau-des-riders", supports: ["location", "level"]}] },
  },
  {
    name: "Gruissan – Étang de Grazel",
    latitude: 43.10354,
    longitude: 3.09862,
    description:
      "Étang de Grazel, lagune peu profonde au pied du village de Gruissan, près du port : eau plate pour apprendre par tramontane. Meilleures orientations : toutes, l'étang étant fermé ; tramontane (NO) fréquente et rafaleuse. On a pied presque partout ; chenal du port et bateaux à éviter, espaces naturels protégés sur les rives.",
    knowledge: {
      hazards: ["chenal","rafales","zone-protegee"], waterBody: "lagune", level: "débutant", water: "plat", orientationNote: "Étang fermé et peu profond : un vent de terre ne mène pas au large, toutes les orientations sont navigables ; rafales par tramontane forte.", sources: [{label: "Topito – Gruissan : l'étang de Grazel pour débuter", url: "https://topito.com/top-spots-kitesurf-monde", supports: ["location", "level"]}] },
  },
  {
    name: "Frontignan – Les Aresquiers",
    latitude: 43.4525,
    longitude: 3.8095,
    description:
      "Plage sauvage des Aresquiers, sur le lido entre Frontignan-Plage et Vic-la-Gardiole, tournée vers le sud-est. Meilleures orientations : NE à E et SO (side-shore à side-on), le SE étant on-shore ; par mistral et tramontane (NO à N), off-shore. Clapot et petites vagues, rochers des Aresquiers au large à repérer ; en période de balisage estival, kite seulement dans la zone spécifique.",
    knowledge: {
      hazards: ["rochers"], waterBody: "mer", level: "intermédiaire", water: "clapot", orientation: 135, sources: [{label: "Thau Kite – les spots de Sète et Frontignan et leur réglementation", url: "https://thaukite.com/la-pratique/les-spots", supports: ["location", "rules"]}], zones: [{note: "Zone kite spécifique des Aresquiers ; pendant le balisage estival (de mi ou fin mai à début ou mi-septembre, selon les communes), kite interdit hors des zones spécifiques", from: null, to: null, source: {label: "Thau Kite – les spots de Sète et Frontignan et leur réglementation", url: "https://thaukite.com/la-pratique/les-spots", supports: ["location", "rules"]}}], orientationNote: "Lido de Frontignan : le trait de côte OpenStreetMap simplifié y dessine la rive d'un étang, d'où 167° ; le lido court du sud-ouest au nord-est et la plage regarde le sud-est (trait de côte 1:1M)." },
  },
];
