// npm run requests:prune: applies the retention rule now (docs/product.md
// §12.6) to the database the server uses (DATABASE_URL, or the embedded one in
// DATABASE_DIR), and says how many requests it erased. The server also applies
// it at start and daily; this is for an operator who wants it done now.
import { database } from "@/lib/server/db/client";
import { pruneRequests } from "@/lib/server/retention";

const db = await database();
const erased = await pruneRequests(db, new Date());
console.log(
  `Erased the personal details of ${erased.bookings} bookings and ${erased.messages} contact messages changed more than the retention period ago.`,
);
process.exit(0);
