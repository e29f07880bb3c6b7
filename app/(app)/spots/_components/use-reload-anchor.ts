"use client";

import { useEffect, useState, type RefObject } from "react";

/*
 * A reload of the list lands on the card the rider was reading. The browser alone restores a pixel offset, and
 * the cards above it are then sized by their estimate (app/globals.css) until drawn: 180 cards of phone text
 * a few pixels off each put the rider screens away. So, as the page goes, the first card on screen and its
 * distance from the top are kept for the tab (sessionStorage), and once every card is in the list again after a
 * reload, that card is put back at that distance. Leaving the list within the app forgets it.
 *
 * The browser keeps trying its own offset until the page has loaded, and on a busy phone that last try can come
 * after the card was put back. So while a reload has a card to put back, the list's history entry is set to
 * `scrollRestoration = "manual"` (the browser's tries stop), the card is held in place frame by frame until the
 * page has loaded and settled, and the entry goes back to "auto": Back to the list within the app is the browser's.
 * The rider's own wheel, touch or key ends it at once.
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

// How long after the page's load the card is held: the browser's last layouts and late images.
const SETTLE_MS = 500;

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

  // At the first render after a reload with a card to put back, before the browser's later tries.
  const [pending] = useState(() => typeof window !== "undefined" && !restored && reloaded() && readAnchor() !== null);
  useEffect(() => {
    if (!pending) return;
    history.scrollRestoration = "manual";
    return () => void (history.scrollRestoration = "auto"); // the list left before it was complete
  }, [pending]);

  useEffect(() => {
    if (!complete || restored) return;
    restored = true;
    const anchor = pending ? readAnchor() : null;
    forget();
    if (!anchor) return;
    const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const end = () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
      window.removeEventListener("load", onLoad);
      for (const e of events) window.removeEventListener(e, end);
      history.scrollRestoration = "auto";
    };
    const put = () => {
      const card = document.getElementById(anchor.id)?.closest("article");
      if (!card) return end();
      const off = card.getBoundingClientRect().top - anchor.top;
      if (Math.abs(off) >= 1) window.scrollBy(0, off);
      frame = requestAnimationFrame(put);
    };
    const onLoad = () => (settle = setTimeout(end, SETTLE_MS));
    for (const e of events) window.addEventListener(e, end, { passive: true });
    put();
    if (document.readyState === "complete") onLoad();
    else window.addEventListener("load", onLoad, { once: true });
    return end;
  }, [complete, pending]);
}
