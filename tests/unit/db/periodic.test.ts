/** @jest-environment node */
import type { Database } from "@/lib/server/db/client";
import {
  periodicTasks,
  runPeriodicWork,
  runSitePeriodicWork,
} from "@/lib/server/periodic";

// These tasks do not touch the database; the ones that do are tested on both
// engines through the cron route (cron-retry.test.ts).
const db = {} as Database;
const now = new Date("2026-11-25T12:00:00Z");

describe("runPeriodicWork", () => {
  it("runs every task, and one that throws does not stop the others", async () => {
    const ran: string[] = [];
    const outcomes = await runPeriodicWork(db, now, {
      tasks: [
        {
          name: "first",
          run: async (_db, at) => {
            ran.push(`first ${at.toISOString()}`);
            return 1;
          },
        },
        {
          name: "broken",
          run: async () => {
            throw new Error("relation does not exist");
          },
        },
        { name: "last", run: async () => ran.push("last") },
      ],
    });
    expect(ran).toEqual(["first 2026-11-25T12:00:00.000Z", "last"]);
    expect(outcomes).toEqual([
      { name: "first", ok: true, result: 1 },
      { name: "broken", ok: false, error: "relation does not exist" },
      { name: "last", ok: true, result: 2 },
    ]);
  });

  it("returns within its budget when a task hangs, handing the deadline to each", async () => {
    let deadline: Date | undefined;
    const started = Date.now();
    const outcomes = await runPeriodicWork(db, now, {
      budgetMs: 200,
      tasks: [
        { name: "hangs", run: () => new Promise(() => {}) },
        {
          name: "quick",
          run: async (_db, _now, until) => {
            deadline = until;
          },
        },
      ],
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(deadline).toEqual(new Date(now.getTime() + 200));
    expect(outcomes).toEqual([
      { name: "hangs", ok: false, error: "still running after 200 ms" },
      { name: "quick", ok: true, result: undefined },
    ]);
  });

  it("reports every task as not run when the database cannot be opened", async () => {
    const saved = { ...process.env };
    process.env.DATABASE_URL = "postgres://nobody@127.0.0.1:9/none";
    try {
      const outcomes = await runSitePeriodicWork(now);
      expect(outcomes.map((o) => [o.name, o.ok])).toEqual(
        periodicTasks.map((t) => [t.name, false]),
      );
      expect(outcomes[0]).toMatchObject({
        error: expect.stringMatching(/^database unavailable: /),
      });
    } finally {
      process.env = saved;
    }
  });

  it("names each registered task once", () => {
    const names = periodicTasks.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      "outbox",
      "retention",
      "membership retention",
      "remote-session retention",
      "remote-session expiry",
      "booking reminders",
      "problem expiry",
      "membership renewals and reminders",
      "rate limits",
    ]);
  });
});
