import { otherKind } from "@/data/problems";
import { sidebarEntries } from "@/data/navigation";
import navigation from "@/messages/en/navigation.json";
import labels from "@/messages/en/labels.json";

// Apart from ./schema.ts: the problem pages' islands draw the kinds, and so
// carry none of the server's checks.

/** The kinds a problem can be filed under: a service group, or "Something else". */
export const problemKinds = [
  ...sidebarEntries.flatMap((entry) =>
    entry.kind === "category"
      ? [{ id: entry.category, label: navigation.categories[entry.category] }]
      : [],
  ),
  { id: otherKind.id, label: labels.otherKind },
];

export function kindLabel(id: string): string {
  return problemKinds.find((k) => k.id === id)?.label ?? labels.otherKind;
}
