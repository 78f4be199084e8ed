import "server-only";
import { publishedCatalogue } from "@/lib/server/content/catalogue";
import { bookedTitle } from "@/lib/content/services";
import type { Locale } from "@/data/locale";
import { company } from "@/data/company";
import { zonedDate } from "@/lib/dates";
import type { Composed } from "@/lib/mail/compose";
import { localePath } from "@/lib/i18n/paths";
import { reviewDeadline } from "@/lib/reviews/eligibility";
import { reviewPath, signReviewLink } from "@/lib/reviews/link";
import { composeReviewInvitation } from "@/lib/reviews/mail";
import { siteUrl } from "@/lib/site";
import type { Database } from "@/lib/server/db/client";
import type { bookings } from "@/lib/server/db/schema";
import { publicTechNames } from "@/lib/server/techs/public";
import { bookingTokenSecret } from "@/lib/server/secrets";

type Completed = Pick<
  typeof bookings.$inferSelect,
  | "reference"
  | "status"
  | "completedAt"
  | "email"
  | "firstName"
  | "services"
  | "assignedTechUid"
> &
  Partial<Pick<typeof bookings.$inferSelect, "language">>;

/** The full address of a booking's review link. */
export function reviewLinkUrl(
  booking: { reference: string; completedAt: Date },
  secret: string,
  locale: Locale = "en",
): string {
  const path = reviewPath(signReviewLink(booking, secret));
  return new URL(localePath(locale, path), siteUrl().origin).href;
}

/**
 * The "How did it go?" mail of a booking just marked Completed
 * (docs/product.md §24.1), for its customer's e-mail address: every such
 * customer gets the same mail, and nothing about the job or the customer
 * decides whether it goes. The secret and the Techs' names are read before
 * the booking's transaction opens, so the mail is queued inside it.
 */
export async function reviewInviter(
  db: Database,
): Promise<(booking: Completed) => Composed | undefined> {
  const secret = await bookingTokenSecret(db);
  const techs = await publicTechNames(db);
  const catalogue = await publishedCatalogue();
  return (booking) => {
    if (
      booking.status !== "completed" ||
      !booking.completedAt ||
      !booking.email
    ) {
      return undefined;
    }
    const language = booking.language ?? "en";
    const completed = {
      reference: booking.reference,
      completedAt: booking.completedAt,
    };
    return composeReviewInvitation({
      to: booking.email,
      firstName: booking.firstName,
      reference: booking.reference,
      services: booking.services.map((line) =>
        bookedTitle(line, catalogue, language),
      ),
      techName: booking.assignedTechUid
        ? (techs.get(booking.assignedTechUid)?.displayName ?? null)
        : null,
      link: reviewLinkUrl(completed, secret, language),
      language,
      lastDay: zonedDate(reviewDeadline(booking.completedAt), company.timeZone),
    });
  };
}
