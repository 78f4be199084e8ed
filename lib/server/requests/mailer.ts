import "server-only";
import nodemailer from "nodemailer";
import { company } from "@/data/company";
import type { Composed } from "@/lib/requests/compose";
import { localSmtpUrl } from "@/lib/maildev.mjs";

/**
 * Sends one request to the company, or one of the customer's own e-mails to
 * `to` (docs/product.md §19). Settings are read now, not at build time,
 * so one build can be started against different mail servers.
 */
export async function deliver(composed: Composed, to?: string): Promise<void> {
  const transport = nodemailer.createTransport({
    url: process.env.SMTP_URL || localSmtpUrl,
    // A mail server that hangs must not keep the visitor waiting for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({
      from:
        process.env.MAIL_FROM || `"${company.name} website" <${company.email}>`,
      to: to ?? (process.env.MAIL_TO || company.email),
      replyTo: composed.replyTo,
      subject: composed.subject,
      text: composed.text,
      html: composed.html,
      // Only `to` above is an envelope recipient, never the Reply-To.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  } finally {
    transport.close();
  }
}
