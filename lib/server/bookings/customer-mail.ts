import "server-only";
import { publishedCatalogue } from "@/lib/server/content/catalogue";
import { company } from "@/data/company";
import {
  composeCustomerMail,
  type CustomerEvent,
  type MailedBooking,
} from "@/lib/bookings/mail/customer";
import { manageLinkUrl, signManageLink } from "@/lib/bookings/manage-link";
import type { Composed } from "@/lib/mail/compose";
import { siteUrl } from "@/lib/site";
import { bookingTokenSecret } from "@/lib/server/secrets";
import type { Database } from "@/lib/server/db/client";
import { publicTechNames } from "@/lib/server/techs/public";
import { techPath } from "@/lib/techs/card";

export type Inform = (
  booking: MailedBooking,
  event: CustomerEvent,
) => Composed | undefined;

/**
 * Composes the customer's mails with a signed manage link to their booking
 * (docs/product.md §21). The secret is read before any transaction opens, so
 * the mail can then be written in the same transaction as the change. A
 * caller that already holds the public names of the Techs its mails may name
 * (`named`) saves reading every Tech's.
 */
export async function customerMailer(
  db: Database,
  now: Date,
  named?: ReadonlyMap<string, { displayName: string; handle: string }>,
): Promise<Inform> {
  const secret = await bookingTokenSecret(db);
  const site = siteUrl();
  const techs = new Map(
    [...(named ?? (await publicTechNames(db)))].map(([uid, tech]) => [
      uid,
      {
        displayName: tech.displayName,
        url: new URL(techPath(tech.handle), site.origin).href,
      },
    ]),
  );
  const catalogue = await publishedCatalogue();
  return (booking, event) =>
    composeCustomerMail(booking, event, {
      company,
      manageUrl: manageLinkUrl(
        site.origin,
        signManageLink(booking.reference, secret),
        "manage",
        booking.language,
      ),
      calendar: {
        host: site.host,
        timeZone: company.timeZone,
        now,
        catalogue,
      },
      techs,
    });
}
