import Link from "next/link";
import { sidebarEntries } from "@/data/navigation";
import { resolveSidebar } from "@/lib/navigation";

/**
 * The sidebar's links; groups are native disclosures, so they need no script.
 * Their looks are classes of app/globals.css: every page's HTML and React
 * payload carry the sidebar, so each link's utilities would be sent twice.
 */
export function SidebarNav() {
  return (
    <nav aria-label="Site">
      <ul className="space-y-1">
        {resolveSidebar(sidebarEntries).map((entry) =>
          entry.kind === "link" ? (
            <li key={entry.label}>
              <Link
                href={entry.href}
                prefetch={false}
                className="block sidebar-entry"
              >
                {entry.label}
              </Link>
            </li>
          ) : (
            <li key={entry.label}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between sidebar-entry [&::-webkit-details-marker]:hidden">
                  {entry.label}
                  <span
                    aria-hidden="true"
                    className="text-slate-500 transition-transform group-open:rotate-90"
                  >
                    ›
                  </span>
                </summary>
                <ul className="mt-1 mb-2 ml-3 space-y-1 border-l-2 border-brand-100 pl-3">
                  {entry.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        prefetch={false}
                        className="sidebar-link"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
