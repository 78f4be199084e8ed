"use client";

import { useSyncExternalStore } from "react";

const locationChanged = "brightpath:locationchange";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(locationChanged, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(locationChanged, onChange);
  };
}

/**
 * The address bar's query string. Pages are pre-rendered, so it is "" in their
 * HTML and during hydration, then the real one; it follows Back and Forward
 * and every setLocation.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
}

/** Changes the address bar without loading a page: a new history entry, or the current one. */
export function setLocation(url: string, entry: "push" | "replace") {
  if (entry === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
  window.dispatchEvent(new Event(locationChanged));
}
