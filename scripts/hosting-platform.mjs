// @ts-check
// Whether this process runs on a hosting platform rather than a developer's
// machine, from the environment variables each platform documents as set on
// its servers. `npm start` refuses to run the local stand-ins there
// (docs/product.md §14.2): against the Auth emulator, firebase-admin accepts
// tokens nobody signed.

/** Each platform and the variable its documentation says it sets. */
export const platformMarkers = [
  // devcenter.heroku.com/articles/dynos#local-environment-variables
  { platform: "Heroku", variable: "DYNO" },
  // render.com/docs/environment-variables: RENDER is "true" on every service
  { platform: "Render", variable: "RENDER" },
  // docs.railway.com/reference/variables#railway-provided-variables
  { platform: "Railway", variable: "RAILWAY_ENVIRONMENT_NAME" },
  { platform: "Railway", variable: "RAILWAY_ENVIRONMENT" },
  // fly.io/docs/machines/runtime-environment/
  { platform: "Fly.io", variable: "FLY_APP_NAME" },
  // cloud.google.com/run/docs/container-contract#env-vars (services, then jobs)
  { platform: "Cloud Run", variable: "K_SERVICE" },
  { platform: "Cloud Run", variable: "CLOUD_RUN_JOB" },
  // vercel.com/docs/environment-variables/system-environment-variables
  { platform: "Vercel", variable: "VERCEL" },
];

/**
 * The first sign that `env` is a hosting platform's, as a phrase naming it,
 * or null on a developer's machine. NODE_ENV=production set before npm start
 * is one: npm does not set it, a platform's image or an operator does.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function hostingPlatform(env) {
  for (const { platform, variable } of platformMarkers) {
    if (env[variable]?.trim()) return `${platform} (${variable} is set)`;
  }
  if (env.NODE_ENV === "production")
    return "a production host (NODE_ENV=production)";
  return null;
}

/**
 * What `npm start` prints before it stops, on a platform.
 * @param {string} where
 */
export function platformRefusal(where) {
  return [
    `npm start is the one-command local run, and it starts local stand-ins (the Auth emulator, MailDev) that a real site must never use; this looks like ${where}.`,
    'On a server, use `npm run build` then `npm run serve`, with the settings of README.md, "Settings".',
  ].join("\n");
}
