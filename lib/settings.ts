import * as v from "valibot";
import { persistenceChoices } from "@/lib/firebase/persistence";

/**
 * Every setting a production server reads, checked once at start
 * (docs/product.md §14): a missing or malformed one is reported with all the
 * others, in one list, instead of failing later on the first request that needs
 * it. Pure: the caller hands in the environment (lib/server/start-check.ts).
 */

const flagValues = ["0", "1", "true", "false"];

const flag = (name: string) =>
  v.optional(
    v.picklist(flagValues, `${name} must be 1, true, 0 or false (or unset)`),
  );

/** An absolute URL whose scheme is one of `schemes`. */
const urlWith = (schemes: string[], example: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) =>
          URL.canParse(value) &&
          schemes.includes(new URL(value).protocol) &&
          new URL(value).hostname !== "",
        `must be a ${schemes.map((s) => s.replace(":", "://")).join(" or ")} URL, e.g. ${example}`,
      ),
    ),
  );

const hostAndPort = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^[\w.-]+:\d{1,5}$/, "must be host:port, e.g. 127.0.0.1:9099"),
  ),
);

// One address, the shape nodemailer and every mail server accept; not the full RFC.
const emailPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

const fields = v.object({
  LOCAL_SERVICES: flag("LOCAL_SERVICES"),
  DEMO_TECHS: flag("DEMO_TECHS"),
  // Set by Vercel in its functions.
  VERCEL: v.optional(v.string()),
  SMTP_URL: urlWith(
    ["smtp:", "smtps:"],
    "smtps://user:password@smtp.example.com:465",
  ),
  MAIL_TO: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        emailPattern,
        "must be one e-mail address, e.g. desk@example.com",
      ),
    ),
  ),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) =>
          emailPattern.test(value) ||
          /^"?[^"<>\r\n]*"?\s*<[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+>$/.test(value),
        'must be an address, or a name and an address: "Brightpath website" <website@example.com>',
      ),
    ),
  ),
  DATABASE_URL: urlWith(
    ["postgres:", "postgresql:"],
    "postgres://user:password@db.example.com:5432/brightpath",
  ),
  DATABASE_DIR: v.optional(v.string()),
  NEXT_PUBLIC_SITE_URL: urlWith(["https:", "http:"], "https://example.com"),
  NEXT_PUBLIC_FIREBASE_API_KEY: v.optional(v.string()),
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: v.optional(v.string()),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: v.optional(v.string()),
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: hostAndPort,
  NEXT_PUBLIC_AUTH_PERSISTENCE: v.optional(
    v.picklist(
      [...persistenceChoices],
      `must be ${persistenceChoices.join(", ")} (or unset for local)`,
    ),
  ),
  FIREBASE_PROJECT_ID: v.optional(v.string()),
  FIREBASE_AUTH_EMULATOR_HOST: hostAndPort,
  GOOGLE_APPLICATION_CREDENTIALS: v.optional(v.string()),
  FIREBASE_SERVICE_ACCOUNT: v.optional(
    v.pipe(
      v.string(),
      v.check(
        serviceAccountShape,
        "must be a service account key as JSON, with client_email and private_key",
      ),
    ),
  ),
  CRON_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[\x21-\x7e]{16,}$/,
        "must be at least 16 characters with no spaces, e.g. the output of `openssl rand -hex 32`",
      ),
    ),
  ),
  FORM_TRUST_PROXY: flag("FORM_TRUST_PROXY"),
  FORM_RATE_LIMIT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,6}$/, "must be a whole number of at least 1"),
    ),
  ),
});

type Fields = v.InferOutput<typeof fields>;

/** Every setting the start check reads, by name (README.md and .env.example list each). */
export const settingNames = Object.keys(fields.entries);

function serviceAccountShape(value: string): boolean {
  try {
    const key: unknown = JSON.parse(value);
    return (
      typeof key === "object" &&
      key !== null &&
      typeof (key as Record<string, unknown>).client_email === "string" &&
      typeof (key as Record<string, unknown>).private_key === "string"
    );
  } catch {
    return false;
  }
}

const isLocal = (input: Fields) =>
  input.LOCAL_SERVICES === "1" || input.LOCAL_SERVICES === "true";

const isOn = (value: string | undefined) => value === "1" || value === "true";

/** The local run's demo Techs: DEMO_TECHS, honoured only beside LOCAL_SERVICES (docs/product.md §23.8). */
export const demoTechsWanted = (env: Record<string, string | undefined>) =>
  isOn(env.DEMO_TECHS) && isOn(env.LOCAL_SERVICES);

/** A rule between settings, reported against `key`. */
function rule<const K extends keyof Fields>(
  key: K,
  others: (keyof Fields)[],
  requirement: (input: Fields) => boolean,
  message: string,
) {
  // Typed loosely: each requirement reads the whole input it is given.
  const paths = [[key], ...others.map((other) => [other])];
  const check = v.partialCheck(
    paths as never,
    requirement as never,
    message,
  ) as v.PartialCheckAction<Fields, [[K]], Fields, string>;
  return v.forward(check, [key] as never);
}

const settingsSchema = v.pipe(
  fields,
  rule(
    "SMTP_URL",
    ["LOCAL_SERVICES"],
    (s) => isLocal(s) || s.SMTP_URL !== undefined,
    "not set: the mail server that receives booking and contact requests, e.g. smtps://user:password@smtp.example.com:465 (or LOCAL_SERVICES=1 for MailDev on 127.0.0.1:1025)",
  ),
  rule(
    "DATABASE_URL",
    ["VERCEL"],
    (s) => s.VERCEL !== "1" || s.DATABASE_URL !== undefined,
    "not set: on Vercel the embedded database has no lasting disk, so the site needs a PostgreSQL server, e.g. postgres://user:password@db.example.com:5432/brightpath",
  ),
  rule(
    "NEXT_PUBLIC_SITE_URL",
    ["LOCAL_SERVICES"],
    (s) => isLocal(s) || s.NEXT_PUBLIC_SITE_URL !== undefined,
    "not set: the public origin for canonical links and the sitemap, e.g. https://example.com (or LOCAL_SERVICES=1 for http://localhost:3000)",
  ),
  rule(
    "NEXT_PUBLIC_SITE_URL",
    ["LOCAL_SERVICES"],
    (s) =>
      isLocal(s) ||
      s.NEXT_PUBLIC_SITE_URL === undefined ||
      (new URL(s.NEXT_PUBLIC_SITE_URL).protocol === "https:" &&
        new URL(s.NEXT_PUBLIC_SITE_URL).pathname === "/"),
    "must be the https:// origin the visitors use, with no path, e.g. https://example.com",
  ),
  rule(
    "NEXT_PUBLIC_FIREBASE_API_KEY",
    ["LOCAL_SERVICES"],
    (s) => isLocal(s) || s.NEXT_PUBLIC_FIREBASE_API_KEY !== undefined,
    "not set: the Firebase project's web API key, which sign-in needs (or LOCAL_SERVICES=1 for the Auth emulator)",
  ),
  rule(
    "NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN",
    ["NEXT_PUBLIC_FIREBASE_API_KEY"],
    (s) =>
      s.NEXT_PUBLIC_FIREBASE_API_KEY === undefined ||
      s.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN !== undefined,
    "not set: with an API key, sign-in needs the project's auth domain, e.g. my-project.firebaseapp.com",
  ),
  rule(
    "FIREBASE_PROJECT_ID",
    ["LOCAL_SERVICES", "NEXT_PUBLIC_FIREBASE_PROJECT_ID"],
    (s) =>
      isLocal(s) ||
      s.FIREBASE_PROJECT_ID !== undefined ||
      s.NEXT_PUBLIC_FIREBASE_PROJECT_ID !== undefined,
    "not set, nor NEXT_PUBLIC_FIREBASE_PROJECT_ID: the server checks sign-in tokens against this Firebase project",
  ),
  rule(
    "GOOGLE_APPLICATION_CREDENTIALS",
    ["LOCAL_SERVICES", "FIREBASE_SERVICE_ACCOUNT"],
    (s) =>
      isLocal(s) ||
      s.GOOGLE_APPLICATION_CREDENTIALS !== undefined ||
      s.FIREBASE_SERVICE_ACCOUNT !== undefined,
    "not set, nor FIREBASE_SERVICE_ACCOUNT: the server needs the Firebase project's service account, as a key file's path or as its JSON",
  ),
  rule(
    "CRON_SECRET",
    ["LOCAL_SERVICES"],
    (s) => isLocal(s) || s.CRON_SECRET !== undefined,
    "not set: the secret the periodic work's route (/api/cron) and the backup route ask for, as `Authorization: Bearer …`; at least 16 characters, e.g. the output of `openssl rand -hex 32`",
  ),
  rule(
    "DEMO_TECHS",
    ["LOCAL_SERVICES"],
    (s) => isLocal(s) || s.DEMO_TECHS === undefined,
    "seeds demo Techs that customers could book, which only a local run (LOCAL_SERVICES=1, as npm start sets) may do",
  ),
  rule(
    "FIREBASE_AUTH_EMULATOR_HOST",
    ["LOCAL_SERVICES"],
    (s) => isLocal(s) || s.FIREBASE_AUTH_EMULATOR_HOST === undefined,
    "points the server at the local Auth emulator, which a production server uses only with LOCAL_SERVICES=1",
  ),
  rule(
    "NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST",
    ["LOCAL_SERVICES"],
    (s) =>
      isLocal(s) || s.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST === undefined,
    "points sign-in at the local Auth emulator, which a production server uses only with LOCAL_SERVICES=1",
  ),
);

export type Settings = Fields & { local: boolean };

export type SettingsCheck =
  { ok: true; settings: Settings } | { ok: false; problems: string[] };

/**
 * Checks a production environment. Empty values count as unset, as they do
 * where each setting is read. Every problem is reported, one line per setting
 * and rule, named by its variable.
 */
export function checkSettings(
  env: Record<string, string | undefined>,
): SettingsCheck {
  const given = Object.fromEntries(
    Object.keys(fields.entries).flatMap((key) => {
      const value = env[key]?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  const result = v.safeParse(settingsSchema, given);
  if (result.success) {
    return {
      ok: true,
      settings: { ...result.output, local: isLocal(result.output) },
    };
  }
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const key = issue.path?.map((item) => String(item.key)).join(".");
      return key ? `${key}: ${issue.message}` : issue.message;
    }),
  };
}

/** The list as the server prints it before it stops. */
export function settingsReport(problems: string[]): string {
  const count =
    problems.length === 1 ? "1 setting is" : `${problems.length} settings are`;
  return [
    `The server did not start: ${count} missing or wrong (NODE_ENV=production).`,
    ...problems.map((problem) => `  - ${problem}`),
    'Set them in the environment; README.md, "Settings", lists each one.',
  ].join("\n");
}

const isPublic = (key: string) => key.startsWith("NEXT_PUBLIC_");
const shown = (value: string) =>
  `"${value.length > 80 ? `${value.slice(0, 80)}…` : value}"`;

/**
 * The environment a production server is judged by: NEXT_PUBLIC_ values are
 * fixed when the site is built (they are in the browser bundle), so they come
 * from the build; everything else from the server's own environment.
 */
export function startEnvironment(
  runtime: Record<string, string | undefined>,
  built: Record<string, string>,
): Record<string, string | undefined> {
  return {
    ...Object.fromEntries(
      Object.entries(runtime).filter(([key]) => !isPublic(key)),
    ),
    ...built,
  };
}

/**
 * A NEXT_PUBLIC_ value the server was started with that differs from the
 * build's would be believed by the server and ignored by every browser.
 */
export function publicSettingsDrift(
  runtime: Record<string, string | undefined>,
  built: Record<string, string>,
): string[] {
  return Object.entries(runtime).flatMap(([key, value]) => {
    const given = value?.trim();
    if (!isPublic(key) || !given || given === built[key]) return [];
    const made = built[key] === undefined ? "none" : shown(built[key]);
    return [
      `${key}: this server was started with ${shown(given)}, but the build was made with ${made}; NEXT_PUBLIC_ values are fixed when the site is built, so build with it (npm run build) or leave it unset here`,
    ];
  });
}
