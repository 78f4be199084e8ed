import type { AssignedTech } from "@/lib/desk/payloads";

/** Who does a booking's work, as the desk's cards and detail name them. */
export function techLabel(tech: AssignedTech | null): string {
  return tech ? `${tech.displayName} (@${tech.handle})` : "No Tech yet";
}
