"use server";

import "server-only";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import { readLocale } from "@/lib/locale";
import { planIntent, type PlanState } from "@/lib/memberships/portal-state";
import { database } from "@/lib/server/db/client";
import { verifiedUser } from "@/lib/server/identity";
import { planOfAccount, postPlan } from "@/lib/server/memberships/portal";

const unavailable = (locale: Locale): PlanState => ({
  step: "failed",
  message: translator(locale, "plan")("unavailable"),
});

function log(error: unknown) {
  console.error(
    "Membership portal:",
    error instanceof Error ? error.message : error,
  );
}

/** "Your plan" for the signed-in account; the server verifies the ID token. */
export async function loadPlan(
  idToken: string,
  language?: unknown,
): Promise<PlanState> {
  const locale = readLocale(language);
  const user = await verifiedUser(idToken);
  if (!user) {
    return {
      step: "failed",
      message: translator(locale, "plan")("signInAgain"),
    };
  }
  try {
    return await planOfAccount(await database(), user.uid, new Date(), locale);
  } catch (error) {
    log(error);
    return unavailable(locale);
  }
}

/** A post of the portal's form: the signed form token proves who may act. */
export async function planAction(
  _previous: PlanState,
  formData: FormData,
): Promise<PlanState> {
  const locale = readLocale(formData.get("locale"));
  try {
    return await postPlan(
      await database(),
      {
        token: formData.get("token"),
        intent: planIntent(formData.get("intent")),
        language: locale,
      },
      new Date(),
    );
  } catch (error) {
    log(error);
    return unavailable(locale);
  }
}
