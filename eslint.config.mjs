import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import house from "./eslint/house.mjs";

/**
 * The layers of docs/architecture.md: an import may only point down
 * app → components → lib → data. Inside lib/, pure logic never reaches the I/O
 * in lib/server/; components reach lib/server/ only for its Server Actions.
 */
const layers = {
  "import/no-restricted-paths": [
    "error",
    {
      zones: [
        {
          target: "./data",
          from: ["./app", "./components", "./lib", "./proxy.ts"],
          message: "data/ imports only data/ (docs/architecture.md).",
        },
        {
          target: "./messages",
          from: ["./app", "./components", "./lib", "./data", "./proxy.ts"],
          message:
            "messages/ holds the catalogues and imports only messages/ (docs/architecture.md).",
        },
        {
          target: "./lib",
          from: ["./app", "./components"],
          message:
            "lib/ does not import components/ or app/ (docs/architecture.md).",
        },
        {
          target: ["./lib/!(server)/**", "./lib/*.*"],
          from: "./lib/server",
          message:
            "lib/ outside lib/server/ is pure and does no I/O (docs/architecture.md).",
        },
        {
          target: "./components",
          from: "./app",
          message: "components/ does not import app/ (docs/architecture.md).",
        },
        {
          target: "./components",
          from: "./lib/server",
          except: ["./actions"],
          message:
            "components/ reach the server only through Server Actions in lib/server/actions/ (docs/architecture.md).",
        },
      ],
    },
  ],
};

/**
 * The house's conventions as errors (docs/lint-rules.md), each naming the
 * module to use instead. Tests and scripts are outside them: a test computes
 * its expected times with its own Intl, and seeds tables directly.
 */
const code = ["{app,components,lib,data}/**/*.{js,jsx,mjs,ts,tsx,mts}", "*.ts"];
const timeModule = ["lib/dates.ts", "lib/dates/**"];
const inTimeModule =
  "lib/dates.ts (or lib/dates/), the one time module (docs/lint-rules.md)";
const zoneEngine = {
  group: ["@date-fns/tz", "date-fns-tz", "**/time-zone"],
  message: `Read and write zoned times with ${inTimeModule}, not the zone engine.`,
};
// What publishedCatalogue() answers until the CMS does: read by it alone.
const catalogueModule = "lib/server/content/catalogue.ts";
const contentCatalogue = {
  name: "@/lib/content/services",
  importNames: ["contentCatalogue"],
  message: `Read the published catalogue with publishedCatalogue() from ${catalogueModule} (or take it as an argument), not data/'s composition of it.`,
};
const conventions = [
  {
    files: code,
    plugins: { house },
    rules: {
      "house/one-writer": "error",
      "house/rooms": "error",
    },
  },
  {
    files: ["{app,components}/**/*.{js,jsx,mjs,ts,tsx,mts}"],
    ignores: ["components/forms/alert.tsx"],
    rules: { "house/no-hand-alert": "error" },
  },
  {
    files: ["components/**/*.{js,jsx,mjs,ts,tsx,mts}"],
    ignores: ["components/api/**"],
    rules: { "house/no-raw-fetch": "error" },
  },
  {
    files: code,
    ignores: timeModule,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [zoneEngine], paths: [contentCatalogue] },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: `Format dates and times with ${inTimeModule}, not a new Intl.DateTimeFormat.`,
        },
        {
          selector:
            "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: `Format dates and times with ${inTimeModule}, not Intl.DateTimeFormat.`,
        },
        {
          selector:
            "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]",
          message: `Format dates and times with ${inTimeModule}, not toLocaleDateString or toLocaleTimeString.`,
        },
        {
          selector:
            "CallExpression[callee.property.name='toLocaleString'] > ObjectExpression > Property[key.name='timeZone']",
          message: `Format dates and times with ${inTimeModule}, not toLocaleString with a timeZone.`,
        },
      ],
    },
  },
  {
    // The one reader of today's composition keeps only the zone rule.
    files: [catalogueModule],
    rules: {
      "no-restricted-imports": ["error", { patterns: [zoneEngine] }],
    },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  // Not .cjs (lighthouserc.cjs): the import plugin is registered for the rest only.
  { files: ["**/*.{js,jsx,mjs,ts,tsx,mts}"], rules: layers },
  ...conventions,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      "reports/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      // Written by Payload: `npm run cms -- migration NAME` and `-- import-map`.
      "lib/server/db/cms-migrations/**",
      "app/(payload)/admin/importMap.js",
    ],
  },
];

export default config;
