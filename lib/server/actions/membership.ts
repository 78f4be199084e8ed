"use server";

import "server-only";
import { readLocale } from "@/lib/locale";
import { planIntent, type PlanState } from "@/lib/memberships/portal-state";
import { database } from "@/lib/server/db/client";
import { verifiedUser } from "@/lib/server/identity";
import { planOfAccount, postPlan } from "@/lib/server/memberships/portal";

const unavailable: PlanState = {
  step: "failed",
  message:
    "Your plan cannot be shown just now. Please try again in a few minutes.",
};

function log(error: unknown) {
  console.error(
    "Membership portal:",
    error instanceof Error ? error.message : error,
  );
}

/** "Your plan" for the signed-in account; the server verifies the ID token. */
export async function loadPlan(idToken: string): Promise<PlanState> {
  const user = await verifiedUser(idToken);
  if (!user) {
    return {
      step: "failed",
      message: "Please sign in again to see your plan.",
    };
  }
  try {
    return await planOfAccount(await database(), user.uid, new Date());
  } catch (error) {
    log(error);
    return unavailable;
  }
}

/** A post of the portal's form: the signed form token proves who may act. */
export async function planAction(
  _previous: PlanState,
  formData: FormData,
): Promise<PlanState> {
  try {
    return await postPlan(
      await database(),
      {
        token: formData.get("token"),
        intent: planIntent(formData.get("intent")),
        language: readLocale(formData.get("locale")),
      },
      new Date(),
    );
  } catch (error) {
    log(error);
    return unavailable;
  }
}
