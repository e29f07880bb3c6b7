import type { Query } from "@tanstack/react-query";

/**
 * Every query whose answer depends on the rider's conditions (their kite shift included): a spot's verdicts and
 * windows. What changes the conditions invalidates these.
 */
export const dependsOnConditions = (query: Query) => {
  const key = String(query.queryKey[0]);
  return key.startsWith("/api/spots/") && (key.endsWith("/verdicts") || key.endsWith("/windows"));
};
