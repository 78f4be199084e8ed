import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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

const config = [
  ...nextVitals,
  ...nextTs,
  // Not .cjs (lighthouserc.cjs): the import plugin is registered for the rest only.
  { files: ["**/*.{js,jsx,mjs,ts,tsx,mts}"], rules: layers },
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      "reports/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
