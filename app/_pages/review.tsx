import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/forms/alert";
import { IslandWords } from "@/components/shared/island-words";
import type { Locale } from "@/data/locale";
import { noindexRobots } from "@/lib/deployment.mjs";
import { translator } from "@/lib/i18n/catalogue";
import { database } from "@/lib/server/db/client";
import { openReview } from "@/lib/server/reviews/customer";
import { ReviewBooking } from "@/components/reviews/review-booking";
import { ReviewForm } from "@/components/reviews/review-form";
import { ReviewNeedsJavaScript } from "@/components/reviews/review-needs-javascript";

/** Never indexed: the link is the customer's own. */
export function reviewMetadata(locale: Locale): Metadata {
  return {
    title: translator(locale, "reviewForm")("title"),
    robots: noindexRobots,
  };
}

type Opened = Awaited<ReturnType<typeof openReview>> | "unavailable";

async function open(token: string, locale: Locale): Promise<Opened> {
  try {
    return await openReview(await database(), token, null, new Date(), locale);
  } catch (error) {
    console.error(
      "Reviews:",
      error instanceof Error ? error.message : String(error),
    );
    return "unavailable";
  }
}

/**
 * The review of one Completed booking, opened from the "How did it go?" mail
 * or the account (docs/product.md §24), in the language of its address.
 * Rendered on request, so the server decides from the link what the page
 * offers, and says a refusal as a sentence.
 */
export async function ReviewPage({
  params,
  locale,
}: {
  params: Promise<{ token: string }>;
  locale: Locale;
}) {
  const said = await getTranslations({ locale, namespace: "reviewForm" });
  const token = (await params).token.slice(0, 512);
  const opened = await open(token, locale);
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {said("heading")}
      </h1>
      {opened === "unavailable" ? (
        <Alert>{said("unavailable")}</Alert>
      ) : !opened.ok ? (
        <p
          data-refusal={opened.refusal.reason}
          className="rounded-lg bg-slate-100 px-3 py-2 font-semibold text-slate-900"
        >
          {opened.refusal.error}
        </p>
      ) : (
        <>
          <ReviewBooking booking={opened.form.booking} locale={locale} />
          <ReviewNeedsJavaScript locale={locale} />
          <div className="js-only">
            <IslandWords locale={locale} namespaces={["reviewForm", "reviews"]}>
              <ReviewForm link={token} initial={opened.form} locale={locale} />
            </IslandWords>
          </div>
        </>
      )}
    </div>
  );
}
