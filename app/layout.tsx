import { SITE_TAGLINE } from "@/lib/1-domain/site/messages";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { NavBar } from "@/components/layout/nav-bar";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Alizé – spots, vent et marées pour le kitesurf", template: "%s · Alizé" },
  description: SITE_TAGLINE,
  icons: { icon: "/favicon.svg", apple: "/icons/apple-touch-icon.png" },
  // Installable: app/manifest.ts, with the app's icons and colours.
  manifest: "/manifest.webmanifest",
  appleWebApp: { capable: true, title: "Alizé", statusBarStyle: "default" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f2f8fc" },
    { media: "(prefers-color-scheme: dark)", color: "#071a2c" },
  ],
};

/**
 * The frame of every page, the same for everyone: nothing of the rider or of the deployment is read here, so that the
 * pages every rider shares (a spot's forecast, the list of spots) are shared documents (docs/decisions/0033). The
 * signed-in rider is asked by the browser (components/auth/use-auth.tsx).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <Providers>
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
