/*
 * The web app manifest, served at /manifest.webmanifest by app/manifest.ts: what a phone needs to
 * install Alizé on its home screen. Colours from app/globals.css (the light sky behind every page, as the
 * viewport's theme-color says); icons drawn from the logo by scripts/make-app-icons.ts. Next's manifest type is
 * checked where Next serves it (app/manifest.ts): the domain floor imports no framework.
 */
export const APP_MANIFEST = {
  id: "/",
  name: "Alizé",
  short_name: "Alizé",
  description: "Spots de kitesurf, vent, météo et marées en France, même sans réseau sur la plage.",
  lang: "fr",
  dir: "ltr" as const,
  start_url: "/",
  scope: "/",
  display: "standalone" as const,
  orientation: "any" as const,
  background_color: "#f2f8fc",
  theme_color: "#f2f8fc",
  categories: ["sports", "weather"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" as const },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" as const },
    { src: "/icons/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" as const },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" as const },
  ],
};
