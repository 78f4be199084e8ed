// The first step of `npm start`: on a hosting platform it stops, before the
// build, with the commands to use there (scripts/hosting-platform.mjs).
import { hostingPlatform, platformRefusal } from "./hosting-platform.mjs";

const where = hostingPlatform(process.env);
if (where) {
  console.error(platformRefusal(where));
  process.exit(1);
}
