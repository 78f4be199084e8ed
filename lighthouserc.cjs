// Lighthouse CI: how `npm run audit` measures, and the budgets it holds every page
// to (docs/product.md §9.4). scripts/measure/audit.mjs serves the production build
// on loopback and passes the pages: every page of the sitemap, plus /cart,
// /checkout and /user.
// Lighthouse CI loads this file with require(), so it requires in turn.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { chromiumArgs, chromiumPath } = require("./scripts/chromium.mjs");

// Lighthouse reads the flags as one command line: quote a flag whose value has spaces.
const chromeFlags = chromiumArgs
  .map((flag) => (flag.includes(" ") ? flag.replace("=", '="') + '"' : flag))
  .join(" ");

/** Each budget is judged on the median run of five (the one Lighthouse CI calls representative). */
const budget = (options) => [
  "error",
  { ...options, aggregationMethod: "median-run" },
];

/** Pages never indexed (docs/product.md §8): Lighthouse's SEO score counts `noindex` against them. */
const noindex = "/(cart|checkout|user)$";

module.exports = {
  ci: {
    collect: {
      numberOfRuns: 5,
      chromePath: chromiumPath,
      // Lighthouse's defaults otherwise: a mobile device, simulated throttling.
      settings: { chromeFlags },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: ".*",
          assertions: {
            "categories:accessibility": budget({ minScore: 1 }),
            "categories:best-practices": budget({ minScore: 1 }),
            "cumulative-layout-shift": budget({ maxNumericValue: 0 }),
            // The "good" threshold of Core Web Vitals.
            "largest-contentful-paint": budget({ maxNumericValue: 2500 }),
          },
        },
        {
          matchingUrlPattern: `^(?!.*${noindex})`,
          assertions: { "categories:seo": budget({ minScore: 1 }) },
        },
        {
          // /user loads the sign-in SDK (about 26 kB gzip) as it starts, to know
          // who is signed in; every other page stays within 160 kB of scripts sent.
          matchingUrlPattern: "^(?!.*/user$)",
          assertions: {
            "resource-summary:script:size": budget({
              maxNumericValue: 160 * 1024,
            }),
          },
        },
      ],
    },
    upload: { target: "filesystem", outputDir: "reports/lhci" },
  },
};
