import { operatingSystems } from "@/data/remote-sessions";

/**
 * An operating system's name by its id: apart from ./rules.ts, which reads
 * the catalogues of every language and so must stay out of an island.
 */
export function osLabel(id: string): string {
  return operatingSystems.find((o) => o.id === id)?.label ?? id;
}
