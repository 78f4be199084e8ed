import { PageLink } from "@/components/layout/page-link";
import type { Locale } from "@/data/locale";
import type { Service } from "@/data/services";
import { localePath } from "@/lib/i18n/paths";
import { resolveSidebar, sidebarIn } from "@/lib/navigation";

/**
 * The sidebar's links; groups are native disclosures, so they need no script.
 * Their looks are `.site-nav` of app/globals.css: every page's HTML and React
 * payload carry the sidebar, so each link's utilities would be sent twice.
 */
export function SidebarNav({
  locale,
  label,
  services,
}: {
  locale: Locale;
  label: string;
  /** The published services, in the page's language. */
  services: readonly Service[];
}) {
  const href = (path: string) => localePath(locale, path);
  return (
    <nav aria-label={label} className="site-nav">
      <ul>
        {resolveSidebar(sidebarIn(locale), services).map((entry) =>
          entry.kind === "link" ? (
            <li key={entry.label}>
              <PageLink href={href(entry.href)}>{entry.label}</PageLink>
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
                      <PageLink href={href(link.href)}>{link.label}</PageLink>
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
