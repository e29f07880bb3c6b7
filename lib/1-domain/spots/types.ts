/** A spot as the list and the nearest view answer it (spec §3). */
export type SpotListItem = {
  id: number;
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  isFavorite: boolean;
};

/** The nearest view adds the great-circle distance, in km with one decimal. */
export type NearestSpot = SpotListItem & { distanceKm: number };

/** A spot of the catalogue, the same for every rider: the list's item without the rider's star. */
export type SpotCatalogItem = Omit<SpotListItem, "isFavorite">;

