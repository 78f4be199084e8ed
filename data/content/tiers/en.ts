import type { TierCopy, TierId } from "@/data/tiers";

/** The Managed IT plans in English (content, read through lib/content/tiers.ts). */
export const tiersEn = {
  gold: {
    name: "Gold",
    users: "10 users",
    storage: "2 GB storage",
    support: "Email support",
    features: ["Help center access"],
  },
  platinum: {
    name: "Platinum",
    users: "20 users",
    storage: "10 GB storage",
    support: "Priority email support",
    features: ["Help center access"],
  },
  custom: {
    name: "Custom",
    users: "Unlimited users",
    storage: "Unlimited storage",
    support: "Phone and email support",
    features: ["Plan built around your office"],
  },
} as const satisfies Record<TierId, TierCopy>;
