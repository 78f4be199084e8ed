import {
  buildSource,
  deploymentEnvironment,
  isIndexable,
  privatePaths,
  robotsHeaders,
} from "@/lib/deployment.mjs";
import { translatedPaths } from "@/data/routes";
import { gitOutput } from "@/lib/server/git.mjs";
import { pageMetadata } from "@/lib/seo";

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
  it("marks only the visitor-only pages and the CMS in production", () => {
    expect(robotsHeaders({})).toEqual([
      {
        source:
          "/(bookings|bookings/confirmation|cart|checkout|user|staff|content|techs/edit|problems/new|tech/problems|tech/bookings|tech/reviews|es/bookings|es/bookings/confirmation|es/cart|es/checkout|es/user)",
        headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }],
      },
      {
        source: "/reviews/:path*",
        headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }],
      },
      {
        source: "/es/reviews/:path*",
        headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }],
      },
      {
        source: "/admin/:path*",
        headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }],
      },
    ]);
  });

  it("keeps the Spanish page of every visitor-only page out of search results too", () => {
    const privateWithSpanish = translatedPaths.filter((path) =>
      privatePaths.includes(path),
    );
    expect(privateWithSpanish.length).toBeGreaterThan(0);
    for (const path of privateWithSpanish)
      expect(privatePaths).toContain(`/es${path}`);
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

describe("the robots rule of a private page", () => {
  it("is the same in the meta tag as in the header", () => {
    const meta = pageMetadata({
      title: "Cart",
      description: "The services you have chosen, ready to book.",
      path: "/cart",
    });
    expect(meta.robots).toBe("noindex, nofollow");
    const header = robotsHeaders({})[0]!.headers[0]!.value;
    expect(header).toBe("noindex, nofollow");
  });

  it("leaves a public page indexable", () => {
    const meta = pageMetadata({
      title: "About us",
      description: "Who we are and how we work, for homes and small offices.",
      path: "/about-us",
    });
    expect(meta.robots).toEqual({ index: true, follow: true });
  });
});

describe("buildSource", () => {
  const git =
    (answers: Record<string, string | undefined>) => (args: string[]) =>
      answers[args.join(" ")];
  const repo = git({
    "rev-parse --abbrev-ref HEAD": "issue-16",
    "rev-parse HEAD": "ab0282611c0ffee5ab0282611c0ffee5ab028261",
  });

  it("prefers the host's variables to git", () => {
    expect(
      buildSource(
        {
          VERCEL_GIT_COMMIT_REF: "feature/banner",
          VERCEL_GIT_COMMIT_SHA: "9d9cc8b1234567890abcdef1234567890abcdef1",
        },
        repo,
      ),
    ).toEqual({ branch: "feature/banner", commit: "9d9cc8b" });
  });

  it("asks git when the host says nothing", () => {
    expect(buildSource({}, repo)).toEqual({
      branch: "issue-16",
      commit: "ab02826",
    });
  });

  it("names nothing without git, and no branch for a detached checkout", () => {
    expect(buildSource({}, git({}))).toEqual({ branch: "", commit: "" });
    expect(
      buildSource({}, git({ "rev-parse --abbrev-ref HEAD": "HEAD" })).branch,
    ).toBe("");
  });

  it("drops a commit that is not a git hash", () => {
    expect(
      buildSource(
        { VERCEL_GIT_COMMIT_SHA: "<script>alert(1)</script>" },
        git({}),
      ).commit,
    ).toBe("");
  });
});

describe("gitOutput (lib/server/git.mjs)", () => {
  it("returns git's answer, trimmed", () => {
    expect(gitOutput(["--version"])).toMatch(/^git version \S+$/);
  });

  it("returns undefined, never throws, when git fails", () => {
    expect(
      gitOutput(["rev-parse", "--verify", "no-such-ref/at-all"]),
    ).toBeUndefined();
  });
});
