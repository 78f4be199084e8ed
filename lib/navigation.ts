import type { Link, SidebarEntry } from "@/data/navigation";
import type { Service, ServiceCategory } from "@/data/services";
import { englishServices } from "@/lib/content/services";
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
  catalogue: readonly Service[] = englishServices,
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

export type ServiceGroup<S> = {
  label: string;
  category: ServiceCategory;
  services: S[];
};

/**
 * The catalogue in the sidebar's groups and order, for /services (docs/product.md §7):
 * every service once, under its sidebar label; a group without services is left out.
 */
export function serviceGroups<S extends { category: ServiceCategory }>(
  entries: readonly SidebarEntry[],
  catalogue: readonly S[],
): ServiceGroup<S>[] {
  return entries.flatMap((entry) => {
    if (entry.kind !== "category") return [];
    const members = catalogue.filter((s) => s.category === entry.category);
    return members.length === 0
      ? []
      : [{ label: entry.label, category: entry.category, services: members }];
  });
}
