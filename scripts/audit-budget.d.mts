export type Method = "simulate" | "devtools";

/** One Lighthouse run's figures, as the budgets read them. */
export type RunFigures = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  indexable: boolean;
  fcpMs: number | null;
  lcpMs: number | null;
  ttiMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsBytes: number;
};

export type PageRuns = Record<Method, RunFigures>;

export declare const methods: readonly Method[];
export declare const budgets: Readonly<{
  devtoolsLcpOverFloorMs: number;
  simulatedLcpMs: number;
  performancePointsUnderFloor: number;
  tbtOverFloorMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsBytes: number;
}>;
export declare const jsBudgetExempt: readonly string[];
export declare const defaultRuns: number;
export declare function medianRun<
  R extends { fcpMs: number | null; ttiMs: number | null },
>(runs: readonly R[]): R;
export declare function budgetMisses(
  route: string,
  page: PageRuns,
  floor: PageRuns,
): string[];
export declare function chosenRoutes(
  args: readonly string[],
  envRoutes: string | undefined,
): string[] | null;
