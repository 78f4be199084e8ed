/** @jest-environment node */

/**
 * Against a real project (an API key, no emulator), firebase-admin refuses an
 * unsigned token before it looks anything up. The Auth emulator issues
 * unsigned tokens itself, so this is the one place the refusal can be seen
 * without Google's servers; tests/e2e/staff.spec.ts covers forged and expired
 * tokens against the emulator.
 */
const project = "brightpath-test";

beforeAll(() => {
  process.env.NEXT_PUBLIC_FIREBASE_API_KEY = "test-key";
  process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID = project;
  delete process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
});

const base64url = (value: object) =>
  Buffer.from(JSON.stringify(value)).toString("base64url");

test("an unsigned token for a real project is refused", async () => {
  const now = Math.floor(Date.now() / 1000);
  const token = `${base64url({ alg: "none", typ: "JWT" })}.${base64url({
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    sub: "someone",
    user_id: "someone",
    auth_time: now,
    iat: now,
    exp: now + 3600,
  })}.`;
  const { verifiedUser } = await import("@/lib/server/identity");
  expect(await verifiedUser(token)).toBeUndefined();
  expect(await verifiedUser("")).toBeUndefined();
  expect(await verifiedUser(42)).toBeUndefined();
  expect(await verifiedUser("x".repeat(9000))).toBeUndefined();
});
