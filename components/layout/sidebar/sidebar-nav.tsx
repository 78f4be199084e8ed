import { PageLink } from "@/components/layout/page-link";
import { sidebarEntries } from "@/data/navigation";
import { resolveSidebar } from "@/lib/navigation";

/**
 * The sidebar's links; groups are native disclosures, so they need no script.
 * Their looks are `.site-nav` of app/globals.css: every page's HTML and React
 * payload carry the sidebar, so each link's utilities would be sent twice.
 */
export function SidebarNav() {
  return (
    <nav aria-label="Site" className="site-nav">
      <ul>
        {resolveSidebar(sidebarEntries).map((entry) =>
          entry.kind === "link" ? (
            <li key={entry.label}>
              <PageLink href={entry.href}>{entry.label}</PageLink>
            </li>
          ) : (
            <li key={entry.label}>
              <details>
                <summary>
                  {entry.label}
                  <span aria-hidden="true">›</span>
                </summary>
                <ul>
                  {entry.links.map((link) => (
                    <li key={link.href}>
                      <PageLink href={link.href}>{link.label}</PageLink>
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
