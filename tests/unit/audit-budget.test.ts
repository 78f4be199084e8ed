import {
  budgetMisses,
  chosenRoutes,
  medianRun,
  type PageRuns,
  type RunFigures,
} from "@/scripts/audit-budget.mjs";

const run = (figures: Partial<RunFigures>): RunFigures => ({
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  indexable: true,
  fcpMs: 800,
  lcpMs: 1000,
  ttiMs: 2000,
  tbtMs: 0,
  cls: 0,
  jsBytes: 100_000,
  ...figures,
});

// The styled floor: devtools LCP 1.30 s, performance 100 and 99, TBT 10 and 40 ms.
const floor: PageRuns = {
  simulate: run({ lcpMs: 800, performance: 1, tbtMs: 10 }),
  devtools: run({ lcpMs: 1300, performance: 0.99, tbtMs: 40 }),
};

const page = (
  simulate: Partial<RunFigures> = {},
  devtools: Partial<RunFigures> = {},
): PageRuns => ({
  simulate: run({ lcpMs: 1500, performance: 0.98, tbtMs: 60, ...simulate }),
  devtools: run({ lcpMs: 1500, performance: 0.97, tbtMs: 90, ...devtools }),
});

describe("budgetMisses", () => {
  it("passes a page exactly at every limit", () => {
    expect(
      budgetMisses(
        "/",
        page(
          { lcpMs: 2000, performance: 0.98, tbtMs: 60, cls: 0.0004 },
          { lcpMs: 1500, performance: 0.97, tbtMs: 90, cls: 0 },
        ),
        floor,
      ),
    ).toEqual([]);
  });

  it("fails a page just past each speed limit", () => {
    expect(
      budgetMisses(
        "/",
        page(
          { lcpMs: 2001, performance: 0.97, tbtMs: 61, cls: 0.001 },
          { lcpMs: 1501, performance: 0.96, tbtMs: 91, cls: 0.002 },
        ),
        floor,
      ),
    ).toEqual([
      "devtools LCP 1.501 s > 1.500 s (floor + 200 ms)",
      "simulated LCP 2.001 s > 2.000 s",
      "simulate performance 97 < 98",
      "simulate TBT 61 ms > 60 ms (floor + 50 ms)",
      "simulate CLS 0.001 > 0",
      "devtools performance 96 < 97",
      "devtools TBT 91 ms > 90 ms (floor + 50 ms)",
      "devtools CLS 0.002 > 0",
    ]);
  });

  it("says a fractional miss to the tenth of a millisecond", () => {
    expect(
      budgetMisses("/", page({}, { tbtMs: 90.06, lcpMs: 1500.6 }), floor),
    ).toEqual([
      "devtools LCP 1.501 s > 1.500 s (floor + 200 ms)",
      "devtools TBT 90.1 ms > 90 ms (floor + 50 ms)",
    ]);
  });

  it("judges performance in whole points, as the report shows it", () => {
    // 0.976 shows as 98 (floor 100 − 2), 0.964 as 96 (floor 99 − 3).
    expect(
      budgetMisses(
        "/",
        page({ performance: 0.976 }, { performance: 0.964 }),
        floor,
      ),
    ).toEqual(["devtools performance 96 < 97"]);
  });

  it("fails a missing figure rather than passing it", () => {
    expect(
      budgetMisses(
        "/",
        page({ lcpMs: null, tbtMs: null }, { cls: null, performance: null }),
        floor,
      ),
    ).toEqual([
      "simulated LCP – > 2.000 s",
      "simulate TBT – > 60 ms (floor + 50 ms)",
      "devtools performance – < 97",
      "devtools CLS – > 0",
    ]);
  });

  it("fails everything judged against a floor that has no figure", () => {
    const blank = run({ lcpMs: null, performance: null, tbtMs: null });
    expect(
      budgetMisses("/", page(), { simulate: blank, devtools: blank }),
    ).toEqual([
      "devtools LCP 1.500 s > – (floor + 200 ms)",
      "simulate performance 98 < –",
      "simulate TBT 60 ms > – (floor + 50 ms)",
      "devtools performance 97 < –",
      "devtools TBT 90 ms > – (floor + 50 ms)",
    ]);
  });

  it("reads accessibility, best practices, SEO and JavaScript from the simulated run", () => {
    expect(
      budgetMisses(
        "/cart",
        page(
          {
            accessibility: 0.99,
            bestPractices: 0.96,
            seo: 0.92,
            jsBytes: 163_841,
          },
          {
            accessibility: 0,
            bestPractices: 0,
            seo: 0,
            jsBytes: 999_999,
          },
        ),
        floor,
      ),
    ).toEqual([
      "accessibility 99 < 100",
      "best practices 96 < 100",
      "SEO 92 < 100",
      "JS 160.0 kB > 160.0 kB",
    ]);
    expect(budgetMisses("/cart", page({ jsBytes: 163_840 }), floor)).toEqual(
      [],
    );
  });

  it("skips SEO on a noindex page and the JavaScript budget on the sign-in pages", () => {
    for (const route of ["/user", "/staff"])
      expect(
        budgetMisses(
          route,
          page({ seo: 0.5, indexable: false, jsBytes: 190_000 }),
          floor,
        ),
      ).toEqual([]);
    expect(
      budgetMisses("/checkout", page({ jsBytes: 190_000 }), floor),
    ).toEqual(["JS 185.5 kB > 160.0 kB"]);
  });
});

describe("medianRun", () => {
  // Medians: FCP 900 ms, TTI 2800 ms. Squared distances from them: a 50 000,
  // b 50 000, c 1 440 000 (the median FCP, but a late long task held its TTI),
  // d 90 000, e 130 000.
  const runs = [
    { id: "a", fcpMs: 800, ttiMs: 3000, tbtMs: 1 },
    { id: "b", fcpMs: 1000, ttiMs: 2600, tbtMs: 2 },
    { id: "c", fcpMs: 900, ttiMs: 4000, tbtMs: 3 },
    { id: "d", fcpMs: 1200, ttiMs: 2800, tbtMs: 4 },
    { id: "e", fcpMs: 700, ttiMs: 2500, tbtMs: 5 },
  ];

  it("is the run nearest the median FCP and TTI, the tie going to the sooner TTI", () => {
    expect(medianRun(runs)).toEqual({
      id: "b",
      fcpMs: 1000,
      ttiMs: 2600,
      tbtMs: 2,
    });
  });

  it("takes the mean of the two middle values of an even count", () => {
    // Median TTI 2200 ms: b and c are both 100 ms from it.
    expect(
      medianRun([
        { id: "a", fcpMs: 1000, ttiMs: 2000 },
        { id: "b", fcpMs: 1000, ttiMs: 2100 },
        { id: "c", fcpMs: 1000, ttiMs: 2300 },
        { id: "d", fcpMs: 1000, ttiMs: 2600 },
      ]).id,
    ).toBe("b");
  });

  it("shows a failed run when at least half the runs failed", () => {
    const failed = { id: "failed", fcpMs: null, ttiMs: null };
    expect(
      medianRun([failed, { ...failed }, { id: "ok", fcpMs: 500, ttiMs: 2000 }])
        .id,
    ).toBe("failed");
    expect(
      medianRun([
        failed,
        { id: "ok", fcpMs: 500, ttiMs: 2000 },
        { id: "slow", fcpMs: 600, ttiMs: 3000 },
      ]).id,
    ).toBe("ok");
  });

  it("refuses no runs at all", () => {
    expect(() => medianRun([])).toThrow("medianRun needs at least one run");
  });
});

describe("chosenRoutes", () => {
  it("prefers the command line, then AUDIT_ROUTES, then every page", () => {
    expect(chosenRoutes(["/", "/cart"], "/about-us")).toEqual(["/", "/cart"]);
    expect(chosenRoutes([], " /about-us, /cart ,,/about-us")).toEqual([
      "/about-us",
      "/cart",
    ]);
    expect(chosenRoutes([], undefined)).toBeNull();
    expect(chosenRoutes([], " , ")).toBeNull();
  });

  it("refuses a route that is not a path", () => {
    expect(() => chosenRoutes(["cart", "/", "https://x"], undefined)).toThrow(
      'Routes are paths that start with "/", such as /privacy-policy; not "cart", "https://x"',
    );
  });
});
