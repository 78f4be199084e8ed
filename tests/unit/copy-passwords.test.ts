import { company } from "@/data/company";
import { aboutUs } from "@/data/content/about-us/en";
import { accessibilityStatement } from "@/data/content/accessibility/en";
import { offerings } from "@/data/content/offerings/en";
import {
  cancellationPolicy,
  privacyPolicy,
  refundPolicy,
  termsOfService,
} from "@/data/content/policies/en";
import { staySafeGuide } from "@/data/content/stay-safe/en";
import { priceStory } from "@/data/price-story";
import { contentCatalogue } from "@/lib/content/services";
import { englishTiers as tiers } from "@/lib/content/tiers";

const services = contentCatalogue.en;

/**
 * docs/product.md §22: no page's copy may say we need a customer's password,
 * since /stay-safe says we never do (§16.1). A sentence says so when it names
 * a password (or signing in to the customer's accounts), names us, and asks
 * for it, unless it is negated or leaves the typing to the customer.
 */
function saysWeNeedPassword(sentence: string): boolean {
  const s = sentence.toLowerCase();
  const secret =
    /\bpass(word|code|phrase)s?\b|\bpins?\b|\b(sign|log)s? ?in(to)? (to )?your\b/.test(
      s,
    );
  const us = /\b(we|us|our|technicians?)\b/.test(s);
  const asks =
    /\b(need|needs|require|requires|ask|asks|give|send|tell|share|provide|know|ready|to hand|read out|hand over|(sign|log)s? ?in(to)? (to )?your)\b/.test(
      s,
    );
  const waived = /\b(never|not|no one|nobody|yourself|you type)\b|n't\b/.test(
    s,
  );
  return secret && us && asks && !waived;
}

/** Every string in a value, with where it was found. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      strings(item, `${path}.${key}`),
    );
  }
  return [];
}

const sentences = (text: string) =>
  text.split(/(?<=[.!?:;])\s+|\n+/).filter((s) => s.trim() !== "");

describe("the detector", () => {
  it.each([
    "Yes, including routers supplied by your internet provider. We need the router's admin password, or we help you reset it safely.",
    "Please have your e-mail password ready for the technician.",
    "Our technician signs in to your accounts and repairs settings.",
    "Our technician works in a remote session you approve, to install or reinstall the app, sign in to your accounts, repair settings and connect it to your printer.",
    "Tell us your Apple ID password so we can install the update.",
    "We ask for your PIN to unlock the phone.",
  ])("finds %j", (text) => {
    expect(sentences(text).some(saysWeNeedPassword)).toBe(true);
  });

  it.each([
    "We never ask for your passwords.",
    "When a step needs the router's admin password, you type it in yourself while we guide you.",
    "Only if we change the network name or password, and we only do that with your agreement.",
    "If a scammer got a password, change it immediately.",
    "Real companies do not ask for your account passwords; only scammers do.",
  ])("lets %j pass", (text) => {
    expect(sentences(text).some(saysWeNeedPassword)).toBe(false);
  });
});

describe("no page's copy says we need a customer's password", () => {
  const copy = {
    services,
    aboutUs,
    offerings,
    tiers,
    company,
    priceStory,
    staySafe: staySafeGuide(),
    accessibility: accessibilityStatement({
      pagesChecked: 1,
      keyboardJourneys: ["a journey"],
    }),
    privacy: privacyPolicy(),
    terms: termsOfService(),
    refund: refundPolicy(),
    cancellation: cancellationPolicy(),
  };
  const found = Object.entries(copy).flatMap(([name, value]) =>
    strings(value, name),
  );

  it("reads the catalogue, its FAQs, the content and the policies", () => {
    const paths = found.map(([path]) => path).join("\n");
    expect(paths).toMatch(/^services\[14\]\.faqs\[2\]\.answer$/m);
    expect(paths).toMatch(/^staySafe\./m);
    expect(paths).toMatch(/^cancellation\.sections/m);
    expect(found.length).toBeGreaterThan(300);
  });

  it("in any sentence", () => {
    const offending = found.flatMap(([path, text]) =>
      sentences(text)
        .filter(saysWeNeedPassword)
        .map((sentence) => `${path}: ${sentence}`),
    );
    expect(offending).toEqual([]);
  });
});
