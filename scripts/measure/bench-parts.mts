// What the in-process benches (bench:slots, bench:book-slots, bench:problems)
// share: the median and p95 of their timings, and the Techs they book.
import type { Database } from "@/lib/server/db/client";
import { techProfiles } from "@/lib/server/db/schema";
import { demoTechRow } from "@/lib/server/scheduling/demo";

/** "p50 ms | p95 ms" of the timings given (sorted in place). */
export function quantiles(times: number[]): string {
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return `${at(0.5).toFixed(1)} ms | ${at(0.95).toFixed(1)} ms`;
}

/** `count` published Techs who take every service in Manhattan, published an hour apart before `now`. */
export async function insertBenchTechs(db: Database, count: number, now: Date) {
  await db.insert(techProfiles).values(
    Array.from({ length: count }, (_, i) =>
      demoTechRow({
        uid: `bench-${i}`,
        handle: `bench-${i}`,
        displayName: `Bench Tech ${i}`,
        headline: "Everything",
        zips: "10001-10282",
        publishedAt: new Date(now.getTime() - i * 3_600_000),
      }),
    ),
  );
}
