import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

/** Every file the browser can load from the production build. */
function clientFiles(dir = path.join(".next", "static")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientFiles(full);
    return entry.name.endsWith(".js") ? [full] : [];
  });
}

test("no mail or server code in any browser bundle", () => {
  const files = clientFiles();
  const sources = files.map((file) => readFileSync(file, "utf8"));
  // The forms themselves are there, so the scan looks at the right files.
  expect(sources.some((s) => s.includes("Send message"))).toBe(true);
  for (const marker of [
    "nodemailer",
    "createTransport",
    "smtp://",
    "SMTP_URL",
    "MAIL_FROM",
    "FORM_RATE_LIMIT",
    "FORM_TRUST_PROXY",
    "Call the customer to confirm",
    "x-forwarded-for",
  ]) {
    const found = files.filter((_, i) => sources[i]!.includes(marker));
    expect(found, marker).toEqual([]);
  }
});
