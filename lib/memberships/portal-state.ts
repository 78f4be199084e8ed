import type { PlanView } from "./plan";

/**
 * What "Your plan" shows (docs/product.md §20.2–3), as the server answers it:
 * no membership, the plan, or the plan with the question before a switch.
 * `token` is the signed form token every post carries (lib/memberships/form-token.ts).
 */
export type PlanState =
  | { readonly step: "loading" }
  | { readonly step: "none" }
  | { readonly step: "failed"; readonly message: string }
  | {
      readonly step: "view" | "confirm-off" | "confirm-on";
      readonly plan: PlanView;
      readonly token: string;
      readonly notice?: string;
      readonly error?: string;
    };

export const planIntents = ["ask-off", "ask-on", "off", "on", "keep"] as const;

export type PlanIntent = (typeof planIntents)[number];

export function planIntent(value: unknown): PlanIntent | undefined {
  return planIntents.includes(value as PlanIntent)
    ? (value as PlanIntent)
    : undefined;
}
