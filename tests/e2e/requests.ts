import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { company } from "@/data/company";
import { contentCatalogue } from "@/lib/content/services";
import { baseURL, testMaildev } from "../../playwright.config";

/** A message as MailDev's REST API lists it. */
export type Mail = {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  replyTo?: { address: string; name: string }[];
  envelope: { to: { address: string }[] };
};

export async function inbox(request: APIRequestContext): Promise<Mail[]> {
  const response = await request.get(`${testMaildev.inbox}/email`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}

/**
 * Waits until MailDev holds a mail to `to` (the company's address unless
 * given: customers get their own mails, docs/product.md §21) whose subject
 * contains `needle`, and returns it.
 */
export async function mailWith(
  request: APIRequestContext,
  needle: string,
  to: string = company.email,
  timeout = 10_000,
): Promise<Mail> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        found = (await inbox(request)).filter(
          (m) =>
            m.subject.includes(needle) &&
            m.envelope.to.some(
              (a) => a.address.toLowerCase() === to.toLowerCase(),
            ),
        );
        return found.length;
      },
      { timeout },
    )
    .toBe(1);
  return found[0]!;
}

/** The reference a confirmation shows: a booking's (BP-) or a message's (MSG-). */
export async function referenceIn(page: Page): Promise<string> {
  const pattern = /(?:BP|MSG)-[2-9A-HJ-NP-Z]{6}/;
  const status = page.getByRole("status").filter({ hasText: "reference" });
  await expect(status).toContainText(pattern);
  return pattern.exec(await status.innerText())![0];
}

/**
 * Posts a form the way a browser without JavaScript does (or a forger would):
 * the page's own hidden action fields plus any fields at all.
 */
export async function forgePost(
  request: APIRequestContext,
  path: string,
  fields: [string, string | Blob][],
  headers: Record<string, string> = {},
) {
  const url = new URL(path, baseURL).href;
  const page = await (await request.get(url)).text();
  const form = new FormData();
  for (const [, name, value] of page.matchAll(
    /<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g,
  )) {
    const decoded = (value ?? "").replaceAll("&quot;", '"');
    form.append(name!, decoded.replaceAll("&amp;", "&"));
  }
  for (const [name, value] of fields) form.append(name, value);
  const origin = new URL(url).origin;
  const response = await request.post(url, {
    multipart: form,
    headers: { Origin: origin, ...headers },
    maxRedirects: 0,
  });
  return { status: response.status(), html: await response.text() };
}

/**
 * A service as the checkout posts it: its slug, and beside it the price the
 * page shows, without which the server books nothing (docs/product.md §6.2).
 */
export function serviceLine(slug: string): [string, string][] {
  const service = contentCatalogue.en.find((s) => s.slug === slug);
  if (!service) throw new Error(`${slug} is no service of the catalogue`);
  return [
    ["service", slug],
    ["price", String(service.price)],
  ];
}

/**
 * A fresh client for the server that trusts X-Forwarded-For: the limit counts
 * an IPv6 client by its /64, so the fresh part is the network, not the host.
 */
export function freshAddress(): string {
  const group = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${group()}:${group()}::1`;
}

/** A field by the start of its label, which may end in "(optional)". */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByLabel(new RegExp(`^${escaped}( \\(optional\\))?$`));
}
