import {
  checkSettings,
  publicSettingsDrift,
  settingsReport,
  startEnvironment,
} from "@/lib/settings";

/** A complete production environment, as an operator would set it. */
const production = {
  SMTP_URL: "smtps://site:secret@smtp.example.com:465",
  MAIL_TO: "desk@example.com",
  MAIL_FROM: '"Brightpath website" <website@example.com>',
  NEXT_PUBLIC_SITE_URL: "https://brightpath.example.com",
  NEXT_PUBLIC_FIREBASE_API_KEY: "AIzaSyExampleKey",
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "brightpath.firebaseapp.com",
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "brightpath",
  GOOGLE_APPLICATION_CREDENTIALS: "/etc/brightpath/service-account.json",
  FORM_TRUST_PROXY: "1",
  FORM_RATE_LIMIT: "10",
  CRON_SECRET: "3f9c1e5a7b2d4f608a1c3e5b7d9f1a2c",
};

const problems = (env: Record<string, string | undefined>) => {
  const result = checkSettings(env);
  return result.ok ? [] : result.problems;
};

describe("production settings", () => {
  it("accepts a complete production environment", () => {
    const result = checkSettings({ ...production, PATH: "/usr/bin" });
    expect(result).toEqual({
      ok: true,
      settings: { ...production, local: false },
    });
  });

  it("accepts the optional ones left out, and a PostgreSQL server or a service account as JSON", () => {
    const minimal = {
      SMTP_URL: "smtp://mail.internal:25",
      NEXT_PUBLIC_SITE_URL: "https://example.com/",
      NEXT_PUBLIC_FIREBASE_API_KEY: "key",
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "p.firebaseapp.com",
      FIREBASE_PROJECT_ID: "p",
      // The shape of a service account key, with no key in it.
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
        client_email: "site@p.iam.gserviceaccount.com",
        private_key: "not a key",
      }),
      DATABASE_URL: "postgresql://site:pw@db.internal:5432/brightpath",
      MAIL_FROM: "website@example.com",
      CRON_SECRET: "sixteen-chars-ok",
    };
    expect(problems(minimal)).toEqual([]);
  });

  it("lists everything missing from an empty environment at once", () => {
    expect(problems({})).toEqual([
      "SMTP_URL: not set: the mail server that receives booking and contact requests, e.g. smtps://user:password@smtp.example.com:465 (or LOCAL_SERVICES=1 for MailDev on 127.0.0.1:1025)",
      "NEXT_PUBLIC_SITE_URL: not set: the public origin for canonical links and the sitemap, e.g. https://example.com (or LOCAL_SERVICES=1 for http://localhost:3000)",
      "NEXT_PUBLIC_FIREBASE_API_KEY: not set: the Firebase project's web API key, which sign-in needs (or LOCAL_SERVICES=1 for the Auth emulator)",
      "FIREBASE_PROJECT_ID: not set, nor NEXT_PUBLIC_FIREBASE_PROJECT_ID: the server checks sign-in tokens against this Firebase project",
      "GOOGLE_APPLICATION_CREDENTIALS: not set, nor FIREBASE_SERVICE_ACCOUNT: the server needs the Firebase project's service account, as a key file's path or as its JSON",
      "CRON_SECRET: not set: the secret the periodic work's route (/api/cron) and the backup route ask for, as `Authorization: Bearer …`; at least 16 characters, e.g. the output of `openssl rand -hex 32`",
    ]);
  });

  it("refuses a CRON_SECRET that is short or holds a space", () => {
    for (const CRON_SECRET of ["fifteen-chars-x", "sixteen chars ok"]) {
      expect(problems({ ...production, CRON_SECRET })).toEqual([
        expect.stringMatching(/^CRON_SECRET: must be at least 16 characters/),
      ]);
    }
  });

  it("counts empty and blank values as unset", () => {
    expect(problems({ ...production, SMTP_URL: "  " })).toEqual([
      expect.stringMatching(/^SMTP_URL: not set/),
    ]);
    expect(problems({ ...production, FORM_RATE_LIMIT: "" })).toEqual([]);
  });

  it("names each malformed value with what it must be, all in one list", () => {
    expect(
      problems({
        ...production,
        SMTP_URL: "mail.example.com",
        MAIL_TO: "desk",
        MAIL_FROM: "Website <nobody>",
        DATABASE_URL: "mysql://db/brightpath",
        NEXT_PUBLIC_SITE_URL: "example.com",
        FORM_TRUST_PROXY: "yes",
        FORM_RATE_LIMIT: "ten",
        NEXT_PUBLIC_AUTH_PERSISTENCE: "forever",
        FIREBASE_SERVICE_ACCOUNT: "{not json",
        LOCAL_SERVICES: "on",
      }),
    ).toEqual([
      "LOCAL_SERVICES: LOCAL_SERVICES must be 1, true, 0 or false (or unset)",
      "SMTP_URL: must be a smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465",
      "MAIL_TO: must be one e-mail address, e.g. desk@example.com",
      'MAIL_FROM: must be an address, or a name and an address: "Brightpath website" <website@example.com>',
      "DATABASE_URL: must be a postgres:// or postgresql:// URL, e.g. postgres://user:password@db.example.com:5432/brightpath",
      "NEXT_PUBLIC_SITE_URL: must be a https:// or http:// URL, e.g. https://example.com",
      "NEXT_PUBLIC_AUTH_PERSISTENCE: must be local, session, none (or unset for local)",
      "FIREBASE_SERVICE_ACCOUNT: must be a service account key as JSON, with client_email and private_key",
      "FORM_TRUST_PROXY: FORM_TRUST_PROXY must be 1, true, 0 or false (or unset)",
      "FORM_RATE_LIMIT: must be a whole number of at least 1",
    ]);
  });

  it("wants the https origin visitors use, without a path", () => {
    const message =
      "NEXT_PUBLIC_SITE_URL: must be the https:// origin the visitors use, with no path, e.g. https://example.com";
    expect(
      problems({ ...production, NEXT_PUBLIC_SITE_URL: "http://example.com" }),
    ).toEqual([message]);
    expect(
      problems({
        ...production,
        NEXT_PUBLIC_SITE_URL: "https://example.com/shop",
      }),
    ).toEqual([message]);
  });

  it("needs a PostgreSQL server on Vercel, where the embedded database would not last", () => {
    expect(problems({ ...production, VERCEL: "1" })).toEqual([
      "DATABASE_URL: not set: on Vercel the embedded database has no lasting disk, so the site needs a PostgreSQL server, e.g. postgres://user:password@db.example.com:5432/brightpath",
    ]);
    expect(
      problems({
        ...production,
        VERCEL: "1",
        DATABASE_URL: "postgres://u:p@db.example.com/b",
      }),
    ).toEqual([]);
  });

  it("needs the auth domain with an API key", () => {
    expect(
      problems({ ...production, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: undefined }),
    ).toEqual([
      "NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: not set: with an API key, sign-in needs the project's auth domain, e.g. my-project.firebaseapp.com",
    ]);
  });

  it("counts the local services as configured only with LOCAL_SERVICES=1", () => {
    expect(checkSettings({ LOCAL_SERVICES: "1" })).toEqual({
      ok: true,
      settings: { LOCAL_SERVICES: "1", local: true },
    });
    expect(
      problems({
        LOCAL_SERVICES: "true",
        NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:3000",
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      }),
    ).toEqual([]);
    expect(
      problems({
        ...production,
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      }),
    ).toEqual([
      "FIREBASE_AUTH_EMULATOR_HOST: points the server at the local Auth emulator, which a production server uses only with LOCAL_SERVICES=1",
      "NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: points sign-in at the local Auth emulator, which a production server uses only with LOCAL_SERVICES=1",
    ]);
    expect(problems({ LOCAL_SERVICES: "0" })).toHaveLength(6);
  });

  it("still checks the format of what is set on a local run", () => {
    expect(
      problems({ LOCAL_SERVICES: "1", FIREBASE_AUTH_EMULATOR_HOST: "9099" }),
    ).toEqual([
      "FIREBASE_AUTH_EMULATOR_HOST: must be host:port, e.g. 127.0.0.1:9099",
    ]);
  });
});

describe("settings report", () => {
  it("is one readable list", () => {
    expect(settingsReport(["A: one", "B: two"])).toBe(
      [
        "The server did not start: 2 settings are missing or wrong (NODE_ENV=production).",
        "  - A: one",
        "  - B: two",
        'Set them in the environment; README.md, "Settings", lists each one.',
      ].join("\n"),
    );
    expect(settingsReport(["A: one"])).toContain("1 setting is missing");
  });
});

describe("NEXT_PUBLIC_ values come from the build", () => {
  const built = { NEXT_PUBLIC_SITE_URL: "https://example.com" };

  it("judges the server by the build's values and its own for the rest", () => {
    expect(
      startEnvironment(
        {
          NEXT_PUBLIC_SITE_URL: "https://other.example.com",
          NEXT_PUBLIC_FIREBASE_API_KEY: "started-with",
          SMTP_URL: "smtp://mail:25",
        },
        built,
      ),
    ).toEqual({
      NEXT_PUBLIC_SITE_URL: "https://example.com",
      SMTP_URL: "smtp://mail:25",
    });
  });

  it("names a value the server was started with that the build does not carry", () => {
    expect(
      publicSettingsDrift(
        {
          NEXT_PUBLIC_SITE_URL: "https://example.com",
          NEXT_PUBLIC_FIREBASE_API_KEY: "started-with",
          NEXT_PUBLIC_AUTH_PERSISTENCE: "",
          SMTP_URL: "smtp://mail:25",
        },
        built,
      ),
    ).toEqual([
      'NEXT_PUBLIC_FIREBASE_API_KEY: this server was started with "started-with", but the build was made with none; NEXT_PUBLIC_ values are fixed when the site is built, so build with it (npm run build) or leave it unset here',
    ]);
    expect(
      publicSettingsDrift(
        { NEXT_PUBLIC_SITE_URL: "https://other.example.com" },
        built,
      ),
    ).toEqual([
      'NEXT_PUBLIC_SITE_URL: this server was started with "https://other.example.com", but the build was made with "https://example.com"; NEXT_PUBLIC_ values are fixed when the site is built, so build with it (npm run build) or leave it unset here',
    ]);
  });
});
