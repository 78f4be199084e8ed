"use client";

import { useEffect } from "react";

/**
 * Policy pages open at the top (SPEC.md §2), even when reached from the footer
 * of a long page, where client navigation would keep the sticky header's offset.
 */
export function ScrollToTop() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return null;
}
