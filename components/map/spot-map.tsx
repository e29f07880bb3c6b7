"use client";

import "leaflet/dist/leaflet.css";
import "./spot-map.css";
import L from "leaflet";
import Supercluster, { type ClusterFeature, type PointFeature } from "supercluster";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { clusterLabel, MAP_REGION_LABEL, POPUP_CLOSE, TILES_UNAVAILABLE, YOU_ARE_HERE, ZOOM_IN, ZOOM_OUT } from "@/lib/1-domain/map/messages";
import { TILES_ATTRIBUTION, TILES_MAX_ZOOM } from "@/lib/0-base/map-tiles";
import { TONE_SYMBOLS, type MarkerTone } from "@/lib/1-domain/map/tones";
import type { LatLng } from "@/lib/1-domain/spots/geo";
import { cn } from "@/lib/0-base/utils";

/*
 * The map of the spots, loaded only when « Carte » is chosen: Leaflet for the map, supercluster
 * for the groups seen zoomed out. Each spot is a Leaflet marker whose element is a focusable button named
 * after the spot (Tab reaches it, Enter or Space opens its card); each group is a button that zooms in. The
 * card is one Leaflet popup whose content React renders through a portal, so it holds real links.
 * Without tiles (offline, a bad MAP_TILES_URL, no tile server in tests) the markers sit on a plain background
 * and work the same.
 */
export type MapSpot = { id: number; name: string; latitude: number; longitude: number; tone: MarkerTone };

type Props = {
  spots: MapSpot[];
  /** A Leaflet URL template, or null for no background. */
  tiles: string | null;
  /** Centre on the rider (the home page's « Voir sur la carte »); otherwise the map frames the spots. */
  center: LatLng | null;
  /** The open card's content. */
  renderPopup: (spotId: number) => ReactNode;
  /** Ids « {prefix}{tone} » of the elements naming each tone (the legend's): read by screen readers after a marker's name. */
  toneDescriptionPrefix?: string;
  className?: string;
};

/** Groups stop forming past this zoom: closer, every spot has its own marker. */
const CLUSTER_MAX_ZOOM = 12;
/** A marker is 44 px wide (a touch target), a group up to 60: spots closer than this on screen are grouped. */
const CLUSTER_RADIUS_PX = 56;
const FRANCE: L.LatLngExpression = [46.6, 2.4];
const CENTER_ZOOM = 10;
const MARKER_PX = 44;

type SpotProps = { id: number; tone: MarkerTone };
type ToneCounts = Record<MarkerTone, number>;
type Feature = PointFeature<SpotProps> | ClusterFeature<ToneCounts>;

const svg = (tone: MarkerTone) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${TONE_SYMBOLS[tone]}"/></svg>`;

function newIndex(spots: MapSpot[]) {
  const index = new Supercluster<SpotProps, ToneCounts>({
    radius: CLUSTER_RADIUS_PX,
    extent: 256, // Leaflet's tile size: the radius is then in screen pixels
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (p) => ({ go: 0, marginal: 0, no: 0, none: 0, [p.tone]: 1 }),
    reduce: (acc, p) => {
      acc.go += p.go;
      acc.marginal += p.marginal;
      acc.no += p.no;
      acc.none += p.none;
    },
  });
  index.load(
    spots.map((s) => ({
      type: "Feature" as const,
      geometry: { type: "Point" as const, coordinates: [s.longitude, s.latitude] },
      properties: { id: s.id, tone: s.tone },
    })),
  );
  return index;
}

/** A group's ring shows its verdicts' shares, in the legend's order. */
function clusterStyle(el: HTMLElement, counts: ToneCounts, total: number) {
  let acc = 0;
  for (const [tone, name] of [["go", "--a"], ["marginal", "--b"], ["no", "--c"]] as const) {
    acc += counts[tone];
    el.style.setProperty(name, `${(acc / total) * 100}%`);
  }
}

const isCluster = (f: Feature): f is ClusterFeature<ToneCounts> => "cluster" in f.properties && f.properties.cluster === true;
const keyOf = (f: Feature) => (isCluster(f) ? `c${f.properties.cluster_id}` : `s${f.properties.id}`);

export function SpotMap({ spots, tiles, center, renderPopup, toneDescriptionPrefix, className }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const popupRef = useRef<L.Popup | null>(null);
  const indexRef = useRef<Supercluster<SpotProps, ToneCounts> | null>(null);
  const markersRef = useRef(new Map<string, L.Marker>());
  const spotsRef = useRef(new Map<number, MapSpot>());
  const drawRef = useRef<() => void>(() => undefined);
  const openRef = useRef<{ id: number; byKeyboard: boolean } | null>(null);
  const focusAfterZoomRef = useRef<number | null>(null);
  const framedRef = useRef<string | null>(null);
  const [popupNode] = useState(() => document.createElement("div"));
  const [openId, setOpenId] = useState<number | null>(null);
  const [tilesFailed, setTilesFailed] = useState(tiles === null);

  // The map, its controls, its tiles and its one popup: created once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      zoomControl: false,
      attributionControl: false,
      minZoom: 4,
      maxZoom: TILES_MAX_ZOOM - 1,
      zoomSnap: 1,
    });
    mapRef.current = map;
    L.control.zoom({ position: "topright", zoomInTitle: ZOOM_IN, zoomOutTitle: ZOOM_OUT, zoomInText: "+", zoomOutText: "−" }).addTo(map);
    L.control.attribution({ prefix: false, position: "bottomright" }).addTo(map);

    if (tiles) {
      let loaded = false;
      L.tileLayer(tiles, {
        maxZoom: TILES_MAX_ZOOM,
        attribution: TILES_ATTRIBUTION,
        // The OpenStreetMap tile usage policy asks for a Referer; the page's policy would send one too.
        referrerPolicy: "strict-origin-when-cross-origin",
      })
        .on("tileload", () => {
          loaded = true;
          setTilesFailed(false);
        })
        .on("tileerror", () => {
          if (!loaded) setTilesFailed(true);
        })
        .addTo(map);
    }

    const popup = L.popup({ className: "alize-popup", maxWidth: 300, minWidth: 248, autoPanPadding: [16, 16], closeButton: true });
    popupRef.current = popup;
    let closeLabelled = false;
    map.on("popupopen", (e) => {
      if (e.popup !== popup) return;
      const el = popup.getElement();
      if (el && !closeLabelled) {
        closeLabelled = true;
        const close = el.querySelector<HTMLElement>(".leaflet-popup-close-button");
        close?.setAttribute("aria-label", POPUP_CLOSE);
        close?.setAttribute("title", POPUP_CLOSE);
        el.addEventListener("keydown", (event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            map.closePopup(popup);
          }
        });
      }
    });
    map.on("popupclose", (e) => {
      if (e.popup !== popup) return;
      const open = openRef.current;
      openRef.current = null;
      setOpenId(null);
      if (!open) return;
      const el = markersRef.current.get(`s${open.id}`)?.getElement();
      el?.setAttribute("aria-expanded", "false");
      if (open.byKeyboard) el?.focus({ preventScroll: true });
    });
    map.on("moveend", () => drawRef.current());

    const markers = markersRef.current;
    return () => {
      map.remove();
      mapRef.current = null;
      framedRef.current = null;
      popupRef.current = null;
      markers.clear();
    };
  }, [tiles]);

  // Markers and groups for the current view: kept when still shown (a focused marker keeps its focus).
  useEffect(() => {
    const openSpot = (id: number, byKeyboard: boolean) => {
      const map = mapRef.current;
      const popup = popupRef.current;
      const spot = spotsRef.current.get(id);
      if (!map || !popup || !spot) return;
      if (openRef.current) markersRef.current.get(`s${openRef.current.id}`)?.getElement()?.setAttribute("aria-expanded", "false");
      openRef.current = { id, byKeyboard };
      setOpenId(id);
      popup.setLatLng([spot.latitude, spot.longitude]).setContent(popupNode);
      if (!map.hasLayer(popup)) popup.openOn(map);
      markersRef.current.get(`s${id}`)?.getElement()?.setAttribute("aria-expanded", "true");
    };

    const zoomInto = (f: ClusterFeature<ToneCounts>, byKeyboard: boolean) => {
      const map = mapRef.current;
      const index = indexRef.current;
      if (!map || !index) return;
      const zoom = Math.min(index.getClusterExpansionZoom(f.properties.cluster_id), CLUSTER_MAX_ZOOM + 1);
      focusAfterZoomRef.current = byKeyboard ? (index.getLeaves(f.properties.cluster_id, 1)[0]?.properties.id ?? null) : null;
      const [lng, lat] = f.geometry.coordinates as [number, number];
      map.setView([lat, lng], Math.max(zoom, map.getZoom() + 1));
    };

    const activate = (el: HTMLElement, run: (byKeyboard: boolean) => void) => {
      el.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          event.stopPropagation();
          run(true);
        }
      });
    };

    const spotMarker = (spot: MapSpot) => {
      const marker = L.marker([spot.latitude, spot.longitude], {
        icon: L.divIcon({ className: "alize-marker", html: `<span class="alize-pin">${svg(spot.tone)}</span>`, iconSize: [MARKER_PX, MARKER_PX] }),
        keyboard: true,
        riseOnHover: true,
      });
      marker.on("click", () => openSpot(spot.id, false));
      marker.on("add", () => {
        const el = marker.getElement();
        if (!el) return;
        el.setAttribute("aria-label", spot.name);
        el.setAttribute("aria-expanded", String(openRef.current?.id === spot.id));
        el.dataset.spotId = String(spot.id);
        setTone(el, spot.tone);
        activate(el, (byKeyboard) => openSpot(spot.id, byKeyboard));
      });
      return marker;
    };

    const setTone = (el: HTMLElement, tone: MarkerTone) => {
      if (el.dataset.tone === tone) return;
      el.dataset.tone = tone;
      el.querySelector("path")?.setAttribute("d", TONE_SYMBOLS[tone]);
      if (toneDescriptionPrefix) el.setAttribute("aria-describedby", `${toneDescriptionPrefix}${tone}`);
    };

    const clusterMarker = (f: ClusterFeature<ToneCounts>) => {
      const count = f.properties.point_count;
      const size = count < 10 ? 48 : count < 50 ? 54 : 60;
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const marker = L.marker([lat, lng], {
        icon: L.divIcon({
          className: "alize-cluster",
          html: `<span class="alize-cluster-ring"><span class="alize-cluster-count">${count}</span></span>`,
          iconSize: [size, size],
        }),
        keyboard: true,
        zIndexOffset: 1000,
      });
      marker.on("click", () => zoomInto(f, false));
      marker.on("add", () => {
        const el = marker.getElement();
        if (!el) return;
        el.setAttribute("aria-label", clusterLabel(count));
        el.dataset.count = String(count);
        clusterStyle(el, f.properties, count);
        activate(el, (byKeyboard) => zoomInto(f, byKeyboard));
      });
      return marker;
    };

    drawRef.current = () => {
      const map = mapRef.current;
      const index = indexRef.current;
      if (!map || !index) return;
      map.getContainer().dataset.zoom = String(map.getZoom()); // what the tests read
      const bounds = map.getBounds().pad(0.25);
      const west = Math.max(-180, bounds.getWest());
      const east = Math.min(180, bounds.getEast());
      const features: Feature[] = index.getClusters([west, bounds.getSouth(), east, bounds.getNorth()], Math.round(map.getZoom()));
      // North to south, then west to east: the order Tab follows for the markers added now.
      features.sort((a, b) => b.geometry.coordinates[1]! - a.geometry.coordinates[1]! || a.geometry.coordinates[0]! - b.geometry.coordinates[0]!);
      const markers = markersRef.current;
      const wanted = new Set(features.map(keyOf));
      for (const [key, marker] of markers) {
        if (!wanted.has(key)) {
          marker.remove();
          markers.delete(key);
        }
      }
      for (const f of features) {
        const key = keyOf(f);
        const existing = markers.get(key);
        if (existing) {
          if (!isCluster(f)) {
            const el = existing.getElement();
            const spot = spotsRef.current.get(f.properties.id);
            if (el && spot) setTone(el, spot.tone);
          }
          continue;
        }
        const marker = isCluster(f) ? clusterMarker(f) : spotMarker(spotsRef.current.get(f.properties.id)!);
        markers.set(key, marker.addTo(map));
      }
      // The open card goes with its marker (grouped when zooming out, or filtered away).
      const open = openRef.current;
      if (open && !markers.has(`s${open.id}`) && popupRef.current) map.closePopup(popupRef.current);
      // After a group was opened from the keyboard: focus one of its spots, or the group that now holds it.
      const pending = focusAfterZoomRef.current;
      if (pending !== null) {
        focusAfterZoomRef.current = null;
        const direct = markers.get(`s${pending}`);
        const holder =
          direct ??
          [...markers.entries()].find(
            ([key]) => key.startsWith("c") && index.getLeaves(Number(key.slice(1)), Infinity).some((leaf) => leaf.properties.id === pending),
          )?.[1];
        (holder?.getElement() ?? map.getContainer()).focus({ preventScroll: true });
      }
    };
  }, [popupNode, toneDescriptionPrefix]);

  // The spots shown (the search and « Favoris » filter them) and their colours.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    spotsRef.current = new Map(spots.map((s) => [s.id, s]));
    indexRef.current = newIndex(spots);
    // Groups are rebuilt with the new index; spot markers stay and only change colour.
    for (const [key, marker] of markersRef.current) {
      if (key.startsWith("c") || !spotsRef.current.has(Number(key.slice(1)))) {
        marker.remove();
        markersRef.current.delete(key);
      }
    }
    const ids = spots.map((s) => s.id).join(",");
    if (framedRef.current !== ids) {
      const first = framedRef.current === null;
      framedRef.current = ids;
      if (first && center) map.setView([center.latitude, center.longitude], CENTER_ZOOM, { animate: false });
      else if (spots.length === 1) map.setView([spots[0]!.latitude, spots[0]!.longitude], CENTER_ZOOM, { animate: !first });
      else if (spots.length) {
        // Up to the zoom where no group is left: a search that finds a few neighbouring spots shows each of them.
        map.fitBounds(L.latLngBounds(spots.map((s) => [s.latitude, s.longitude])), { padding: [MARKER_PX, MARKER_PX], maxZoom: CLUSTER_MAX_ZOOM + 1, animate: !first });
      } else if (first) map.setView(FRANCE, 5, { animate: false });
    }
    drawRef.current();
  }, [spots, center, tiles]);

  // « Vous êtes ici »: a dot, not a control.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !center) return;
    const me = L.marker([center.latitude, center.longitude], {
      icon: L.divIcon({ className: "alize-me", html: `<span class="sr-only">${YOU_ARE_HERE}</span>`, iconSize: [22, 22] }),
      keyboard: false,
      interactive: false,
      zIndexOffset: -1000,
    }).addTo(map);
    return () => void me.remove();
  }, [center, tiles]);

  // Once React has put the card's content in, the popup measures it again; opened from the keyboard, its title takes the focus.
  useLayoutEffect(() => {
    if (openId === null) return;
    popupRef.current?.update();
    if (openRef.current?.byKeyboard) popupNode.querySelector<HTMLElement>("[data-popup-title]")?.focus({ preventScroll: true });
  }, [openId, popupNode]);

  return (
    <div role="region" aria-label={MAP_REGION_LABEL} className={cn("relative isolate overflow-hidden rounded-xl border shadow-sm", className)}>
      <div ref={containerRef} className="alize-map size-full" data-testid="spot-map" />
      {tilesFailed && (
        <p
          role="status"
          className="pointer-events-none absolute top-3 left-3 z-[1000] max-w-[calc(100%-5rem)] rounded-lg bg-card/95 px-3 py-1.5 text-center text-xs font-medium text-muted-foreground shadow-sm"
        >
          {TILES_UNAVAILABLE}
        </p>
      )}
      {openId !== null && createPortal(renderPopup(openId), popupNode)}
    </div>
  );
}
