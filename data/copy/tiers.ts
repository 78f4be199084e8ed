import { tiersEs } from "@/data/es/tiers";
import type { Locale } from "@/data/locale";
import { tiers, type Tier } from "@/data/tiers";

/** A plan's words; its id, price and highlight are facts. */
export type TierCopy = Pick<
  Tier,
  "name" | "users" | "storage" | "support" | "features"
>;

export type TierId = Tier["id"];

function englishCopy(): Record<TierId, TierCopy> {
  const entries: [TierId, TierCopy][] = tiers.map((t) => [t.id, t]);
  // Every id has its entry: the ids are the plans of data/tiers.ts.
  return Object.fromEntries(entries) as Record<TierId, TierCopy>;
}

export const tierCopy: Readonly<
  Record<Locale, Readonly<Record<TierId, TierCopy>>>
> = {
  en: englishCopy(),
  es: tiersEs,
};
