// @ts-check
// npm run staff -- add EMAIL | remove EMAIL
// npm run staff -- tech add EMAIL | tech remove EMAIL
// npm run staff -- editor add EMAIL | editor remove EMAIL
// npm run staff -- publisher add EMAIL | publisher remove EMAIL
// npm run staff -- content add EMAIL | content remove EMAIL (editor and publisher)
//
// Sets or clears the custom claim `staff: true` on a Firebase account, which
// opens the staff desk to it (docs/product.md §15), `tech: true`, which
// makes the account a Tech who may keep a public profile (§17.1), or
// `editor: true` / `publisher: true`, which open the CMS at /admin through
// the door at /content (docs/cms.md). The account's other claims stay. With no
// NEXT_PUBLIC_FIREBASE_API_KEY it talks to the local Auth emulator (the
// `demo-brightpath` project), as the site does; with one, to the real
// project, using FIREBASE_SERVICE_ACCOUNT (the JSON key) or
// GOOGLE_APPLICATION_CREDENTIALS (a key file's path). .env files are read as
// the server reads them.
import nextEnv from "@next/env";
import { applicationDefault, cert, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { defaultEmulatorHost } from "../lib/firebase/emulator.mjs";

const usage = `Usage:
  npm run staff -- add EMAIL                give the account the staff claim
  npm run staff -- remove EMAIL             take it away
  npm run staff -- tech add EMAIL           make the account a Tech
  npm run staff -- tech remove EMAIL        take the Tech claim away
  npm run staff -- editor add EMAIL         let the account edit content at /admin
  npm run staff -- editor remove EMAIL      take the editor claim away
  npm run staff -- publisher add EMAIL      let the account publish content at /admin
  npm run staff -- publisher remove EMAIL   take the publisher claim away
  npm run staff -- content add EMAIL        editor and publisher at once
  npm run staff -- content remove EMAIL     take both away`;

/** The claims this script sets, by the word that names them, and what they make the account. */
const roles = {
  staff: { claims: ["staff"], role: "staff" },
  tech: { claims: ["tech"], role: "a Tech" },
  editor: { claims: ["editor"], role: "an editor" },
  publisher: { claims: ["publisher"], role: "a publisher" },
  // The marketing team's own CMS on a fresh clone: drafting and publishing.
  content: {
    claims: ["editor", "publisher"],
    role: "an editor and a publisher",
  },
};

/**
 * Stops with a sentence for the person at the terminal and a non-zero status.
 * @param {string} message
 * @returns {never}
 */
function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

/**
 * Where the accounts are: the emulator (with its address) or a real project
 * (with its credentials), decided from the environment as the site decides it.
 * @param {Record<string, string | undefined>} env
 */
export function target(env) {
  const emulatorHost =
    env.FIREBASE_AUTH_EMULATOR_HOST ||
    env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ||
    (env.NEXT_PUBLIC_FIREBASE_API_KEY ? "" : defaultEmulatorHost);
  const projectId =
    env.FIREBASE_PROJECT_ID ||
    env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ||
    (env.NEXT_PUBLIC_FIREBASE_API_KEY ? undefined : "demo-brightpath");
  return { emulatorHost, projectId };
}

/**
 * What the command line asks: which word (and so which claims), add or
 * remove, and the account's e-mail; undefined for anything else. A bare add or remove is the staff
 * claim, as it was before the others.
 * @param {readonly string[]} args
 * @returns {{ claim: keyof typeof roles, command: "add" | "remove", email: string } | undefined}
 */
export function claimCommand(args) {
  const named = args[0] !== "staff" && Object.hasOwn(roles, args[0] ?? "");
  const claim = named ? /** @type {keyof typeof roles} */ (args[0]) : "staff";
  const [command, email, ...rest] = named ? args.slice(1) : args;
  if ((command !== "add" && command !== "remove") || !email || rest.length)
    return undefined;
  return { claim, command, email };
}

/** @param {string} host */
async function emulatorIsUp(host) {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const asked = claimCommand(process.argv.slice(2));
  if (!asked) fail(usage, 2);
  const { claim, command, email } = asked;
  nextEnv.loadEnvConfig(process.cwd(), false, { info() {}, error() {} });
  const env = process.env;
  const { emulatorHost, projectId } = target(env);
  /** @type {import("firebase-admin/app").AppOptions} */
  const options = { projectId };
  if (emulatorHost) {
    if (!(await emulatorIsUp(emulatorHost))) {
      fail(
        `The Auth emulator is not answering at ${emulatorHost}. Start it with \`npm run emulator\` (npm start and npm test start it too), or set NEXT_PUBLIC_FIREBASE_API_KEY and credentials to use a real Firebase project.`,
      );
    }
    // The admin SDK finds the emulator through this variable only.
    env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  } else if (env.FIREBASE_SERVICE_ACCOUNT) {
    try {
      options.credential = cert(JSON.parse(env.FIREBASE_SERVICE_ACCOUNT));
    } catch (error) {
      fail(
        `FIREBASE_SERVICE_ACCOUNT is not a service account key: ${error instanceof Error ? error.message : error}`,
      );
    }
  } else if (env.GOOGLE_APPLICATION_CREDENTIALS) {
    options.credential = applicationDefault();
  } else {
    fail(
      "A real Firebase project needs credentials: set FIREBASE_SERVICE_ACCOUNT to the service account's JSON key, or GOOGLE_APPLICATION_CREDENTIALS to the key file's path.",
    );
  }
  const auth = getAuth(initializeApp(options));
  /** @type {import("firebase-admin/auth").UserRecord} */
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (caught) {
    const error =
      /** @type {{ code?: string, message?: string } | undefined} */ (caught);
    if (error?.code === "auth/user-not-found") {
      fail(
        `No account has the e-mail ${email}. Sign up at /user first, then run this again.`,
      );
    }
    if (error?.code === "auth/invalid-email") {
      fail(`${email} is not an e-mail address.`, 2);
    }
    fail(`Firebase refused: ${error?.message ?? error}`);
  }
  /** @type {Record<string, unknown>} */
  const claims = { ...user.customClaims };
  for (const name of roles[claim].claims) {
    if (command === "add") claims[name] = true;
    else delete claims[name];
  }
  await auth.setCustomUserClaims(user.uid, claims);
  const where = emulatorHost
    ? `the emulator at ${emulatorHost}`
    : `project ${projectId ?? "(from the credentials)"}`;
  const { role } = roles[claim];
  console.log(
    command === "add"
      ? `${email} is now ${role} (uid ${user.uid}, ${where}).`
      : `${email} is no longer ${role} (uid ${user.uid}, ${where}).`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => fail(error?.message ?? String(error)));
}
