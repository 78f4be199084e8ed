import { operatingSystems } from "@/data/remote-sessions";

/**
 * An operating system's name by its id, in a module of its own that islands
 * import without the rest of ./rules.ts.
 */
export function osLabel(id: string): string {
  return operatingSystems.find((o) => o.id === id)?.label ?? id;
}
