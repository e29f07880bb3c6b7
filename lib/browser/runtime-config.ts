import { getJson } from "./api/client";

/*
 * What the browser needs of the deployment, asked once per tab (GET /api/config): pages are documents shared by
 * every rider and built once, so nothing of the deployment is baked in them (docs/decisions/0033).
 */
export type RuntimeConfig = {
  /** Where the realtime service answers (null: this page's host, on `realtimePort`). */
  realtimeUrl: string | null;
  realtimePort: number;
  /** The map's tile URL template (MAP_TILES_URL); null: the map on a plain background. */
  mapTiles: string | null;
};

export const RUNTIME_CONFIG_PATH = "/api/config";

let config: Promise<RuntimeConfig> | undefined;

/** The deployment's settings; a failed request (offline) is asked again next time. */
export function runtimeConfig(): Promise<RuntimeConfig> {
  config ??= getJson<RuntimeConfig>(RUNTIME_CONFIG_PATH)().then(
    (answer) => answer ?? { realtimeUrl: null, realtimePort: 3001, mapTiles: null },
    (error: unknown) => {
      config = undefined;
      throw error;
    },
  );
  return config;
}
