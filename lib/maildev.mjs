// @ts-check
// MailDev, the local mail server with an inbox to read (docs/product.md §6): its
// one address, used by the mailer's default, `npm start` and the tests. Plain ESM
// because scripts and playwright.config.ts import it as well as the server.

/** Loopback only, so no one else can read the inbox. */
export const maildevHost = "127.0.0.1";

/** The ports `npm start` runs MailDev on, and the mailer's default SMTP server. */
export const maildevPorts = { smtp: 1025, web: 1080 };

/**
 * MailDev on given ports: the SMTP URL the site sends to, the inbox (with its
 * REST API) and the npx command line that runs it.
 * @param {{ smtp: number, web: number }} ports
 */
export function maildevAt(ports) {
  return {
    smtpUrl: `smtp://${maildevHost}:${ports.smtp}`,
    inbox: `http://${maildevHost}:${ports.web}`,
    args: [
      "maildev",
      "--ip",
      maildevHost,
      "--smtp",
      String(ports.smtp),
      "--web",
      String(ports.web),
      "--silent",
    ],
  };
}

/** The MailDev `npm start` runs; its SMTP URL is the site's default SMTP_URL. */
export const localMaildev = maildevAt(maildevPorts);

/** The site's SMTP server when SMTP_URL is not set: the MailDev above. */
export const localSmtpUrl = localMaildev.smtpUrl;
