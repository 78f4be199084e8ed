import "server-only";
import { and, eq } from "drizzle-orm";
import { translator } from "@/lib/i18n/catalogue";
import { newReference } from "@/lib/requests/reference";
import { composeBidAccepted } from "@/lib/problems/mail";
import type { AcceptRefusal } from "@/lib/problems/refusals";
import { bidTransitions, problemTransitions } from "@/lib/problems/status";
import { createBidBooking } from "@/lib/server/bookings/bid-booking";
import type { Database } from "@/lib/server/db/client";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { bids, techProfiles } from "@/lib/server/db/schema";
import { queueMail } from "@/lib/server/outbox";
import { declinePending } from "./ending";
import { clientsProblem, link, mailTo, type Account } from "./shared";
import { moveBid, moveProblem } from "./store";
import { transition } from "@/lib/transitions";

const t = translator("en", "problemChecks");

export type AcceptOutcome =
  | {
      readonly ok: true;
      readonly reference: string;
      /** How many mails the change queued. */
      readonly queued: number;
    }
  | { readonly ok: false; readonly reason: AcceptRefusal };

/**
 * The Client accepts one bid (docs/product.md §18.4): in one transaction, the
 * problem is locked and moves to Accepted, the bid to Accepted, every other
 * pending bid to Declined, and a Requested booking at the bid's price is
 * created (lib/server/bookings/bid-booking.ts), assigned to its Tech, each with
 * its history and its e-mails. A second accept, from a double click or
 * another tab, finds the problem no longer open and changes nothing.
 */
export async function acceptBid(
  db: Database,
  client: Account,
  problemPublicId: string,
  bidPublicId: string,
  now: Date,
): Promise<AcceptOutcome> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference();
    try {
      return await db.transaction(async (tx): Promise<AcceptOutcome> => {
        const problem = await clientsProblem(tx, client, problemPublicId, {
          lock: true,
        });
        if (!problem) return { ok: false, reason: "not-found" };
        const problemTo = transition(
          problemTransitions,
          problem.status,
          "accept",
          "client",
        );
        if (!problemTo || problem.expiresAt <= now)
          return { ok: false, reason: "closed" };
        const [bid] = await tx
          .select({ bid: bids, email: techProfiles.email })
          .from(bids)
          .leftJoin(techProfiles, eq(techProfiles.uid, bids.techUid))
          .where(
            and(eq(bids.publicId, bidPublicId), eq(bids.problemId, problem.id)),
          )
          .for("update", { of: bids });
        if (!bid) return { ok: false, reason: "not-found" };
        const bidTo = transition(
          bidTransitions,
          bid.bid.status,
          "accept",
          "client",
        );
        if (!bidTo) return { ok: false, reason: "not-allowed" };
        const bookingId = await createBidBooking(tx, {
          reference,
          title: problem.title,
          price: bid.bid.price,
          startDate: bid.bid.startDate,
          timeWindow: bid.bid.timeWindow,
          accountUid: client.uid,
          techUid: bid.bid.techUid,
          techName: bid.email ?? t("history.theTech"),
          contact: {
            firstName: problem.firstName,
            lastName: problem.lastName,
            phone: problem.phone,
            email: problem.email,
          },
          notes: t("history.bookingNotes", {
            title: problem.title,
            contact: problem.contactMethod,
          }),
          now,
        });
        await moveProblem(
          tx,
          problem,
          {
            to: problemTo,
            actor: "client",
            action: "accept",
            note: reference,
            now,
          },
          { bookingId },
        );
        await moveBid(
          tx,
          { id: bid.bid.id, problemId: problem.id, status: "pending" },
          { to: bidTo, actor: "client", action: "accept", now },
        );
        const told = (
          await queueMail(
            tx,
            [
              mailTo(
                bid.email,
                composeBidAccepted({
                  title: problem.title,
                  reference,
                  link: link("/tech/bookings"),
                }),
              ),
            ],
            { now },
          )
        ).length;
        const declined = await declinePending(
          tx,
          problem,
          now,
          bid.bid.id,
          t("history.otherAccepted"),
        );
        return { ok: true, reference, queued: told + declined };
      });
    } catch (error) {
      if (!isUniqueViolation(error, "bookings_reference_key") || attempt >= 5)
        throw error;
    }
  }
}
