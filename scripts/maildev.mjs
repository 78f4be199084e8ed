// What scripts/serve.mjs needs to run MailDev beside `npm start`; the address
// itself lives in lib/maildev.mjs.
import { localMaildev } from "../lib/maildev.mjs";

export const maildevArgs = localMaildev.args;
export const maildevInbox = localMaildev.inbox;
