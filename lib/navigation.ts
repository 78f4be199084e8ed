import type { Link, SidebarEntry } from "@/data/navigation";
import { services, type Service } from "@/data/services";
import { servicePath } from "@/lib/service-path";

export type ResolvedEntry =
  | ({ kind: "link" } & Link)
  | { kind: "group"; label: string; id: string; links: Link[] };

/**
 * Turns sidebar entries into links and groups: a category with one service links
 * straight to it, one with several opens to its services, an empty one is left out.
 */
export function resolveSidebar(
  entries: readonly SidebarEntry[],
  catalogue: readonly Service[] = services,
): ResolvedEntry[] {
  return entries.flatMap((entry): ResolvedEntry[] => {
    if (entry.kind === "link") return [entry];
    const inCategory = catalogue.filter((s) => s.category === entry.category);
    const links = inCategory.map((s) => ({
      label: s.title,
      href: servicePath(s.slug),
    }));
    if (links.length === 0) return [];
    if (links.length === 1)
      return [{ kind: "link", label: entry.label, href: links[0]!.href }];
    return [{ kind: "group", label: entry.label, id: entry.category, links }];
  });
}
