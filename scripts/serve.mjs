// `npm run serve` runs the built site (`next start`) and nothing else; a
// production server checks its own settings as it starts (instrumentation.ts).
// With LOCAL_SERVICES=1, as `npm start` sets, the local Auth emulator and
// MailDev run beside it for whatever is not configured (docs/product.md §14).
// Any one stopping stops them all.
import {
  bin,
  localServicesWanted,
  startLocalServices,
} from "./local-services.mjs";
import { createSupervisor } from "./supervise.mjs";

const port = process.env.PORT || "3000";
const supervisor = createSupervisor();

if (localServicesWanted(process.env)) {
  await startLocalServices(supervisor, process.env);
}
supervisor.run("Next.js", bin("next"), ["start", "-p", port], {
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
