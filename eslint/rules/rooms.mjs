// Imports between the rooms of lib/server/ and of components/
// (docs/lint-rules.md). Paths are from the project's root; a path ending in
// "/" is a folder, any other names a file without its extension.
import path from "node:path";

/**
 * lib/server/, lowest level first. A file may import its own room and the
 * rooms of lower levels: never a higher level, nor a sibling room of its own
 * level. A file in no room counts as infrastructure.
 */
export const serverLevels = [
  {
    infrastructure: [
      "lib/server/db/",
      "lib/server/http",
      "lib/server/request-body",
      "lib/server/identity",
      "lib/server/secrets",
      "lib/server/admission",
      "lib/server/outbox",
      "lib/server/records",
      "lib/server/background",
      "lib/server/requests/",
      "lib/server/cron-guard",
      "lib/server/built-site",
      "lib/server/git",
      "lib/server/script-hash-manifest",
      "lib/server/start-check",
    ],
  },
  {
    // What every area may read of a Tech: who the public sees, the tags that
    // refresh their pages, and the profile's one writer.
    "tech-records": [
      "lib/server/techs/public",
      "lib/server/techs/refresh",
      "lib/server/techs/rows",
    ],
  },
  {
    // The CMS: Payload with its door (the guard and cookie the admin asks),
    // and the one reader of what it publishes, which every area that names
    // a service or its price reads.
    cms: ["lib/server/cms/", "lib/server/content/"],
  },
  {
    reviews: ["lib/server/reviews/"],
    memberships: ["lib/server/memberships/"],
    "csp-reports": ["lib/server/csp-reports"],
  },
  {
    techs: ["lib/server/techs/"],
    erasure: ["lib/server/erasure", "lib/server/retention"],
  },
  { scheduling: ["lib/server/scheduling/"] },
  {
    bookings: ["lib/server/bookings/", "lib/server/reminders"],
  },
  { desk: ["lib/server/desk/"], remote: ["lib/server/remote/"] },
  { problems: ["lib/server/problems/"] },
  {
    periodic: ["lib/server/periodic", "lib/server/server-start"],
    actions: ["lib/server/actions/"],
  },
];

/**
 * components/: a feature folder imports only its own files and the shared
 * rooms; a shared room imports only shared rooms.
 */
export const sharedComponents = {
  api: "the one client of the routes",
  forms: "fields, buttons and Alert",
  layout: "the page frame and its links",
  icons: "drawings without behaviour",
  images: "the image elements every page uses",
  content: "the banner and prose sections pages are made of",
  share: "the share button",
  account: "the sign-in gates every island sits behind",
  shared:
    "what several features show: a booking's services, ratings, the plans",
};

/** At most three exceptions across features, each with its reason; `from` is a path or a list. */
export const componentExceptions = [
  {
    from: "components/layout/",
    to: "components/cart/",
    why: "every page's frame holds the cart's provider and the header's cart link",
  },
  {
    from: "components/user/",
    to: "components/",
    why: "the account page shows each area's part of the account",
  },
  {
    from: ["components/staff/desk-sections", "components/staff/record-dialog"],
    to: "components/",
    why: "the desk shows each area's section",
  },
];

const inside = (file, member) =>
  member.endsWith("/")
    ? file.startsWith(member)
    : file === member || file.startsWith(`${member}.`);

const serverRooms = serverLevels.flatMap((rooms, level) =>
  Object.entries(rooms).map(([name, members]) => ({ name, members, level })),
);
const infrastructure = serverRooms[0];

function serverRoom(file) {
  return (
    serverRooms.find((room) => room.members.some((m) => inside(file, m))) ??
    infrastructure
  );
}

/** The feature folder of a file in components/, or undefined. */
function componentFolder(file) {
  const match = /^components\/([^/]+)\//.exec(file);
  return match?.[1];
}

/** The project-relative path of an import, or undefined for a package. */
function target(specifier, fromFile, root) {
  let absolute;
  if (specifier.startsWith("@/"))
    absolute = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) {
    absolute = path.resolve(path.dirname(fromFile), specifier);
  } else return undefined;
  return path.relative(root, absolute).split(path.sep).join("/");
}

/** @type {import("eslint").Rule.RuleModule} */
const rooms = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      server:
        "{{from}} ({{fromRoom}}) may not import {{to}} ({{toRoom}}): {{toRoom}} sits {{where}} {{fromRoom}} in eslint/rules/rooms.mjs, and a room imports only the rooms below it. Move what both need down to a lower room.",
      sideways:
        "components/{{from}}/ may not import {{to}}: a feature imports only the shared rooms ({{shared}}) of eslint/rules/rooms.mjs. Move what both need into one of them.",
    },
  },
  create(context) {
    const root = context.cwd;
    const fromFile = path
      .relative(root, context.filename)
      .split(path.sep)
      .join("/");
    const inServer = fromFile.startsWith("lib/server/");
    const fromFolder = componentFolder(fromFile);
    if (!inServer && !fromFolder) return {};

    function check(node, specifier) {
      if (typeof specifier !== "string") return;
      const to = target(specifier, context.filename, root);
      if (!to) return;
      if (inServer) {
        if (!to.startsWith("lib/server/")) return;
        const a = serverRoom(fromFile);
        const b = serverRoom(to);
        if (a === b || b.level < a.level) return;
        context.report({
          node,
          messageId: "server",
          data: {
            from: fromFile,
            fromRoom: a.name,
            to,
            toRoom: b.name,
            where: b.level === a.level ? "beside" : "above",
          },
        });
        return;
      }
      const toFolder = componentFolder(to);
      if (!toFolder || toFolder === fromFolder) return;
      if (Object.hasOwn(sharedComponents, toFolder)) return;
      if (
        componentExceptions.some(
          (e) =>
            [e.from].flat().some((from) => inside(fromFile, from)) &&
            inside(to, e.to),
        )
      ) {
        return;
      }
      context.report({
        node,
        messageId: "sideways",
        data: {
          from: fromFolder,
          to,
          shared: Object.keys(sharedComponents).join(", "),
        },
      });
    }

    const fromSource = (node) => node.source && check(node, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === "Literal") check(node, node.source.value);
      },
    };
  },
};

export default rooms;
