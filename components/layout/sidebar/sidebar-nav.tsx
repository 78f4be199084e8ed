import Link from "next/link";
import { sidebarEntries } from "@/data/navigation";
import { resolveSidebar } from "@/lib/navigation";

/** The sidebar's links; groups are native disclosures, so they need no script. */
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
                className="block rounded-md px-3 py-2.5 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800"
              >
                {entry.label}
              </Link>
            </li>
          ) : (
            <li key={entry.label}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2.5 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
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
                        className="block rounded-md px-3 py-2 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
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
