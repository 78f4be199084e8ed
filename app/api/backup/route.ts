import { refusedWithoutCronSecret } from "@/lib/server/cron-guard";
import { connection } from "@/lib/server/db/client";
import { answer } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/**
 * The embedded engine's backup, taken by the server that holds its folder
 * (docs/product.md §14.9): `npm run db:backup` asks here while the site runs.
 * Guarded like the cron route; PostgreSQL is backed up with pg_dump instead.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = refusedWithoutCronSecret(request);
  if (refused) return refused;
  let dump: Blob;
  try {
    const open = await connection();
    if (!open.dump) {
      return answer(
        {
          error:
            "This site runs on PostgreSQL: back it up with pg_dump (npm run db:backup with DATABASE_URL).",
        },
        409,
      );
    }
    dump = await open.dump();
  } catch (error) {
    return answer(
      {
        error: `The database could not be backed up: ${error instanceof Error ? error.message : String(error)}`,
      },
      503,
    );
  }
  return new Response(dump, {
    headers: {
      "content-type": "application/gzip",
      "cache-control": "no-store",
    },
  });
}
