/** @jest-environment node */
import { pendingDrafts } from "@/lib/server/cms/drafts";

// /preview's list of drafts, read from the CMS (here the seeded content,
// tests/unit/cms-content.ts, unless a test says the database is down).
describe("the drafts /preview lists", () => {
  it("are none while the drafts are what is published", async () => {
    expect(await pendingDrafts()).toEqual([]);
  });

  it("are unknown, not a failure, when the database does not answer", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    const down = () =>
      Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:9"));
    expect(await pendingDrafts(down)).toBeUndefined();
    expect(logged).toHaveBeenCalledWith(
      "Drafts unavailable for /preview:",
      "connect ECONNREFUSED 127.0.0.1:9",
    );
    logged.mockRestore();
  });
});
