import { env } from "@/lib/0-base/env";
import { api } from "@/lib/4-edge/http/handler";
import { mapTiles } from "@/lib/4-edge/pages";
import type { RuntimeConfig } from "@/lib/browser/runtime-config";

/**
 * What the browser needs of the deployment, read at run time so that one build serves any (the pages themselves are
 * shared documents: nothing of the deployment or the rider is baked in them): where the realtime service answers, the
 * map's tiles.
 */
export const GET = api.public.handle(async () => {
  const config = env();
  return Response.json(
    { realtimeUrl: config.REALTIME_PUBLIC_URL ?? null, realtimePort: config.REALTIME_PORT, mapTiles: mapTiles() } satisfies RuntimeConfig,
    { headers: { "cache-control": "public, max-age=300" } },
  );
});
