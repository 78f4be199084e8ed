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
                <summary className="sidebar-summary sidebar-entry">
                  {entry.label}
                  <span aria-hidden="true" className="sidebar-chevron">
                    ›
                  </span>
                </summary>
                <ul className="sidebar-group">
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
