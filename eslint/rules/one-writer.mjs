// Each table is written by one module, so a table's rules (its state
// machine, its history, the mail it queues) are kept in one place
// (docs/lint-rules.md). Tests and scripts are outside the rule.
import path from "node:path";

/**
 * Table (its name in lib/server/db/schema.ts) → the files that may insert
 * into, update or delete from it. Where a table is written from more than one
 * file today, the list holds them all, so no new writer joins unseen.
 */
export const writers = {
  bookings: ["lib/server/records.ts"],
  // A booking's history: the generic addHistory, an account joining its
  // bookings, and the erasure of old notes.
  bookingEvents: [
    "lib/server/records.ts",
    "lib/server/bookings/history.ts",
    "lib/server/bookings/join.ts",
  ],
  bookingEventChanges: ["lib/server/bookings/changes.ts"],
  bookingReminders: ["lib/server/reminders.ts"],
  messages: ["lib/server/requests/store.ts"],
  messageEvents: ["lib/server/requests/store.ts"],
  notifications: ["lib/server/outbox.ts"],
  rateLimits: ["lib/server/admission.ts"],
  serverSecrets: ["lib/server/secrets.ts"],
  cspReports: ["lib/server/csp-reports.ts"],
  techProfiles: ["lib/server/techs/rows.ts"],
  techEvents: ["lib/server/techs/rows.ts"],
  // A problem is posted by its Client; every later move goes through the store.
  problems: ["lib/server/problems/client.ts", "lib/server/problems/store.ts"],
  problemTechs: ["lib/server/problems/client.ts"],
  bids: ["lib/server/problems/store.ts"],
  problemEvents: ["lib/server/problems/store.ts"],
  // The retention run erases a lapsed membership's personal fields.
  memberships: ["lib/server/memberships/store.ts", "lib/server/retention.ts"],
  membershipEvents: [
    "lib/server/memberships/store.ts",
    "lib/server/retention.ts",
  ],
  membershipReminders: ["lib/server/memberships/periodic.ts"],
  remoteComputers: [
    "lib/server/remote/computers.ts",
    "lib/server/remote/retention.ts",
  ],
  remoteSessions: ["lib/server/remote/steps.ts", "lib/server/remote/ask.ts"],
  reviews: ["lib/server/reviews/store.ts"],
  reviewEvents: ["lib/server/reviews/store.ts"],
};

const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const bySqlName = new Map(Object.keys(writers).map((t) => [snake(t), t]));
const verbs = new Set(["insert", "update", "delete"]);
// A statement written out in SQL: `insert into bids`, `update "bids"`.
const statement = /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi;
// A statement whose table is interpolated: sql`update ${notifications} …`.
const statementEnd = /\b(?:insert\s+into|update|delete\s+from)\s*$/i;

/** The table a drizzle argument names: `bids`, or `schema.bids`. */
function tableOf(node) {
  if (!node) return undefined;
  if (node.type === "Identifier") return node.name;
  if (node.type === "MemberExpression" && !node.computed) {
    return node.property.name;
  }
  return undefined;
}

/** @type {import("eslint").Rule.RuleModule} */
const oneWriter = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      writer:
        "{{table}} is written only by {{writers}}: call a function there instead (eslint/rules/one-writer.mjs).",
    },
  },
  create(context) {
    const file = path
      .relative(context.cwd, context.filename)
      .split(path.sep)
      .join("/");
    function check(node, table) {
      const allowed = Object.hasOwn(writers, table) ? writers[table] : null;
      if (!allowed || allowed.includes(file)) return;
      context.report({
        node,
        messageId: "writer",
        data: { table, writers: allowed.join(" or ") },
      });
    }
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === "MemberExpression" &&
          !callee.computed &&
          verbs.has(callee.property.name) &&
          node.arguments.length === 1
        ) {
          check(node, tableOf(node.arguments[0]));
        }
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag;
        const isSql =
          (tag.type === "Identifier" && tag.name === "sql") ||
          (tag.type === "MemberExpression" && tag.object.name === "sql");
        if (!isSql) return;
        const { quasis, expressions } = node.quasi;
        quasis.forEach((quasi, i) => {
          const text = quasi.value.cooked ?? quasi.value.raw;
          for (const [, name] of text.matchAll(statement)) {
            const table = bySqlName.get(name.toLowerCase());
            if (table) check(node, table);
          }
          if (statementEnd.test(text)) check(node, tableOf(expressions[i]));
        });
      },
    };
  },
};

export default oneWriter;
