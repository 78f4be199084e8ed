import {
  deploymentEnvironment,
  isIndexable,
  robotsHeaders,
} from "@/lib/deployment.mjs";

describe("deployment environment", () => {
  it.each([
    [{}, "production", true],
    [{ VERCEL_ENV: "production" }, "production", true],
    [{ VERCEL_ENV: "preview" }, "preview", false],
    [{ VERCEL_ENV: "development" }, "development", false],
    [{ SITE_ENV: "staging" }, "staging", false],
    [{ SITE_ENV: "production" }, "production", true],
    [{ VERCEL_ENV: "preview", SITE_ENV: "production" }, "preview", false],
  ])("%p is %s, indexable: %p", (env, name, indexable) => {
    expect(deploymentEnvironment(env)).toBe(name);
    expect(isIndexable(env)).toBe(indexable);
  });
});

describe("robotsHeaders", () => {
  it("marks only the visitor-only pages in production", () => {
    expect(robotsHeaders({})).toEqual([
      {
        source: "/(cart|checkout|user)",
        headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }],
      },
    ]);
  });

  it("marks every response of a preview", () => {
    expect(robotsHeaders({ VERCEL_ENV: "preview" })).toEqual([
      {
        source: "/:path*",
        headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }],
      },
    ]);
  });
});
