// `npm run dev`: the Next.js dev server with hot reload, and beside it the same
// local services `npm start` runs for whatever is not configured (the Auth
// emulator, MailDev; docs/product.md §14). Ctrl-C stops them all.
import { bin, startLocalServices } from "./local-services.mjs";
import { createSupervisor } from "./supervise.mjs";

const port = process.env.PORT || "3000";
const supervisor = createSupervisor();

await startLocalServices(supervisor, process.env);
supervisor.run("Next.js dev server", bin("next"), ["dev", "-p", port], {
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
