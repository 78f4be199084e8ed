import "server-only";
import nodemailer from "nodemailer";
import { company } from "@/data/company";
import { translator } from "@/lib/i18n/catalogue";
import type { Composed } from "@/lib/mail/compose";
import { localSmtpUrl } from "@/lib/maildev.mjs";
import {
  notificationMessageId,
  type NotificationKey,
} from "@/lib/requests/message-id";

type Transport = ReturnType<typeof nodemailer.createTransport>;

/** The open connection to the mail server, kept for the next mail while SMTP_URL stays the same. */
let open: { url: string; transport: Transport } | undefined;

/**
 * One pooled connection per mail server, instead of a connection, greeting
 * and sign-in per mail: a rush of bookings queues three mails each. A
 * connection that fails is replaced on the next mail; the outbox retries the
 * mail itself.
 */
function transportFor(url: string): Transport {
  if (open?.url !== url) {
    open?.transport.close();
    open = {
      url,
      transport: nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: 1,
        // A mail server that hangs must not keep the visitor waiting for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return open.transport;
}

/**
 * Sends one mail: to the company, or to the customer it names (docs/product.md §21). Settings are read now, not at build time,
 * so one build can be started against different mail servers.
 */
export async function deliver(
  composed: Composed,
  notification: NotificationKey,
): Promise<void> {
  const from =
    process.env.MAIL_FROM ||
    `"${translator("en", "staffMail")("sender", { company: company.name })}" <${company.email}>`;
  await transportFor(process.env.SMTP_URL || localSmtpUrl).sendMail({
    from,
    messageId: notificationMessageId(notification, from),
    // A customer's, member's or Tech's own mail names its recipient;
    // everything else is the company's.
    to: composed.to ?? (process.env.MAIL_TO || company.email),
    replyTo: composed.replyTo,
    subject: composed.subject,
    text: composed.text,
    html: composed.html,
    attachments: composed.attachments?.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
    // Only `to` above is an envelope recipient, never the Reply-To.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}
