import "server-only";
import nodemailer from "nodemailer";
import { company } from "@/data/company";
import type { Composed } from "@/lib/requests/compose";
import { localSmtpUrl } from "@/lib/maildev.mjs";
import {
  notificationMessageId,
  type NotificationKey,
} from "@/lib/requests/message-id";

/**
 * Sends one mail: to the company, or to the customer it names (docs/product.md §21). Settings are read now, not at build time,
 * so one build can be started against different mail servers.
 */
export async function deliver(
  composed: Composed,
  notification: NotificationKey,
): Promise<void> {
  const from =
    process.env.MAIL_FROM || `"${company.name} website" <${company.email}>`;
  const transport = nodemailer.createTransport({
    url: process.env.SMTP_URL || localSmtpUrl,
    // A mail server that hangs must not keep the visitor waiting for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({
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
  } finally {
    transport.close();
  }
}
