import { refusedWithoutCronSecret } from "@/lib/server/cron-guard";
import { answer } from "@/lib/server/http";
import { runSitePeriodicWork } from "@/lib/server/periodic";

export const dynamic = "force-dynamic";
// Vercel's limit for one call; the periodic work stays within 45 s of it.
export const maxDuration = 60;

/**
 * Runs the periodic work once (docs/product.md §14.7), for Vercel Cron
 * (vercel.json) or any scheduler that sends `Authorization: Bearer
 * $CRON_SECRET`. Anything else gets 401 and nothing is done. A task that
 * fails is reported in the body; the call itself still answers 200.
 */
export async function GET(request: Request): Promise<Response> {
  const refused = refusedWithoutCronSecret(request);
  if (refused) return refused;
  const outcomes = await runSitePeriodicWork(new Date());
  return answer({
    tasks: outcomes.map((outcome) =>
      outcome.ok
        ? { name: outcome.name, ok: true, result: outcome.result ?? null }
        : { name: outcome.name, ok: false, error: outcome.error },
    ),
  });
}
