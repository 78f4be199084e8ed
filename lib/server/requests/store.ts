import "server-only";
import { composeContact } from "@/lib/requests/compose";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { composeMessageAcknowledgement } from "@/lib/bookings/mail/customer";
import { newMessageReference, newReference } from "@/lib/requests/reference";
import type { ContactRequest } from "@/lib/requests/schema";
import type { Database } from "@/lib/server/db/client";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { queueMail } from "@/lib/server/outbox";
import { messageEvents, messages } from "@/lib/server/db/schema";

/** Postgres's code for a unique index that refused a row. */
const isReferenceClash = (error: unknown) =>
  isUniqueViolation(error, "reference_key");

/**
 * Runs `write` with a fresh reference until no stored request has it: six
 * random characters rarely clash, and the unique index makes sure they never do.
 */
export async function withNewReference(
  write: (reference: string) => Promise<void>,
  draw: () => string = newReference,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const reference = draw();
    try {
      await write(reference);
      return reference;
    } catch (error) {
      if (!isReferenceClash(error) || attempt >= 5) throw error;
    }
  }
}

/**
 * Stores a contact message, the company's e-mail and the sender's
 * acknowledgement in one transaction. Its reference has a prefix of its own,
 * so it is never taken for a booking's (docs/product.md §21.6).
 */
export async function createMessage(
  db: Database,
  {
    request,
    language = "en",
    draw = newMessageReference,
    now,
  }: {
    request: ContactRequest;
    /** The language the sender wrote in: the acknowledgement is in it. */
    language?: Locale;
    draw?: () => string;
    /** When it was sent: the record's and its mails' time. */
    now: Date;
  },
): Promise<string> {
  return withNewReference(async (reference) => {
    const mail = composeContact(request, reference);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(messages)
        .values({
          reference,
          ...request,
          language,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: messages.id });
      await tx.insert(messageEvents).values({
        messageId: row!.id,
        at: now,
        actor: "visitor",
        action: "send",
        toStatus: "new",
      });
      const acknowledgement = composeMessageAcknowledgement(
        { reference, name: request.name, email: request.email, language },
        { company },
      );
      await queueMail(tx, [mail, acknowledgement], {
        messageId: row!.id,
        now,
      });
    });
  }, draw);
}
