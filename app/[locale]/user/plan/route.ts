import { defaultLocale, type Locale } from "@/data/locale";
import { planPage } from "@/lib/memberships/portal-page";
import { planIntent, type PlanState } from "@/lib/memberships/portal-state";
import { database } from "@/lib/server/db/client";
import { postPlan } from "@/lib/server/memberships/portal";
import { readLocale } from "@/lib/locale";
import { translator } from "@/lib/i18n/catalogue";

/** A token and an intent fit many times over. */
const bodyLimit = 4 * 1024;

function page(state: PlanState, language: Locale, status = 200) {
  return new Response(planPage(state, language), {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

/**
 * The portal's form posted without JavaScript (docs/product.md §20.3): the
 * same work as the Server Action, answered as a plain page in the form's
 * language (its `locale` field; a form that cannot be read names none, and
 * is answered in the default language). The signed form token is the proof;
 * cross-site posts are refused before this (proxy.ts).
 */
export async function POST(request: Request) {
  const unread = translator(defaultLocale, "plan");
  if (Number(request.headers.get("content-length")) > bodyLimit) {
    return page(
      { step: "failed", message: unread("page.tooLarge") },
      defaultLocale,
      413,
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return page(
      { step: "failed", message: unread("page.unreadable") },
      defaultLocale,
      400,
    );
  }
  const language = readLocale(form.get("locale"));
  try {
    const state = await postPlan(
      await database(),
      {
        token: form.get("token"),
        intent: planIntent(form.get("intent")),
        language,
      },
      new Date(),
    );
    return page(state, language, state.step === "failed" ? 400 : 200);
  } catch (error) {
    console.error(
      "Membership portal:",
      error instanceof Error ? error.message : error,
    );
    return page(
      {
        step: "failed",
        message: translator(language, "plan")("page.unreachable"),
      },
      language,
      // A clear page, not an error: the member reads it in a browser.
      200,
    );
  }
}
