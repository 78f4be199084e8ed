import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileHint, startupScripts } from "@/scripts/compile-hints.mjs";
import { expect, test } from "./fixtures";
import { allRoutes } from "@/data/routes";

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
  // The forms themselves are there, so the scan looks at the right files: the
  // contact form's field, its words being the catalogue's, in the page's payload.
  expect(sources.some((s) => s.includes("contact-name"))).toBe(true);
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

test("every script a page loads at start carries V8's compile hint", async ({
  request,
}) => {
  const scripts = new Set<string>();
  for (const route of allRoutes) {
    const page = await request.get(route);
    expect(page.status(), route).toBe(200);
    for (const src of startupScripts(await page.text())) scripts.add(src);
  }
  // The framework alone is several files; an empty list would prove nothing.
  expect(scripts.size).toBeGreaterThan(5);
  for (const src of scripts) {
    const script = await request.get(src);
    expect(script.status(), src).toBe(200);
    expect((await script.text()).startsWith(compileHint), src).toBe(true);
  }
});
