// MailDev as `npm start` and the tests run it: SMTP on 127.0.0.1:1025 (the
// site's default SMTP_URL), the inbox and its REST API on 127.0.0.1:1080.
export const maildevSmtpPort = 1025;
export const maildevWebPort = 1080;
export const maildevInbox = `http://127.0.0.1:${maildevWebPort}`;

/** The npx command line, loopback only, so no one else can read the inbox. */
export const maildevArgs = [
  "maildev",
  "--ip",
  "127.0.0.1",
  "--smtp",
  String(maildevSmtpPort),
  "--web",
  String(maildevWebPort),
  "--silent",
];
