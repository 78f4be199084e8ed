/** Managed IT plans (docs/product.md §10), sold by contact request only. */
export type Tier = {
  readonly id: "gold" | "platinum" | "custom";
  readonly name: string;
  /** USD; null means price on request. */
  readonly price: number | null;
  readonly users: string;
  readonly storage: string;
  readonly support: string;
  readonly features: readonly string[];
  readonly highlighted?: boolean;
};

/** A plan's words; its id, price and highlight are facts. */
export type TierCopy = Pick<
  Tier,
  "name" | "users" | "storage" | "support" | "features"
>;

export type TierId = Tier["id"];

/**
 * The plans' facts, in display order. Their words, in each language, are
 * content: lib/content/tiers.ts.
 */
export const tiers = [
  { id: "gold", price: 199 },
  { id: "platinum", price: 299, highlighted: true },
  { id: "custom", price: null },
] as const satisfies readonly Omit<Tier, keyof TierCopy>[];
