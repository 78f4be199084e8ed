import { randomBytes } from "node:crypto";
import {
  request as newRequest,
  type APIRequestContext,
} from "@playwright/test";
import { previewPort, sharedPorts } from "../../playwright.config";
import { sql } from "./bookings-db";
import { claimedAccount } from "./accounts";
import { expect, test } from "./fixtures";

// Review links (docs/cms.md): a reviewer without an account sees one
// service's or page's latest draft through a link the team made, and
// nothing else, until the link is deleted or expires; and /preview on a
// preview build lists the drafts that differ from what is published. The
// services and pages are ones no other spec drafts.

const [first] = sharedPorts.map((port) => `http://127.0.0.1:${port}`) as [
  string,
];
const preview = `http://127.0.0.1:${previewPort}`;
const reviewed = "operating-system-services";
const other = "application-software";

/** The CMS's cookie on `origin` for a new editor, from the door at /content. */
async function editorCookie(
  request: APIRequestContext,
  origin: string,
): Promise<string> {
  const { idToken } = await claimedAccount(request, "editor");
  const door = await newRequest.newContext();
  const response = await door.post(`${origin}/content/api/session`, {
    headers: { Authorization: `Bearer ${idToken}`, Origin: origin },
  });
  await door.dispose();
  expect(response.status()).toBe(200);
  return /cms_session=[^;]+/.exec(response.headers()["set-cookie"] ?? "")![0];
}

/** Calls the CMS's REST API on `origin` as the holder of `cookie`. */
async function api(
  request: APIRequestContext,
  origin: string,
  cookie: string,
  method: "GET" | "PATCH" | "POST" | "DELETE",
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`${origin}/admin/api${path}`, {
    method,
    headers: { cookie, Origin: origin },
    data,
  });
  return { status: response.status(), body: await response.json() };
}

type Doc = {
  id: number;
  price: number;
  summary: string;
  description: string;
};

/** A service as the CMS publishes it, in English. */
async function published(
  request: APIRequestContext,
  origin: string,
  cookie: string,
  slug: string,
): Promise<Doc> {
  const found = await api(
    request,
    origin,
    cookie,
    "GET",
    `/services?where[slug][equals]=${slug}&depth=0&locale=en`,
  );
  expect(found.status).toBe(200);
  return found.body.docs[0] as Doc;
}

/** Saves a draft of a service in English: the public pages stay as they were. */
async function draft(
  request: APIRequestContext,
  origin: string,
  cookie: string,
  id: number,
  data: Partial<Doc>,
) {
  const saved = await api(
    request,
    origin,
    cookie,
    "PATCH",
    `/services/${id}?draft=true&locale=en`,
    { ...data, _status: "draft" },
  );
  expect(saved.status).toBe(200);
}

test("a reviewer without an account sees the one drafted service a review link names, nothing else, and not after the link is revoked or expired", async ({
  browser,
  request,
}) => {
  test.slow();
  const editor = await editorCookie(request, first);
  const service = await published(request, first, editor, reviewed);
  const another = await published(request, first, editor, other);
  const stamp = randomBytes(4).toString("hex");
  // The description: the words a service's page draws in full.
  const drafted = `A reviewed description (${stamp}).`;
  const otherDrafted = `Another draft nobody was sent (${stamp}).`;
  await draft(request, first, editor, service.id, { description: drafted });
  await draft(request, first, editor, another.id, {
    description: otherDrafted,
  });

  const made = await api(request, first, editor, "POST", "/review-links", {
    service: service.id,
  });
  expect(made.status).toBe(201);
  const link = made.body.doc as { id: number; link: string; token?: string };
  const token = new URL(link.link).searchParams.get("token")!;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // A week from when it was made, by the server's clock.
  const [row] = await sql<{ days: number }>(
    `select extract(epoch from expires_at - created_at) / 86400 as days
       from payload.review_links where id = $1`,
    [link.id],
  );
  expect(Number(row!.days)).toBeCloseTo(7, 5);

  // A browser with no account, no cookie of the team's.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${first}/admin/preview/review?token=${token}`);
  await expect(page).toHaveURL(`${first}/services/${reviewed}`);
  await expect(page.getByText(drafted).first()).toBeVisible();
  const banner = page.getByRole("region", { name: "Draft" });
  await expect(banner).toContainText("You are reviewing a draft of");
  await expect(banner.getByRole("link")).toHaveText("Leave the review");

  // Every other page shows what is published, the other draft's included.
  await page.goto(`${first}/services/${other}`);
  await expect(
    page.getByText(another.description.split("\n")[0]!).first(),
  ).toBeVisible();
  await expect(page.getByText(otherDrafted)).toHaveCount(0);

  // Draft Mode's cookie alone, the review's dropped, shows no draft at all.
  const review = (await context.cookies()).find(
    (cookie) => cookie.name === "cms_review",
  )!;
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain(
    "__prerender_bypass",
  );
  await context.clearCookies({ name: "cms_review" });
  await page.goto(`${first}/services/${other}`);
  await expect(page.getByText(otherDrafted)).toHaveCount(0);
  await page.goto(`${first}/services/${reviewed}`);
  await expect(page.getByText(drafted)).toHaveCount(0);
  await context.addCookies([review]);

  // The admin and its API still refuse the reviewer.
  const rest = await context.request.get(`${first}/admin/api/services`);
  expect(rest.status()).toBe(403);
  await page.goto(`${first}/admin/collections/services`);
  await expect(page).toHaveURL(/\/content\?next=/);

  // Revoked: the next page shows what is published, and the link is refused.
  const revoked = await api(
    request,
    first,
    editor,
    "DELETE",
    `/review-links/${link.id}`,
  );
  expect(revoked.status).toBe(200);
  await page.goto(`${first}/services/${reviewed}`);
  await expect(
    page.getByText(service.description.split("\n")[0]!).first(),
  ).toBeVisible();
  await expect(page.getByText(drafted)).toHaveCount(0);
  await expect(banner).toContainText("no longer opens the draft");
  const refused = await page.goto(
    `${first}/admin/preview/review?token=${token}`,
  );
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Review link",
  );
  await expect(page.getByText("it was revoked")).toBeVisible();

  // Forged or malformed: refused the same way, never a server error.
  for (const forged of [randomBytes(32).toString("base64url"), "x", ""]) {
    const answer = await context.request.get(
      `${first}/admin/preview/review?token=${forged}`,
      { maxRedirects: 0 },
    );
    expect(answer.status(), forged).toBe(403);
  }

  // A link whose week has passed (written as the database's clock sees it).
  const expired = randomBytes(32).toString("base64url");
  await sql(
    `insert into payload.review_links (service_id, token, expires_at, created_by, created_at)
     values ($1, $2, now() - interval '1 second', 'e2e', now() - interval '7 days 1 second')`,
    [service.id, expired],
  );
  const late = await page.goto(
    `${first}/admin/preview/review?token=${expired}`,
  );
  expect(late?.status()).toBe(410);
  await expect(page.getByText("has expired")).toBeVisible();
  await page.goto(`${first}/services/${reviewed}`);
  await expect(page.getByText(drafted)).toHaveCount(0);
  await context.close();
});

test("a review link for another page: the reviewer sees that page's draft in both languages, and a link naming neither or both is refused with the reason", async ({
  browser,
  request,
}) => {
  test.slow();
  const editor = await editorCookie(request, first);
  const stamp = randomBytes(4).toString("hex");
  // No other spec drafts the accessibility statement.
  const leads: Record<string, string> = {};
  let id = 0;
  for (const locale of ["en", "es"]) {
    const found = await api(
      request,
      first,
      editor,
      "GET",
      `/accessibility?where[key][equals]=accessibility&depth=0&locale=${locale}`,
    );
    expect(found.status).toBe(200);
    const doc = found.body.docs[0] as { id: number; lead: string };
    id = doc.id;
    leads[locale] = doc.lead;
    const saved = await api(
      request,
      first,
      editor,
      "PATCH",
      `/accessibility/${id}?draft=true&locale=${locale}`,
      { lead: `${doc.lead} (${locale} ${stamp})`, _status: "draft" },
    );
    expect(saved.status).toBe(200);
  }

  // Neither, or both: refused, with the reason on both fields.
  for (const [data, reason] of [
    [{}, "Pick the service or the page whose draft the link shows."],
    [
      {
        service: (await published(request, first, editor, reviewed)).id,
        page: { relationTo: "accessibility", value: id },
      },
      "A link shows one draft: pick a service or a page, not both.",
    ],
  ] as const) {
    const refused = await api(
      request,
      first,
      editor,
      "POST",
      "/review-links",
      data,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].data.errors).toEqual([
      expect.objectContaining({ path: "service", message: reason }),
      expect.objectContaining({ path: "page", message: reason }),
    ]);
  }
  const made = await api(request, first, editor, "POST", "/review-links", {
    page: { relationTo: "accessibility", value: id },
  });
  expect(made.status).toBe(201);
  const token = new URL(
    (made.body.doc as { link: string }).link,
  ).searchParams.get("token")!;

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${first}/admin/preview/review?token=${token}`);
  await expect(page).toHaveURL(`${first}/accessibility`);
  await expect(page.getByText(`(en ${stamp})`)).toBeVisible();
  const banner = page.getByRole("region", { name: "Draft" });
  await expect(banner).toContainText(
    "You are reviewing a draft of Accessibility statement",
  );
  await page.goto(`${first}/es/accessibility`);
  await expect(page.getByText(`(es ${stamp})`)).toBeVisible();
  // Every other page, and every service, as published.
  await page.goto(`${first}/services/${other}`);
  await expect(page.getByText(stamp)).toHaveCount(0);
  await context.close();

  // Visitors see the published statement all along.
  const visitor = await request.get(`${first}/accessibility`);
  expect(await visitor.text()).not.toContain(stamp);
});

test("/preview on a preview build lists each page whose draft differs, in both languages, and warns of a price change; the other pages too, by their kind and field", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const slug = "browser-setup";
  const editor = await editorCookie(request, preview);
  const before = await published(request, preview, editor, slug);
  const price = before.price + 5;
  await draft(request, preview, editor, before.id, {
    price,
    summary: `A drafted summary (${randomBytes(4).toString("hex")}).`,
  });
  // No other spec drafts the stay-safe page; its Spanish lead changes.
  const guide = await api(
    request,
    preview,
    editor,
    "GET",
    "/stay-safe?where[key][equals]=stay-safe&depth=0&locale=es",
  );
  expect(guide.status).toBe(200);
  const { id, lead } = guide.body.docs[0] as { id: number; lead: string };
  const saved = await api(
    request,
    preview,
    editor,
    "PATCH",
    `/stay-safe/${id}?draft=true&locale=es`,
    { lead: `${lead} (${randomBytes(4).toString("hex")})`, _status: "draft" },
  );
  expect(saved.status).toBe(200);
  const response = await page.goto(`${preview}/preview`);
  expect(response?.status()).toBe(200);
  const drafts = page.getByRole("region", { name: "Drafts not yet published" });
  const english = drafts.getByRole("listitem").filter({
    has: page.getByRole("link", { name: `/services/${slug}`, exact: true }),
  });
  await expect(english).toContainText("Differs in: price, summary");
  await expect(english).toContainText(
    `Price change: $${before.price} → $${price}`,
  );
  // The price is the same in both languages; the Spanish words did not change.
  const spanish = drafts.getByRole("listitem").filter({
    has: page.getByRole("link", { name: `/es/services/${slug}`, exact: true }),
  });
  await expect(spanish).toContainText("Differs in: price");
  await expect(spanish).not.toContainText("summary");
  await expect(spanish).toContainText(
    `Price change: $${before.price} → $${price}`,
  );
  const guideChange = drafts.getByRole("listitem").filter({
    has: page.getByRole("link", { name: "/es/stay-safe", exact: true }),
  });
  await expect(guideChange).toHaveText(
    "/es/stay-safe Stay safe, differs in: lead",
  );
  await expect(
    drafts.getByRole("link", { name: "/stay-safe", exact: true }),
  ).toHaveCount(0);
});
