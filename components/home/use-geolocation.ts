"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { LatLng } from "@/lib/1-domain/spots/geo";

/* Spec §9: high accuracy, 5000 ms timeout, never a cached position. */
const GEOLOCATION_TIMEOUT_MS = 5000;
const GEOLOCATION_MAX_AGE_MS = 0;
const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: GEOLOCATION_MAX_AGE_MS,
};

/* Spec §8. */
const GEOLOCATION_FAILED = "Impossible d'obtenir votre position. Veuillez activer la géolocalisation.";
const GEOLOCATION_UNSUPPORTED = "La géolocalisation n'est pas supportée par votre navigateur";

export type GeolocationState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "position"; position: LatLng }
  | { status: "error"; message: string };

/** Location lookup (spec §4): idle, loading, then position or error. */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ status: "idle" });
  // Only the latest lookup may answer: a slow earlier one must not overwrite it.
  const lookup = useRef(0);

  const locate = useCallback(() => {
    const id = ++lookup.current;
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      setState({ status: "error", message: GEOLOCATION_UNSUPPORTED });
      return;
    }
    setState({ status: "loading" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (id === lookup.current) setState({ status: "position", position: { latitude: coords.latitude, longitude: coords.longitude } });
      },
      () => {
        if (id === lookup.current) setState({ status: "error", message: GEOLOCATION_FAILED });
      },
      GEOLOCATION_OPTIONS,
    );
  }, []);

  return { state, locate };
}

/**
 * Asks for the position at once when `wanted` and the rider has already allowed it (no prompt then): a block that
 * needs it shows its answer without a tap.
 */
export function useLocateIfGranted(locate: () => void, wanted = true) {
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    navigator.permissions?.query({ name: "geolocation" }).then(
      (status) => live && status.state === "granted" && locate(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locate, wanted]);
}
