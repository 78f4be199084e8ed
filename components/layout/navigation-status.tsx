"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

/**
 * Shows "LOADING.." while a client-side navigation waits for its page. A route
 * `loading.tsx` would do this too, but it also wraps the pre-rendered HTML in a
 * Suspense fallback that only JavaScript can reveal.
 */
export function NavigationStatus({ label }: { label: string }) {
  const pathname = usePathname();
  const [target, setTarget] = useState<string | null>(null);

  if (target !== null && target === pathname) setTarget(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (
        !(link instanceof HTMLAnchorElement) ||
        link.target ||
        link.hasAttribute("download")
      )
        return;
      if (
        link.origin !== window.location.origin ||
        link.pathname === window.location.pathname
      )
        return;
      setTarget(link.pathname);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  return (
    <p
      role="status"
      className="pointer-events-none fixed inset-x-0 top-20 z-20 flex justify-center"
    >
      {target !== null && (
        <span className="rounded-full bg-brand-950 px-5 py-2 text-sm font-bold tracking-widest text-white lift-lg">
          {label}
        </span>
      )}
    </p>
  );
}
