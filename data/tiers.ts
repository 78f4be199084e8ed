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

export const tiers = [
  {
    id: "gold",
    name: "Gold",
    price: 199,
    users: "10 users",
    storage: "2 GB storage",
    support: "Email support",
    features: ["Help center access"],
  },
  {
    id: "platinum",
    name: "Platinum",
    price: 299,
    users: "20 users",
    storage: "10 GB storage",
    support: "Priority email support",
    features: ["Help center access"],
    highlighted: true,
  },
  {
    id: "custom",
    name: "Custom",
    price: null,
    users: "Unlimited users",
    storage: "Unlimited storage",
    support: "Phone and email support",
    features: ["Plan built around your office"],
  },
] as const satisfies readonly Tier[];
