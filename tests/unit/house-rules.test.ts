/** @jest-environment node */
import { lintPlanted, type LintMessage, type Planted } from "./planted-lint";

// Each rule of docs/lint-rules.md gets files that break it, whose message
// must name the module to use instead, and files it must let pass; a rule
// that silently stops matching fails here.

type Case = {
  rule: string;
  file: string;
  source: string;
  /** The rule's messages for this file: [] where it must pass. */
  expected: string[];
};

const fetchMessage =
  "Use callApi (with a token) or callPublic (without) from components/api/call-api.ts instead of fetch.";
const alertMessage =
  'Use Alert from components/forms/alert.tsx instead of writing role="alert" by hand.';
const timeModule =
  "lib/dates.ts (or lib/dates/), the one time module (docs/lint-rules.md)";
const newFormat = `Format dates and times with ${timeModule}, not a new Intl.DateTimeFormat.`;
const zoneEngine = (specifier: string) =>
  `'${specifier}' import is restricted from being used by a pattern. Read and write zoned times with ${timeModule}, not the zone engine.`;
const catalogueMessage =
  "'contentCatalogue' import from '@/lib/content/services' is restricted. Read the published catalogue with publishedCatalogue() from lib/server/content/catalogue.ts (or take it as an argument), not data/'s composition of it.";
const writer = (table: string, writers: string) =>
  `${table} is written only by ${writers}: call a function there instead (eslint/rules/one-writer.mjs).`;
const above = (from: string, fromRoom: string, to: string, toRoom: string) =>
  `${from} (${fromRoom}) may not import ${to} (${toRoom}): ${toRoom} sits above ${fromRoom} in eslint/rules/rooms.mjs, and a room imports only the rooms below it. Move what both need down to a lower room.`;
const sideways = (from: string, to: string) =>
  `components/${from}/ may not import ${to}: a feature imports only the shared rooms (api, forms, layout, icons, images, content, share, account, shared) of eslint/rules/rooms.mjs. Move what both need into one of them.`;

const schema = (table: string) =>
  `import { ${table} } from "@/lib/server/db/schema";\nimport type { Database } from "@/lib/server/db/client";\n`;
const used = "\nexport const planted = imported;\n";

const cases: Case[] = [
  // fetch( in components/ outside components/api/.
  {
    rule: "house/no-raw-fetch",
    file: "components/cart/planted.ts",
    source: 'export const load = () => fetch("/checkout/api/slots");',
    expected: [fetchMessage],
  },
  {
    rule: "house/no-raw-fetch",
    file: "components/staff/planted.ts",
    source: 'export const load = () => window.fetch("/staff/api/session");',
    expected: [fetchMessage],
  },
  {
    rule: "house/no-raw-fetch",
    file: "components/api/planted.ts",
    source: 'export const load = () => fetch("/checkout/api/slots");',
    expected: [],
  },
  // new Intl.DateTimeFormat and zoned toLocale*String outside the time module.
  {
    rule: "no-restricted-syntax",
    file: "lib/scheduling/planted.ts",
    source: 'export const day = new Intl.DateTimeFormat("en-US");',
    expected: [newFormat],
  },
  {
    rule: "no-restricted-syntax",
    file: "components/staff/planted.ts",
    source: 'export const day = Intl.DateTimeFormat("en-US");',
    expected: [
      `Format dates and times with ${timeModule}, not Intl.DateTimeFormat.`,
    ],
  },
  {
    rule: "no-restricted-syntax",
    file: "lib/server/planted.ts",
    source:
      'export const at = (d: Date) => d.toLocaleString("en-US", { timeZone: "America/New_York" });',
    expected: [
      `Format dates and times with ${timeModule}, not toLocaleString with a timeZone.`,
    ],
  },
  {
    rule: "no-restricted-syntax",
    file: "app/planted/page.tsx",
    source: "export const day = (d: Date) => d.toLocaleDateString();",
    expected: [
      `Format dates and times with ${timeModule}, not toLocaleDateString or toLocaleTimeString.`,
    ],
  },
  {
    rule: "no-restricted-syntax",
    file: "lib/dates.ts",
    source: 'export const day = new Intl.DateTimeFormat("en-US");',
    expected: [],
  },
  {
    rule: "no-restricted-syntax",
    file: "lib/dates/planted.ts",
    source: 'export const day = new Intl.DateTimeFormat("en-US");',
    expected: [],
  },
  {
    rule: "no-restricted-syntax",
    file: "lib/planted.ts",
    source: 'export const count = (n: number) => n.toLocaleString("en-US");',
    expected: [],
  },
  {
    rule: "no-restricted-syntax",
    file: "tests/unit/planted.test.ts",
    source: 'export const day = new Intl.DateTimeFormat("en-US");',
    expected: [],
  },
  // The catalogue read around publishedCatalogue(), which the CMS replaces.
  {
    rule: "no-restricted-imports",
    file: "app/_pages/planted.tsx",
    source: `import { contentCatalogue as imported } from "@/lib/content/services";${used}`,
    expected: [catalogueMessage],
  },
  {
    rule: "no-restricted-imports",
    file: "lib/cart/planted.ts",
    source: `import { contentCatalogue as imported } from "@/lib/content/services";${used}`,
    expected: [catalogueMessage],
  },
  {
    rule: "no-restricted-imports",
    file: "lib/server/content/catalogue.ts",
    source: `import { contentCatalogue as imported } from "@/lib/content/services";${used}`,
    expected: [],
  },
  {
    rule: "no-restricted-imports",
    file: "lib/cart/planted.ts",
    source: `import { bookedTitle as imported } from "@/lib/content/services";${used}`,
    expected: [],
  },
  {
    rule: "no-restricted-imports",
    file: "tests/unit/planted.test.ts",
    source: `import { contentCatalogue as imported } from "@/lib/content/services";${used}`,
    expected: [],
  },
  // The zone engine outside the time module.
  {
    rule: "no-restricted-imports",
    file: "lib/scheduling/planted.ts",
    source: `import imported from "@date-fns/tz";${used}`,
    expected: [zoneEngine("@date-fns/tz")],
  },
  {
    rule: "no-restricted-imports",
    file: "lib/planted.ts",
    source: `import imported from "date-fns-tz";${used}`,
    expected: [zoneEngine("date-fns-tz")],
  },
  {
    rule: "no-restricted-imports",
    file: "components/staff/planted.tsx",
    source: `import imported from "@/lib/bookings/time-zone";${used}`,
    expected: [zoneEngine("@/lib/bookings/time-zone")],
  },
  {
    rule: "no-restricted-imports",
    file: "lib/bookings/planted.ts",
    source: `import imported from "./time-zone";${used}`,
    expected: [zoneEngine("./time-zone")],
  },
  {
    rule: "no-restricted-imports",
    file: "lib/dates.ts",
    source: `import imported from "@date-fns/tz";${used}`,
    expected: [],
  },
  {
    rule: "no-restricted-imports",
    file: "lib/dates/planted.ts",
    source: `import imported from "@date-fns/tz";${used}`,
    expected: [],
  },
  // A write to a table outside its writer.
  {
    rule: "house/one-writer",
    file: "lib/server/problems/planted.ts",
    source: `${schema("bids")}export const bid = (db: Database) => db.insert(bids).values([]);`,
    expected: [writer("bids", "lib/server/problems/store.ts")],
  },
  {
    rule: "house/one-writer",
    file: "lib/server/problems/planted.ts",
    source: `${schema("problemEvents")}export const note = (db: Database) => db.update(problemEvents).set({});`,
    expected: [writer("problemEvents", "lib/server/problems/store.ts")],
  },
  {
    rule: "house/one-writer",
    file: "lib/server/scheduling/planted.ts",
    source: `${schema("techProfiles")}export const hours = (db: Database) => db.update(techProfiles).set({});`,
    expected: [writer("techProfiles", "lib/server/techs/rows.ts")],
  },
  {
    rule: "house/one-writer",
    file: "lib/server/bookings/planted.ts",
    source: `${schema("bookings")}export const join = (db: Database) => db.update(bookings).set({});`,
    expected: [writer("bookings", "lib/server/records.ts")],
  },
  {
    rule: "house/one-writer",
    file: "lib/server/planted.ts",
    source: `import { sql } from "drizzle-orm";\n${schema("notifications")}export const erase = (db: Database) => db.execute(sql\`update \${notifications} set text = ''\`);`,
    expected: [writer("notifications", "lib/server/outbox.ts")],
  },
  {
    rule: "house/one-writer",
    file: "lib/server/problems/planted.ts",
    source: `import { sql } from "drizzle-orm";\nimport type { Database } from "@/lib/server/db/client";\nexport const bid = (db: Database) => db.execute(sql\`insert into bids (price) values (1)\`);`,
    expected: [writer("bids", "lib/server/problems/store.ts")],
  },
  {
    rule: "house/one-writer",
    file: "lib/server/outbox.ts",
    source: `${schema("notifications")}export const queue = (db: Database) => db.insert(notifications).values([]);`,
    expected: [],
  },
  {
    rule: "house/one-writer",
    file: "lib/server/problems/store.ts",
    source: `${schema("bids")}export const bid = (db: Database) => db.insert(bids).values([]);`,
    expected: [],
  },
  {
    rule: "house/one-writer",
    file: "tests/unit/db/planted.test.ts",
    source: `${schema("bids")}export const seed = (db: Database) => db.insert(bids).values([]);`,
    expected: [],
  },
  // role="alert" written by hand outside Alert.
  {
    rule: "house/no-hand-alert",
    file: "components/bookings/planted.tsx",
    source: 'export const Failed = () => <p role="alert">Failed.</p>;',
    expected: [alertMessage],
  },
  {
    rule: "house/no-hand-alert",
    file: "app/planted/page.tsx",
    source: 'export const Failed = () => <p role={"alert"}>Failed.</p>;',
    expected: [alertMessage],
  },
  {
    rule: "house/no-hand-alert",
    file: "components/bookings/planted.tsx",
    source: 'export const props = { role: "alert" };',
    expected: [alertMessage],
  },
  {
    rule: "house/no-hand-alert",
    file: "components/forms/alert.tsx",
    source: 'export const Alert = () => <p role="alert">Failed.</p>;',
    expected: [],
  },
  {
    rule: "house/no-hand-alert",
    file: "components/bookings/planted.tsx",
    source: 'export const Saved = () => <p role="status">Saved.</p>;',
    expected: [],
  },
  // An import against the rooms of lib/server/.
  {
    rule: "house/rooms",
    file: "lib/server/background.ts",
    source: `import imported from "@/lib/server/periodic";${used}`,
    expected: [
      above(
        "lib/server/background.ts",
        "infrastructure",
        "lib/server/periodic",
        "periodic",
      ),
    ],
  },
  {
    rule: "house/rooms",
    file: "lib/server/reviews/planted.ts",
    source: `import imported from "@/lib/server/scheduling/bookable";${used}`,
    expected: [
      above(
        "lib/server/reviews/planted.ts",
        "reviews",
        "lib/server/scheduling/bookable",
        "scheduling",
      ),
    ],
  },
  {
    rule: "house/rooms",
    file: "lib/server/reviews/planted.ts",
    source: `import imported from "../techs/cache";${used}`,
    expected: [
      above(
        "lib/server/reviews/planted.ts",
        "reviews",
        "lib/server/techs/cache",
        "techs",
      ),
    ],
  },
  {
    rule: "house/rooms",
    file: "lib/server/bookings/planted.ts",
    source: `export { imported } from "@/lib/server/problems/shared";`,
    expected: [
      above(
        "lib/server/bookings/planted.ts",
        "bookings",
        "lib/server/problems/shared",
        "problems",
      ),
    ],
  },
  {
    rule: "house/rooms",
    file: "lib/server/desk/planted.ts",
    source: `export const later = () => import("@/lib/server/remote/desk");`,
    expected: [
      "lib/server/desk/planted.ts (desk) may not import lib/server/remote/desk (remote): remote sits beside desk in eslint/rules/rooms.mjs, and a room imports only the rooms below it. Move what both need down to a lower room.",
    ],
  },
  {
    rule: "house/rooms",
    file: "lib/server/planted.ts",
    source: `import imported from "@/lib/server/bookings/changes";${used}`,
    expected: [
      above(
        "lib/server/planted.ts",
        "infrastructure",
        "lib/server/bookings/changes",
        "bookings",
      ),
    ],
  },
  {
    rule: "house/rooms",
    file: "lib/server/problems/planted.ts",
    source: `import imported from "@/lib/server/desk/actions";${used}`,
    expected: [],
  },
  {
    rule: "house/rooms",
    file: "lib/server/reviews/planted.ts",
    source: `import imported from "@/lib/server/outbox";${used}`,
    expected: [],
  },
  {
    rule: "house/rooms",
    file: "lib/server/bookings/planted.ts",
    source: `import imported from "@/lib/server/customer-mailer";${used}`,
    expected: [],
  },
  {
    rule: "house/rooms",
    file: "lib/server/periodic.ts",
    source: `import imported from "@/lib/server/problems/periodic";${used}`,
    expected: [],
  },
  // A component importing another feature sideways.
  {
    rule: "house/rooms",
    file: "components/reviews/planted.tsx",
    source: `import imported from "@/components/problems/error-summary";${used}`,
    expected: [sideways("reviews", "components/problems/error-summary")],
  },
  {
    rule: "house/rooms",
    file: "components/techs/planted.tsx",
    source: `import imported from "../reviews/rating-summary";${used}`,
    expected: [sideways("techs", "components/reviews/rating-summary")],
  },
  {
    rule: "house/rooms",
    file: "components/forms/planted.tsx",
    source: `import imported from "@/components/user/auth-gate";${used}`,
    expected: [sideways("forms", "components/user/auth-gate")],
  },
  {
    rule: "house/rooms",
    file: "components/reviews/planted.tsx",
    source: `import imported from "@/components/forms/alert";\nimport gate from "@/components/account/signed-in-gate";\nimport { callApi } from "@/components/api/call-api";\nexport const planted = [imported, gate, callApi];`,
    expected: [],
  },
  {
    rule: "house/rooms",
    file: "components/user/signed-in.tsx",
    source: `import imported from "@/components/problems/your-problems";${used}`,
    expected: [],
  },
  {
    rule: "house/rooms",
    file: "components/staff/desk-sections.ts",
    source: `import imported from "@/components/reviews/desk-reviews";${used}`,
    expected: [],
  },
  {
    rule: "house/rooms",
    file: "components/layout/site-frame.tsx",
    source: `import imported from "@/components/cart/cart-provider";${used}`,
    expected: [],
  },
];

describe("the linter keeps the house's conventions", () => {
  let results: LintMessage[][];
  beforeAll(async () => {
    results = await lintPlanted(
      cases.map(({ file, source }): Planted => [file, source]),
    );
  }, 120_000);

  it.each(
    cases.map((c, i) => [c.rule, c.file, c.source, c.expected, i] as const),
  )("%s on %s: %s", (rule, _file, _source, expected, i) => {
    const messages = results[i] ?? [{ rule: "fatal", message: "not linted" }];
    expect(messages.filter((m) => m.rule === "fatal")).toEqual([]);
    expect(
      messages.filter((m) => m.rule === rule).map((m) => m.message),
    ).toEqual(expected);
  });
});
