import type { Locale } from "@/data/locale";
import {
  navigationHrefs,
  sidebarEntries,
  type Link,
  type NavigationLinkKey,
} from "@/data/navigation";
import type { Service, ServiceCategory } from "@/data/services";
import { translator } from "@/lib/i18n/catalogue";
import { servicePath } from "@/lib/service-path";

/** A sidebar entry of data/navigation.ts with its label in one language. */
export type LabelledEntry =
  | ({ readonly kind: "link"; readonly link: NavigationLinkKey } & Link)
  | {
      readonly kind: "category";
      readonly label: string;
      readonly category: ServiceCategory;
    };

/** The sidebar in a language: data/navigation.ts's entries and order, with the `navigation` catalogue's labels. */
export function sidebarIn(locale: Locale): readonly LabelledEntry[] {
  const t = translator(locale, "navigation");
  return sidebarEntries.map((entry) =>
    entry.kind === "category"
      ? { ...entry, label: t(`categories.${entry.category}`) }
      : {
          ...entry,
          label: t(`links.${entry.link}`),
          href: navigationHrefs[entry.link],
        },
  );
}

export type ResolvedEntry =
  | ({ kind: "link" } & Link)
  | { kind: "group"; label: string; id: string; links: Link[] };

/**
 * Turns sidebar entries into links and groups: a category with one service links
 * straight to it, one with several opens to its services, an empty one is left out.
 * `catalogue` is the published services in the entries' language.
 */
export function resolveSidebar(
  entries: readonly LabelledEntry[],
  catalogue: readonly Service[],
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
  entries: readonly LabelledEntry[],
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
