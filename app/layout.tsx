import { SITE_TAGLINE } from "@/lib/1-domain/site/messages";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { NavBar } from "@/components/layout/nav-bar";
import { currentUser } from "@/lib/4-edge/auth/session";
import { env } from "@/lib/0-base/env";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Alizé – spots, vent et marées pour le kitesurf", template: "%s · Alizé" },
  description: SITE_TAGLINE,
  icons: { icon: "/favicon.svg", apple: "/icons/apple-touch-icon.png" },
  // Installable (issue 14): app/manifest.ts, with the app's icons and colours.
  manifest: "/manifest.webmanifest",
  appleWebApp: { capable: true, title: "Alizé", statusBarStyle: "default" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f2f8fc" },
    { media: "(prefers-color-scheme: dark)", color: "#071a2c" },
  ],
};

export const dynamic = "force-dynamic";

export default async function RootLayout({ children }: { children: ReactNode }) {
  const config = env();
  const user = await currentUser();
  return (
    <html lang="fr">
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <Providers
          config={{ realtimeUrl: config.REALTIME_PUBLIC_URL ?? null, realtimePort: config.REALTIME_PORT }}
          initialUser={user}
        >
          {/* The first Tab stop: straight to the page, past the navigation. */}
          <a
            href="#contenu"
            className="sr-only z-50 rounded-md bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Aller au contenu
          </a>
          <NavBar />
          <main id="contenu" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 outline-none sm:px-6">
            {/* Animated in on each new page by the navigation bar (components/layout/nav-bar-client.tsx). */}
            <div id="page">{children}</div>
          </main>
        </Providers>
      </body>
    </html>
  );
}
