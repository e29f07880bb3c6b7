/**
 * Real French kitesurf spots, written by hand: name as riders know it, a French description, and the launch
 * area on the beach. Their tide gauges are added by scripts/compute-spot-gauges.ts, which writes
 * db/seed/spots-data.ts from this list: edit here, then regenerate.
 *
 * Coordinates were checked against the OpenStreetMap coastline (GeoJSON land polygons, ~10 m precision):
 * each point lies on land, about 30 m behind the high-water line, on the beach the spot is named after.
 */
export type RawSpot = {
  name: string;
  description: string;
  latitude: number;
  longitude: number;
};

export const RAW_SPOTS: RawSpot[] = [
  // Nord, Pas-de-Calais et baie de Somme
  {
    name: "Dunkerque – Malo-les-Bains",
    latitude: 51.05202,
    longitude: 2.40363,
    description:
      "Longue plage de sable tournée vers le nord, au pied de la digue de Malo. Meilleures orientations : O à NE (side-shore à side-on). Clapot et petites vagues selon la marée, pour riders autonomes ; forts courants de marée parallèles à la côte et chenal du port de Dunkerque à éviter.",
  },
  {
    name: "Bray-Dunes",
    latitude: 51.08261,
    longitude: 2.52523,
    description:
      "Immense plage bordée de dunes, à la frontière belge. Meilleures orientations : O à NE. À marée basse, les bâches (cuvettes d'eau peu profonde) offrent un plan d'eau plat aux débutants encadrés ; clapot et petites vagues à marée haute, courants parallèles à la côte par vent faible.",
  },
  {
    name: "Calais – Blériot-Plage",
    latitude: 50.96215,
    longitude: 1.82494,
    description:
      "Plage de sable à l'ouest du port de Calais, face au détroit du Pas de Calais. Meilleures orientations : SO à O et NE (side-shore), le NO étant on-shore. Clapot et petites vagues ; courants de marée puissants et trafic maritime intense au large : rester près du bord.",
  },
  {
    name: "Wissant",
    latitude: 50.88718,
    longitude: 1.65878,
    description:
      "Spot mythique de la Côte d'Opale, dans la baie entre le cap Gris-Nez et le cap Blanc-Nez. Meilleures orientations : SO à O, et N à NE ; par NO, vent on-shore et vagues. Estran immense à marée basse, vagues et shore-break à marée haute, courants forts vers les caps : pour riders confirmés par vent fort.",
  },
  {
    name: "Wimereux – Pointe aux Oies",
    latitude: 50.78889,
    longitude: 1.60463,
    description:
      "Plage au nord de Wimereux, entre dunes et platiers rocheux. Meilleures orientations : SO à N (side-shore). Spot de vagues à marée haute ; les rochers découvrent à marée basse, à repérer avant de naviguer. Pour riders confirmés, courants de marée sensibles.",
  },
  {
    name: "Hardelot",
    latitude: 50.63593,
    longitude: 1.57629,
    description:
      "Grande plage de sable de Neufchâtel-Hardelot, partagée avec le char à voile. Meilleures orientations : SO à NO (side-shore), N possible. À marée basse, de larges bâches au plan d'eau plat conviennent à l'apprentissage ; clapot et vagues à marée haute. Kite interdit dans les zones de baignade en été.",
  },
  {
    name: "Le Touquet-Paris-Plage",
    latitude: 50.51707,
    longitude: 1.57978,
    description:
      "Très large plage bordée de dunes, entre la baie de Canche et Stella-Plage. Meilleures orientations : SO à N. Estran très plat à marée basse, vagues modérées à marée haute ; éviter l'embouchure de la Canche au nord, aux courants de marée violents. Se renseigner sur la zone réservée au kite en saison.",
  },
  {
    name: "Berck-sur-Mer",
    latitude: 50.40296,
    longitude: 1.5561,
    description:
      "Plage immense, berceau du char à voile, au nord de la baie d'Authie. Meilleures orientations : SO à N. Plan d'eau plat dans les bâches à marée basse, vagues à marée haute ; ne pas s'approcher de la baie d'Authie, aux courants très forts. Phoques fréquents sur les bancs de sable : garder ses distances.",
  },
  {
    name: "Fort-Mahon-Plage",
    latitude: 50.34056,
    longitude: 1.55086,
    description:
      "Longue plage sauvage de la côte picarde, entre la baie d'Authie et Quend-Plage. Meilleures orientations : SO à NO (side-shore), N possible. Estran très large à marée basse, clapot et vagues à marée haute ; courants forts près de l'embouchure de l'Authie.",
  },
  {
    name: "Le Crotoy",
    latitude: 50.21519,
    longitude: 1.6221,
    description:
      "Plage de la baie de Somme orientée au sud-ouest, navigable seulement autour de la pleine mer car la baie se vide à marée basse. Meilleures orientations : O à NO et S à SE (side-shore). Plan d'eau plat apprécié des débutants, mais courants de marée très puissants : arriver avant la pleine mer et sortir tôt. Réserve naturelle et phoques : respecter les zones protégées.",
  },
  {
    name: "Cayeux-sur-Mer",
    latitude: 50.18097,
    longitude: 1.49136,
    description:
      "Longue plage de galets et de sable au sud de la baie de Somme, découpée par des épis en bois. Meilleures orientations : SO à O et NE (side-shore), le NO étant on-shore. Vagues et clapot ; attention aux épis immergés à marée haute et au banc de galets pentu pour décoller et atterrir. Pour riders autonomes.",
  },
  // Normandie
  {
    name: "Sainte-Adresse",
    latitude: 49.50373,
    longitude: 0.07851,
    description:
      "Spot historique de planche à voile et de kite à l'ouest du Havre, sur une plage de galets orientée au sud-ouest. Meilleures orientations : O à NO, SO en side-on. Vagues et clapot, galets et épis au bord ; le chenal du port du Havre et son trafic sont tout proches : ne pas s'y aventurer. Pour riders confirmés.",
  },
  {
    name: "Merville-Franceville",
    latitude: 49.28629,
    longitude: -0.19492,
    description:
      "Grande plage de sable à l'est de l'embouchure de l'Orne, bordée de dunes. Meilleures orientations : O à NE (side-shore), le N étant on-shore. Clapot à marée haute, grands bancs de sable à marée basse ; l'estuaire de l'Orne, aux courants forts et en partie protégé, est à éviter.",
  },
  {
    name: "Ouistreham – Riva-Bella",
    latitude: 49.29188,
    longitude: -0.26507,
    description:
      "Plage de sable à l'ouest du port de Ouistreham, face au nord. Meilleures orientations : O à NE (side-shore). Clapot et petites vagues ; rester à distance du chenal du port et des ferries transmanche. Pratique encadrée par les zones et horaires municipaux en saison.",
  },
  {
    name: "Luc-sur-Mer",
    latitude: 49.31948,
    longitude: -0.35271,
    description:
      "Plage de la Côte de Nacre bordée d'un platier rocheux qui découvre à marée basse. Meilleures orientations : O à NE (side-shore). Naviguer de mi-marée à la pleine mer pour rester au-dessus des rochers ; clapot et petites vagues. Pour riders ayant déjà de l'autonomie.",
  },
  {
    name: "Saint-Aubin-sur-Mer",
    latitude: 49.33081,
    longitude: -0.39101,
    description:
      "Spot réputé de la Côte de Nacre, face au nord. Meilleures orientations : O à NE (side-shore). Roches plates affleurantes à marée basse : naviguer autour de la pleine mer ; clapot et petites vagues, shore-break modéré contre la digue à marée haute. Zones de baignade à respecter en été.",
  },
  {
    name: "Asnelles",
    latitude: 49.34271,
    longitude: -0.57988,
    description:
      "Grande plage de sable de Gold Beach, à l'est d'Arromanches. Meilleures orientations : O à NE (side-shore). Large estran à marée basse, clapot à marée haute ; vestiges du port artificiel et roches vers Arromanches à l'ouest. Spot apprécié des écoles pour débuter.",
  },
  {
    name: "Utah Beach (Sainte-Marie-du-Mont)",
    latitude: 49.41482,
    longitude: -1.17439,
    description:
      "Plage historique de la côte est du Cotentin, très large et peu profonde. Meilleures orientations : N à SE en passant par l'est (side-shore à side-on). Plan d'eau plat à clapoteux, la mer se retirant très loin : naviguer autour de la pleine mer. Par vent d'ouest, off-shore : à éviter.",
  },
  {
    name: "Siouville-Hague",
    latitude: 49.56416,
    longitude: -1.8464,
    description:
      "Grande anse de sable de la côte ouest de la Hague, connue des surfeurs. Meilleures orientations : SO à N (side-shore à side-on). Vagues de bonne taille par houle d'ouest, rochers aux extrémités de l'anse et courants puissants vers le cap de la Hague : pour riders confirmés.",
  },
  {
    name: "Pirou-Plage",
    latitude: 49.17596,
    longitude: -1.60086,
    description:
      "Longue plage de sable de la côte ouest du Cotentin. Meilleures orientations : SO à N (side-shore). Marnage parmi les plus forts d'Europe : à marée basse, la mer découvre des parcs à huîtres et des bouchots à ne surtout pas survoler. Naviguer autour de la pleine mer.",
  },
  {
    name: "Agon-Coutainville",
    latitude: 49.04498,
    longitude: -1.60108,
    description:
      "Plage de sable au nord du havre de Regnéville, à l'ouest de Coutances. Meilleures orientations : SO à N. Vagues et clapot à marée haute, estran immense et bouchots à marée basse ; forts courants à l'entrée du havre, près de la pointe d'Agon.",
  },
  {
    name: "Hauteville-sur-Mer",
    latitude: 48.9761,
    longitude: -1.56242,
    description:
      "Plage de sable de la côte des havres, au sud de la pointe d'Agon. Meilleures orientations : SO à N (side-shore). Naviguer autour de la pleine mer : bouchots et parcs à huîtres découvrent au large à marée basse, repérer leur emplacement. Clapot à vagues moyennes par vent d'ouest.",
  },
  {
    name: "Jullouville",
    latitude: 48.77813,
    longitude: -1.57183,
    description:
      "Plage de sable au nord de la baie du Mont-Saint-Michel, entre Granville et Carolles. Meilleures orientations : SO à NO (side-shore), N possible. Marnage très important : naviguer de la mi-marée montante à la mi-marée descendante ; bouchots au sud vers Kairon à éviter. Zones de baignade à respecter en saison.",
  },
  // Bretagne
  {
    name: "Saint-Malo – Le Sillon",
    latitude: 48.65659,
    longitude: -2.00851,
    description:
      "Grande plage du Sillon, entre Intra-Muros et Rochebonne. Meilleures orientations : O et NE (side-shore), le NO étant on-shore. Marnage exceptionnel, plus de 12 m en vives-eaux, et nombreux rochers et îlots : naviguer à marée haute ou à mi-marée en connaissant le plan d'eau. Kite interdit dans les zones de baignade en été.",
  },
  {
    name: "Saint-Lunaire – Longchamp",
    latitude: 48.63598,
    longitude: -2.12487,
    description:
      "Plage de Longchamp, grande anse de sable tournée vers le nord. Meilleures orientations : O à NE (side-shore). Clapot et petites vagues, rochers sur les pointes et à marée basse ; forts courants de marée le long de la Côte d'Émeraude. Pratique limitée en saison.",
  },
  {
    name: "Saint-Cast-le-Guildo – Grande Plage",
    latitude: 48.63304,
    longitude: -2.25249,
    description:
      "Grande plage de Saint-Cast, orientée à l'est-nord-est face à la baie de l'Arguenon. Meilleures orientations : N à NE et SE (side-shore), l'E étant on-shore. Plan d'eau abrité des houles d'ouest, clapot ; rochers sur les pointes et estran étendu à marée basse. Zones de baignade à respecter en été.",
  },
  {
    name: "Saint-Michel-en-Grève – Lieue de Grève",
    latitude: 48.67149,
    longitude: -3.58632,
    description:
      "Grève de plus de 4 km au fond de la baie de Lannion, haut lieu du char à voile. Meilleures orientations : O à NE (side-shore à side-on), le NO étant on-shore. Plan d'eau plat à clapoteux ; la mer se retire très loin, naviguer autour de la pleine mer.",
  },
  {
    name: "Keremma (Tréflez)",
    latitude: 48.65107,
    longitude: -4.23813,
    description:
      "Longue plage bordée de dunes protégées, au fond de la baie de Goulven. Meilleures orientations : O à NE (side-shore). Plan d'eau plat à clapoteux à marée basse, vagues à marée haute par houle de nord-ouest ; forts courants dans l'estuaire à l'est. Site naturel protégé : accès aux dunes par les chemins balisés.",
  },
  {
    name: "Guissény – Le Vougot",
    latitude: 48.64276,
    longitude: -4.44931,
    description:
      "Plage du Vougot, grande anse de sable du Finistère nord prisée des kiters. Meilleures orientations : SO à NE en passant par l'ouest. Vagues par houle de nord-ouest, plan d'eau plus calme à marée basse ; rochers sur les bords de l'anse. Pour riders autonomes.",
  },
  {
    name: "Landéda – Sainte-Marguerite",
    latitude: 48.58825,
    longitude: -4.60837,
    description:
      "Dunes de Sainte-Marguerite, entre l'Aber Wrac'h et l'Aber Benoît. Meilleures orientations : NO à N et S à SO. Plan d'eau plat à marée basse, clapot à marée haute ; roches et îlots nombreux et courants dans les abers : bien connaître le plan d'eau.",
  },
  {
    name: "Crozon – Goulien (Kersiguénou)",
    latitude: 48.24447,
    longitude: -4.54771,
    description:
      "Plage de Kersiguénou, voisine du Goulien, sur la presqu'île de Crozon. Meilleures orientations : S à SO (side-shore à side-on), NO possible. Clapot et petites vagues, vagues plus puissantes devant le Goulien ; vent souvent rafaleux. Site naturel préservé, pour riders autonomes.",
  },
  {
    name: "Plonévez-Porzay – Kervel",
    latitude: 48.12642,
    longitude: -4.2842,
    description:
      "Longue plage de Kervel, au fond de la baie de Douarnenez. Meilleures orientations : SO à O et N à NE (side-shore), le NO étant on-shore. Vagues douces à moyennes par houle d'ouest, fond de sable sans obstacle ; plage très fréquentée en été, pratique réglementée autour des postes de secours.",
  },
  {
    name: "La Torche (Plomeur)",
    latitude: 47.84264,
    longitude: -4.34599,
    description:
      "Spot emblématique de la baie d'Audierne, au nord de la pointe de la Torche. Meilleures orientations : SO à NO (side-shore), N possible. Vagues puissantes et courants de baïnes : spot de vagues pour riders confirmés, à partager avec de nombreux surfeurs et écoles.",
  },
  {
    name: "Fouesnant – Mousterlin",
    latitude: 47.84652,
    longitude: -4.03483,
    description:
      "Pointe de Mousterlin, entre la baie de La Forêt et l'anse de Bénodet. Meilleures orientations : O à SO et E (side-shore), le S étant on-shore. Plan d'eau plat près de la pointe à marée basse, clapot ailleurs ; courants au niveau de la pointe et marais protégé en arrière. Bon spot d'apprentissage par vent modéré.",
  },
  {
    name: "Ploemeur – Fort-Bloqué",
    latitude: 47.73439,
    longitude: -3.50143,
    description:
      "Plage de sable face au fort Bloqué, entre Lorient et Guidel. Meilleures orientations : NO à N et S à SE (side-shore), l'O étant on-shore. Vagues de beach-break, rochers autour du fort et aux extrémités de la plage : pour riders autonomes.",
  },
  {
    name: "Gâvres – Grande Plage",
    latitude: 47.6945,
    longitude: -3.3291,
    description:
      "Grande plage de Gâvres, exposée au sud-sud-ouest face à l'île de Groix. Meilleures orientations : O à NO et E à SE (side-shore), S à SO on-shore. Vagues et clapot, courants près des passes ; la Petite Mer de Gâvres, en arrière, est une zone protégée. Le spot accueille des compétitions de kite.",
  },
  {
    name: "Penthièvre (Saint-Pierre-Quiberon)",
    latitude: 47.54369,
    longitude: -3.1356,
    description:
      "Plages océanes de l'isthme de Penthièvre, à l'entrée de la presqu'île de Quiberon. Meilleures orientations : SO à NO côté océan ; par vent d'est, préférer les plages côté baie. Vagues, baïnes et shore-break par forte houle : pour riders confirmés. Baignade dangereuse hors des zones surveillées.",
  },
  {
    name: "Carnac – Saint-Colomban",
    latitude: 47.57178,
    longitude: -3.10163,
    description:
      "Plage de Saint-Colomban, à l'ouest de Carnac, dans la baie de Quiberon. Meilleures orientations : NO à N et S à SE (side-shore), O à SO on-shore. Plan d'eau abrité de la houle, clapot par vent établi ; rochers et parcs conchylicoles à proximité. Spot historique de planche à voile, kite limité en saison.",
  },
  {
    name: "Sarzeau – Suscinio",
    latitude: 47.50644,
    longitude: -2.72931,
    description:
      "Grande plage de Suscinio, au pied du château, sur la presqu'île de Rhuys. Meilleures orientations : O à SO et E (side-shore), le S étant on-shore. Vagues modérées par houle de sud-ouest, clapot sinon ; marais protégés en arrière, accès par les chemins.",
  },
  {
    name: "Damgan",
    latitude: 47.51687,
    longitude: -2.57977,
    description:
      "Longue plage de Damgan et de Kervoyal, face au sud. Meilleures orientations : O à SO et E à SE (side-shore à side-on). Clapot et petites vagues ; rochers à l'ouest et estran découvrant à marée basse. Convient à la progression par vent modéré.",
  },
  // Pays de la Loire
  {
    name: "La Baule – Pornichet",
    latitude: 47.26572,
    longitude: -2.34851,
    description:
      "Extrémité est de la baie de La Baule, vers Pornichet. Meilleures orientations : NO à O et SE (side-shore), le SO étant on-shore. Plan d'eau abrité, clapot et petites vagues ; en été, pratique souvent limitée aux heures sans surveillance de la baignade : se renseigner auprès des communes. Rochers et balises au large.",
  },
  {
    name: "Saint-Brevin-les-Pins",
    latitude: 47.23928,
    longitude: -2.17185,
    description:
      "Plage de Saint-Brevin, à l'embouchure de la Loire face à Saint-Nazaire. Meilleures orientations : SO à O et NE (side-shore), le NO étant on-shore. Clapot, courants de l'estuaire et trafic des navires du port : rester près de la plage, hors du chenal.",
  },
  {
    name: "Noirmoutier – Barbâtre",
    latitude: 46.94037,
    longitude: -2.18601,
    description:
      "Plage océane de Barbâtre, au sud de l'île de Noirmoutier. Meilleures orientations : NO et SE (side-shore), O à SO on-shore. Vagues et clapot ; forts courants vers le goulet de Fromentine au sud : prudence par vent faible et au jusant.",
  },
  {
    name: "Notre-Dame-de-Monts",
    latitude: 46.83207,
    longitude: -2.14458,
    description:
      "Immense plage rectiligne bordée de dunes et de forêt, entre Fromentine et Saint-Jean-de-Monts. Meilleures orientations : SO à NO (side-shore), N possible. Clapot à vagues moyennes, large estran à marée basse ; zones kite séparées des secteurs de baignade en saison.",
  },
  {
    name: "Saint-Jean-de-Monts",
    latitude: 46.7857,
    longitude: -2.08133,
    description:
      "Grande plage de sable de Saint-Jean-de-Monts, étape de compétitions nationales de kite. Meilleures orientations : NO à N et S à SE (side-shore), l'O étant on-shore. Vagues modérées et fond de sable sans obstacle, baïnes possibles à marée basse. Kite interdit dans les zones de baignade en été.",
  },
  {
    name: "La Tranche-sur-Mer – La Grière",
    latitude: 46.34213,
    longitude: -1.46499,
    description:
      "Plage de la Grière, face au pertuis Breton et à l'île de Ré. Meilleures orientations : O à SO et E à SE (side-shore), le S étant on-shore. Vagues de beach-break par houle d'ouest, clapot sinon ; courants dans le pertuis. Spot réputé de planche à voile et de kite.",
  },
  // Atlantique sud et Pays basque
  {
    name: "Île de Ré – Rivedoux-Plage",
    latitude: 46.1531,
    longitude: -1.27077,
    description:
      "Plage sud de Rivedoux, à l'entrée de l'île de Ré face à La Rochelle. Meilleures orientations : NE à E et SO (side-shore), le SE étant on-shore. Plan d'eau plat à clapoteux, abrité des houles océaniques ; courants dans le pertuis, parcs à huîtres à marée basse et pont de l'île à ne pas approcher.",
  },
  {
    name: "Châtelaillon-Plage",
    latitude: 46.07437,
    longitude: -1.09395,
    description:
      "Grande plage de sable au sud de La Rochelle. Meilleures orientations : NO à N et S (side-shore), l'O étant on-shore. Plan d'eau plat à clapoteux ; la mer découvre largement à marée basse : naviguer autour de la pleine mer. Zones de baignade surveillées à éviter en été.",
  },
  {
    name: "Oléron – Boyardville (Les Saumonards)",
    latitude: 45.98585,
    longitude: -1.23901,
    description:
      "Plage des Saumonards, près de Boyardville, sur la côte est de l'île d'Oléron face au pertuis d'Antioche. Meilleures orientations : N à NO et E à SE (side-shore), le NE étant on-shore. Plan d'eau assez plat, abrité de la houle d'ouest ; courants de marée dans le pertuis et estran étendu à marée basse.",
  },
  {
    name: "Soulac-sur-Mer",
    latitude: 45.51567,
    longitude: -1.1282,
    description:
      "Plage océane de Soulac, à l'entrée de l'estuaire de la Gironde. Meilleures orientations : SO à O et N à NE (side-shore à side-on). Vagues, baïnes et courants d'arrachement ; vers la pointe de Grave et l'estuaire, les courants deviennent très forts. Pour riders confirmés.",
  },
  {
    name: "Lacanau-Océan",
    latitude: 45.00085,
    longitude: -1.20176,
    description:
      "Plage océane de Lacanau, sur la Côte d'Argent. Meilleures orientations : N à NO et S à SO (side-shore). Spot de vagues puissant, avec baïnes et courants d'arrachement ; kite interdit dans les zones de baignade surveillées en été. Pour riders confirmés.",
  },
  {
    name: "Biscarrosse-Plage",
    latitude: 44.4501,
    longitude: -1.2556,
    description:
      "Longue plage océane des Landes, bordée de dunes. Meilleures orientations : N à NO et S à SO (side-shore). Vagues, baïnes et courants d'arrachement, shore-break puissant à marée haute. Pratique réglementée en saison : se renseigner sur place.",
  },
  {
    name: "Mimizan-Plage",
    latitude: 44.2165,
    longitude: -1.2975,
    description:
      "Plage océane de Mimizan, au nord du courant de Mimizan. Meilleures orientations : N à NO et S à SO (side-shore). Vagues et baïnes ; rester à l'écart de l'embouchure du courant, aux flux violents. Pour riders autonomes.",
  },
  {
    name: "Hossegor – Plage Centrale",
    latitude: 43.66507,
    longitude: -1.44558,
    description:
      "Beach-break réputé des Landes, fréquenté surtout par les surfeurs. Meilleures orientations : N à NO et S à SO (side-shore). Vagues puissantes, shore-break et courants forts ; priorité aux surfeurs, kite possible surtout hors saison et réservé aux experts.",
  },
  {
    name: "Anglet – Les Cavaliers",
    latitude: 43.51662,
    longitude: -1.53008,
    description:
      "Plages d'Anglet, au sud de l'embouchure de l'Adour. Meilleures orientations : N à NE et S à SO (side-shore). Vagues puissantes, épis rocheux entre les plages et courants ; priorité aux surfeurs, kite surtout hors saison et pour riders confirmés.",
  },
  {
    name: "Hendaye – Grande Plage",
    latitude: 43.37493,
    longitude: -1.77217,
    description:
      "Grande plage de sable d'Hendaye, à la frontière espagnole, orientée au nord. Meilleures orientations : O à NE (side-shore), le N étant on-shore. Vagues régulières et plutôt douces ; éviter l'embouchure de la Bidassoa et les rochers des Deux Jumeaux à l'est. Kite interdit dans les zones de baignade en été.",
  },
  // Languedoc
  {
    name: "Leucate – La Franqui",
    latitude: 42.93633,
    longitude: 3.03854,
    description:
      "Plage de La Franqui, au nord du cap Leucate, spot mythique de la tramontane. Meilleures orientations : tramontane (NO à O, off-shore, plan d'eau plat) pour riders confirmés, marin (SE à E, on-shore) pour les vagues. Par tramontane forte, ne pas s'éloigner du bord sans assistance ; zone kite balisée en saison.",
  },
  {
    name: "Leucate – Les Coussoules",
    latitude: 42.95482,
    longitude: 3.0434,
    description:
      "Plage des Coussoules, site du Mondial du Vent, l'un des grands spots de Méditerranée. Meilleures orientations : tramontane (NO à O, off-shore) pour un plan d'eau très plat et la vitesse, marin (SE) pour les vagues. Zone kite dédiée avec sécurité assurée par l'association locale en saison ; hors saison, tramontane sans assistance réservée aux experts.",
  },
  {
    name: "Port-la-Nouvelle",
    latitude: 43.02711,
    longitude: 3.06736,
    description:
      "Grande plage de sable au nord du port de Port-la-Nouvelle. Meilleures orientations : NE et S (side-shore), marin (SE) on-shore pour les vagues ; par tramontane (NO), vent off-shore réservé aux riders confirmés. Rester éloigné du chenal et des jetées du port.",
  },
  {
    name: "Gruissan – Plage des Chalets",
    latitude: 43.09613,
    longitude: 3.11264,
    description:
      "Plage des chalets de Gruissan, rendue célèbre par le cinéma. Meilleures orientations : tramontane (NO, off-shore, plan d'eau plat pour riders confirmés) et marin (SE à E, on-shore, vagues). Zone kite balisée en saison ; les étangs voisins offrent une alternative par tramontane.",
  },
  {
    name: "Narbonne-Plage",
    latitude: 43.1579,
    longitude: 3.16838,
    description:
      "Plage de sable de Narbonne-Plage, au pied du massif de la Clape. Meilleures orientations : NE et SO (side-shore), marin (SE) on-shore ; tramontane off-shore, réservée aux riders confirmés avec assistance. Zone kite délimitée en saison.",
  },
  {
    name: "Saint-Pierre-la-Mer (Fleury)",
    latitude: 43.17847,
    longitude: 3.19545,
    description:
      "Large plage de sable à l'est de Narbonne-Plage, avec une zone réservée au kite en saison. Meilleures orientations : tramontane (NO, off-shore, plan d'eau plat) et brise marine (SE à S, side-on à on-shore). Par vent de mer, convient aux débutants encadrés.",
  },
  {
    name: "Sète – Le Lido",
    latitude: 43.37494,
    longitude: 3.63008,
    description:
      "Plages du lido de Sète, cordon de sable entre la mer et l'étang de Thau, vers les Trois Digues. Meilleures orientations : NE et SO (side-shore), marin (SE) on-shore ; par mistral ou tramontane (NO), off-shore. Vagues par vent d'est ; l'étang de Thau offre une alternative en eau plate.",
  },
  // placed from the cathedral's position: the coastline data is broken around Maguelone, so this one is the least certain.
  {
    name: "Villeneuve-lès-Maguelone – Maguelone",
    latitude: 43.5081,
    longitude: 3.8735,
    description:
      "Plage sauvage face à la cathédrale de Maguelone, sur le lido entre mer et étangs. Meilleures orientations : E à SE et O à SO (side-shore), le S étant on-shore ; par vent de nord (mistral, tramontane), off-shore. Accès à pied ou à vélo depuis le parking ; lagunes protégées en arrière.",
  },
  {
    name: "Palavas-les-Flots",
    latitude: 43.5323,
    longitude: 3.9461,
    description:
      "Plage de la rive gauche de Palavas, sur le lido vers Carnon. Meilleures orientations : NE et SO (side-shore), S à SE on-shore ; par vent de NO, off-shore. Clapot et petites vagues ; épis rocheux le long de la plage à surveiller. Zone kite balisée en saison.",
  },
  {
    name: "Carnon – Le Petit Travers",
    latitude: 43.55253,
    longitude: 3.99719,
    description:
      "Plage du Petit Travers, entre Carnon et La Grande-Motte, berceau historique du kite en France. Meilleures orientations : E à NE et SO à O (side-shore), le SE étant on-shore ; par mistral ou tramontane, off-shore. Plan d'eau plat à clapoteux, zone kite balisée en saison et forte fréquentation l'été.",
  },
  {
    name: "Le Grau-du-Roi – L'Espiguette",
    latitude: 43.48248,
    longitude: 4.13849,
    description:
      "Immense plage sauvage de l'Espiguette, bordée de dunes. Meilleures orientations : E à SE et O (side-shore), le S étant on-shore ; par mistral (NO à N), off-shore. Zone kite balisée en été sur une plage très vaste ; espace naturel protégé dans les dunes.",
  },
  // Provence et Camargue
  {
    name: "Les Saintes-Maries-de-la-Mer",
    latitude: 43.45043,
    longitude: 4.43457,
    description:
      "Plages à l'est des Saintes-Maries-de-la-Mer, en Camargue. Meilleures orientations : E à NE et SO à O (side-shore), le SE étant on-shore ; mistral (NO) off-shore. Clapot et petites vagues, épis rocheux près du village. Espace naturel sensible du Parc de Camargue.",
  },
  {
    name: "Beauduc (Camargue)",
    latitude: 43.36458,
    longitude: 4.57962,
    description:
      "Spot sauvage au fond du golfe de Beauduc, accessible par une longue piste. Meilleures orientations : mistral (NO, side-shore) et SE. Eau peu profonde et plate, idéale pour la vitesse et le freestyle ; isolement total et secours éloignés : ne jamais naviguer seul.",
  },
  {
    name: "Martigues – Carro",
    latitude: 43.3305,
    longitude: 5.0398,
    description:
      "Petit port de la Côte Bleue, spot réputé pour fonctionner par presque toutes les orientations. Meilleures orientations : mistral (NO), O et SE pour les vagues. Mise à l'eau délicate entre rochers et petite plage : spot de vagues pour riders confirmés.",
  },
  {
    name: "Martigues – Plage du Bonnieu",
    latitude: 43.33172,
    longitude: 5.05166,
    description:
      "Plage du Bonnieu, à La Couronne, sur la Côte Bleue. Meilleures orientations : mistral (NO, side-shore) et SE. Vagues et clapot, rochers sur les côtés ; pratique réglementée en saison, zones de baignade à respecter.",
  },
  {
    name: "Marseille – Plage du Prado",
    latitude: 43.2596,
    longitude: 5.37346,
    description:
      "Plages du Prado, au sud de Marseille, face à la rade. Meilleures orientations : mistral (NO, side-shore) et SE. Clapot par mistral ; respecter les zones et horaires autorisés, la navigation étant interdite dans les zones de baignade en été, et le trafic de plaisance.",
  },
  {
    name: "Six-Fours – Brutal Beach",
    latitude: 43.10814,
    longitude: 5.81264,
    description:
      "Brutal Beach, au nord du cap Nègre, dans la baie de Six-Fours orientée plein ouest. Meilleures orientations : O à NO (mistral). Vagues par coup de mistral en hiver, conditions plus freeride en été ; rochers du cap Nègre à proximité. Pour riders confirmés par mistral fort.",
  },
  {
    name: "L'Almanarre (Hyères)",
    latitude: 43.05733,
    longitude: 6.1328,
    description:
      "Plage de l'Almanarre, sur le tombolo ouest de la presqu'île de Giens, spot de référence du Var. Meilleures orientations : O à NO (mistral) et SO, side-on à on-shore. Vagues par mistral ; pratique réglementée en été (zone et horaires dédiés) : se renseigner. Salins et lagune protégés en arrière.",
  },
  // Côte d'Azur
  {
    name: "Fréjus – Base Nature",
    latitude: 43.4174,
    longitude: 6.7478,
    description:
      "Plage de la Base Nature à Fréjus, entre Port-Fréjus et l'embouchure de l'Argens. Meilleures orientations : O à SO et E (side-shore à side-on), le SE étant on-shore. Clapot et petites vagues ; zone kite balisée et zones de baignade à respecter en saison.",
  },
  {
    name: "Saint-Laurent-du-Var – Plage Cousteau",
    latitude: 43.65671,
    longitude: 7.18891,
    description:
      "Plage étroite à l'ouest de l'embouchure du Var, près de l'aéroport de Nice. Meilleures orientations : E à SE (side-shore à side-on) ; par vent d'ouest, off-shore et vagues de bord. Décollage technique sur une plage étroite ; zone de navigation définie localement et réglementée en été.",
  },
  {
    name: "Cannes – Palm Beach",
    latitude: 43.5398,
    longitude: 7.0394,
    description:
      "Spot de la pointe de la Croisette, face aux îles de Lérins. Fonctionne par la plupart des orientations sauf le nord ; par vent d'est, mise à l'eau depuis une plage étroite. Plan d'eau vaste mais technique par vent fort, trafic de bateaux : pour riders autonomes, club local actif.",
  },
  // Corse
  {
    name: "Bonifacio – Piantarella",
    latitude: 41.37308,
    longitude: 9.2209,
    description:
      "Plage de Piantarella, face aux îles Cavallo et Lavezzi, à l'est de Bonifacio. Fonctionne surtout par vent d'ouest, fréquent et souvent fort dans les Bouches de Bonifacio, sur un plan d'eau plat et peu profond. Vent rafaleux et courants dans les Bouches : pour riders confirmés ; réserve naturelle, respecter les herbiers.",
  },
  {
    name: "Porto-Vecchio – Santa Giulia",
    latitude: 41.52909,
    longitude: 9.27261,
    description:
      "Baie de Santa Giulia, lagon peu profond au sud de Porto-Vecchio. Meilleures orientations : NE à SE et brise thermique ; par vent d'ouest, off-shore. Plan d'eau plat et turquoise, idéal pour progresser ; plage très fréquentée en été, zones de baignade à respecter.",
  },
  {
    name: "Serra-di-Ferro – Porto Pollo",
    latitude: 41.71011,
    longitude: 8.80153,
    description:
      "Spot renommé du golfe du Valinco. Meilleures orientations : O à SO (brise thermique, libeccio), side-on, et E. Brise thermique fréquente en été, plan d'eau clapoteux ; cohabitation avec la planche à voile et la baignade.",
  },
  {
    name: "Ajaccio – Ricanto",
    latitude: 41.92293,
    longitude: 8.78294,
    description:
      "Plage du Ricanto, au fond du golfe d'Ajaccio, près de l'aéroport. Meilleures orientations : O à NO et S à SE, brise thermique d'ouest l'après-midi en été. Clapot ; l'aéroport est tout proche : rester bas et loin de l'axe de la piste.",
  },
  {
    name: "Calvi – La Pinède",
    latitude: 42.55733,
    longitude: 8.76382,
    description:
      "Grande plage de Calvi, bordée par la pinède. Meilleures orientations : O à NO et E (side-shore), le N étant on-shore ; libeccio (SO) off-shore et rafaleux, à éviter. Plan d'eau clapoteux, plage très fréquentée en été.",
  },
  {
    name: "Saint-Florent – La Roya",
    latitude: 42.67454,
    longitude: 9.29068,
    description:
      "Plage de la Roya, au fond du golfe de Saint-Florent. Meilleures orientations : O à NO et NE (side-shore), le N étant on-shore. Plan d'eau clapoteux, vent d'ouest parfois rafaleux ; herbiers de posidonie et zones de mouillage à respecter.",
  },
];
