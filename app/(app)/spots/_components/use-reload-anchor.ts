"use client";

import { useEffect, type RefObject } from "react";

/*
 * A reload of the list lands on the card the rider was reading. The browser alone restores a pixel offset, and
 * the cards above it are then sized by their estimate (app/globals.css) until drawn: 180 cards of phone text
 * a few pixels off each put the rider screens away. So, as the page goes, the first card on screen and its
 * distance from the top are kept for the tab (sessionStorage), and once every card is in the list again after a
 * reload, that card is put back at that distance. Leaving the list within the app forgets it.
 */
const KEY = "alize:liste:carte-lue";

type Anchor = { id: string; top: number };

function cardOnScreen(list: HTMLElement): Anchor | null {
  for (const article of list.querySelectorAll<HTMLElement>("article[aria-labelledby]")) {
    const box = article.getBoundingClientRect();
    if (box.bottom > 0) return { id: article.getAttribute("aria-labelledby")!, top: Math.round(box.top) };
  }
  return null;
}

function readAnchor(): Anchor | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<Anchor> | null;
    return typeof saved?.id === "string" && Number.isFinite(saved.top) ? (saved as Anchor) : null;
  } catch {
    return null; // storage refused (private mode) or a value of another version
  }
}

function forget() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

const reloaded = () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type === "reload";

// Once per page load: a list shown again by Back has its scroll put back by the browser.
let restored = false;

/** `complete`: every card of the list is in the document (not a placeholder). */
export function useReloadAnchor(list: RefObject<HTMLElement | null>, complete: boolean) {
  useEffect(() => {
    const keep = () => {
      const anchor = list.current && window.scrollY > 0 ? cardOnScreen(list.current) : null;
      if (!anchor) return forget();
      try {
        sessionStorage.setItem(KEY, JSON.stringify(anchor));
      } catch {
        // storage refused: the browser's own restoring stays
      }
    };
    window.addEventListener("pagehide", keep);
    return () => {
      window.removeEventListener("pagehide", keep);
      forget();
    };
  }, [list]);

  useEffect(() => {
    if (!complete || restored) return;
    restored = true;
    const anchor = reloaded() ? readAnchor() : null;
    forget();
    if (!anchor) return;
    let userScrolled = false;
    const onUser = () => (userScrolled = true);
    const put = () => {
      const card = document.getElementById(anchor.id)?.closest("article");
      if (card && !userScrolled) window.scrollBy(0, card.getBoundingClientRect().top - anchor.top);
    };
    put();
    // The browser may restore its own offset until the page has loaded: put the card back after it too.
    if (document.readyState === "complete") return;
    const events = ["wheel", "touchstart", "keydown"] as const;
    for (const e of events) window.addEventListener(e, onUser, { passive: true, once: true });
    const onLoad = () => requestAnimationFrame(put);
    window.addEventListener("load", onLoad, { once: true });
    return () => {
      window.removeEventListener("load", onLoad);
      for (const e of events) window.removeEventListener(e, onUser);
    };
  }, [complete]);
}
