"use client";

import { useSyncExternalStore } from "react";

// The year never changes while a page is open, so there is nothing to subscribe to.
const subscribe = () => () => {};

/**
 * "2020–2026": the pre-rendered HTML carries the build's year, and the browser
 * shows its own once hydrated, so a site that is not rebuilt still shows the
 * current year, without a hydration mismatch (React re-renders after
 * hydration when the two snapshots differ).
 */
export function CopyrightYears({
  since,
  builtIn,
}: {
  since: number;
  builtIn: number;
}) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => builtIn,
  );
  return (
    <>
      {since}–{Math.max(year, builtIn)}
    </>
  );
}
