import type { Metadata } from "next";
import { ReviewBooking } from "@/components/reviews/review-booking";
import { ReviewForm } from "@/components/reviews/review-form";
import { ReviewNeedsJavaScript } from "@/components/reviews/review-needs-javascript";
import { noindexRobots } from "@/lib/deployment.mjs";
import { database } from "@/lib/server/db/client";
import { openReview } from "@/lib/server/reviews/customer";
import { Alert } from "@/components/forms/alert";

/**
 * The review of one Completed booking, opened from the "How did it go?" mail
 * or the account (docs/product.md §24). Never indexed: the link is the
 * customer's own. Rendered on request, so the server decides from the link
 * what the page offers, and says a refusal as a sentence.
 */
export const metadata: Metadata = {
  title: "Review your booking",
  robots: noindexRobots,
};

export const dynamic = "force-dynamic";

type Opened = Awaited<ReturnType<typeof openReview>> | "unavailable";

async function open(token: string): Promise<Opened> {
  try {
    return await openReview(await database(), token, null, new Date());
  } catch (error) {
    console.error(
      "Reviews:",
      error instanceof Error ? error.message : String(error),
    );
    return "unavailable";
  }
}

export default async function ReviewPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const token = (await params).token.slice(0, 512);
  const opened = await open(token);
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        How did it go?
      </h1>
      {opened === "unavailable" ? (
        <Alert>
          Reviews cannot be written just now. Please try again in a minute.
        </Alert>
      ) : !opened.ok ? (
        <p
          data-refusal={opened.refusal.reason}
          className="rounded-lg bg-slate-100 px-3 py-2 font-semibold text-slate-900"
        >
          {opened.refusal.error}
        </p>
      ) : (
        <>
          <ReviewBooking booking={opened.form.booking} />
          <ReviewNeedsJavaScript />
          <div className="js-only">
            <ReviewForm link={token} initial={opened.form} />
          </div>
        </>
      )}
    </div>
  );
}
