import type { APIRequestContext } from "@playwright/test";
import deskChecks from "@/messages/en/deskChecks.json";
import refusals from "@/messages/en/refusals.json";
import { databaseDownPort } from "../../playwright.config";
import { claimedAccount, claimedPassword } from "./accounts";
import { api, cmsBrowser, cmsCookie, first } from "./cms-api";
import { expect, test, visit } from "./fixtures";

// A service's Spanish falling behind its English (docs/cms.md): the CMS
// marks it, the Spanish page keeps the Spanish published before, the desk
// lists it until the Spanish is translated and published. On the servers
// that share one PostgreSQL, with a service no other spec edits or books.

const slug = "extend-a-wifi-signal";
const spanishPage = `${first}/es/services/${slug}`;
const englishPage = `${first}/services/${slug}`;

type Doc = {
  id: number;
  title: string;
  summary: string;
  spanishOutOfDate: string[];
  spanishOutOfDateSince: string | null;
};

type Waiting = {
  id: number;
  slug: string;
  title: string;
  fields: string[];
  since: string | null;
  published: boolean;
};

type AboutDoc = {
  id: number;
  talk: { heading: string } & Record<string, string>;
  spanishOutOfDate: string[];
};

type WaitingPage = {
  collection: string;
  label: string;
  id: number;
  key: string;
  fields: string[];
  since: string | null;
  published: boolean;
};

/** What the desk's route answers `idToken` on `origin`. */
async function waiting(
  request: APIRequestContext,
  idToken: string,
  origin = first,
) {
  const response = await request.get(`${origin}/staff/api/translations`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  return { status: response.status(), body: await response.json() };
}

test("the desk's list of what waits for translation is for staff alone, empty where nothing changed, and says so when the database is down", async ({
  request,
}) => {
  const anonymous = await request.get(`${first}/staff/api/translations`);
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.json()).error).toBe(deskChecks.signedOut);
  // An account that may edit the site, but is not on the staff.
  const client = await claimedAccount(request, "editor");
  const refused = await waiting(request, client.idToken);
  expect(refused).toEqual({
    status: 403,
    body: { error: deskChecks.notStaff },
  });

  const staff = await claimedAccount(request, "staff");
  // The server on its own database, where no spec edits the CMS.
  expect(await waiting(request, staff.idToken, "")).toEqual({
    status: 200,
    body: { services: [], pages: [] },
  });
  expect(
    await waiting(
      request,
      staff.idToken,
      `http://127.0.0.1:${databaseDownPort}`,
    ),
  ).toEqual({
    status: 503,
    body: { error: refusals.request.unavailable },
  });
});

test("an English change published before its Spanish: the Spanish page keeps the old Spanish, the admin and the desk say it waits, and a translation published takes it off the desk", async ({
  request,
  page,
  browser,
}) => {
  test.slow();
  const editor = await cmsCookie(request, "editor");
  const publisher = await cmsCookie(request, "publisher");
  const staff = await claimedAccount(request, "staff");
  const found = await api(
    request,
    editor,
    "GET",
    `/services?where[slug][equals]=${slug}&depth=0&locale=en`,
  );
  const english = found.body.docs[0] as Doc;
  const spanish = (
    await api(request, editor, "GET", `/services/${english.id}?locale=es`)
  ).body as Doc;
  expect(english.spanishOutOfDate).toEqual([]);
  const stamp = Date.now();
  const newSummary = `Strong WiFi in every room, now with a follow-up call (${stamp}).`;
  const nuevoResumen = `Buen wifi en cada cuarto, ahora con una llamada de seguimiento (${stamp}).`;

  // The editor changes the English summary; a publisher publishes it.
  const drafted = await api(
    request,
    editor,
    "PATCH",
    `/services/${english.id}?draft=true&locale=en`,
    { summary: newSummary, _status: "draft" },
  );
  expect(drafted.status).toBe(200);
  expect(drafted.body.doc.spanishOutOfDate).toEqual(["summary"]);
  const published = await api(
    request,
    publisher,
    "PATCH",
    `/services/${english.id}?locale=en`,
    { _status: "published" },
  );
  expect(published.status).toBe(200);
  expect(published.body.doc.spanishOutOfDate).toEqual(["summary"]);

  // Once the English page shows the new summary (in its description), the
  // Spanish pages still show the Spanish published before, never the
  // English in its place: the service's page and the list of services.
  await expect
    .poll(async () => (await request.get(englishPage)).text(), {
      timeout: 10_000,
    })
    .toContain(newSummary);
  const spanishHtml = await (await request.get(spanishPage)).text();
  expect(spanishHtml).toContain(spanish.summary);
  expect(spanishHtml).not.toContain(newSummary);
  await visit(page, `${first}/es/services`);
  const listed = page.getByRole("main");
  await expect(listed).toContainText(spanish.summary);
  await expect(listed).not.toContainText(newSummary);

  // The admin says which Spanish field waits, in the Spanish edit view.
  const admin = await cmsBrowser(browser, editor);
  const adminPage = await admin.newPage();
  await adminPage.goto(
    `${first}/admin/collections/services/${english.id}?locale=es`,
  );
  const marks = adminPage.locator("#field-spanishOutOfDate");
  await expect(
    adminPage.getByText("Spanish out of date", { exact: true }),
  ).toBeVisible();
  await expect(marks).toContainText("Summary");
  // And the services' list, in Spanish as a translator reads it, has a column of it.
  await adminPage.goto(`${first}/admin/collections/services?locale=es`);
  await expect(
    adminPage.getByRole("columnheader", { name: "Spanish out of date" }),
  ).toBeVisible();
  await expect(
    adminPage.getByRole("row").filter({ hasText: spanish.title }),
  ).toContainText("Summary");

  // The desk lists it, with its Spanish in the admin a link away.
  const onDesk = await waiting(request, staff.idToken);
  expect(onDesk.status).toBe(200);
  const entry = (onDesk.body.services as Waiting[]).find(
    (service) => service.slug === slug,
  );
  expect(entry).toEqual({
    id: english.id,
    slug,
    title: english.title,
    fields: ["summary"],
    since: expect.any(String),
    published: true,
  });
  await visit(page, `${first}/staff`);
  await page.getByLabel("Email address").fill(staff.email);
  await page.getByLabel("Password").fill(claimedPassword);
  await page.getByRole("button", { name: "Login" }).click();
  const section = page.getByRole("region", { name: "Waiting for translation" });
  const item = section.getByRole("listitem").filter({ hasText: english.title });
  await expect(item).toContainText("Fields: Summary");
  await expect(
    item.getByRole("link", { name: `Edit the Spanish of ${english.title}` }),
  ).toHaveAttribute(
    "href",
    `/admin/collections/services/${english.id}?locale=es`,
  );

  // The Spanish is translated and published: the desk no longer lists it.
  const translated = await api(
    request,
    editor,
    "PATCH",
    `/services/${english.id}?draft=true&locale=es`,
    { summary: nuevoResumen, _status: "draft" },
  );
  expect(translated.status).toBe(200);
  expect(translated.body.doc.spanishOutOfDate).toEqual([]);
  expect(
    (
      await api(
        request,
        publisher,
        "PATCH",
        `/services/${english.id}?locale=es`,
        { _status: "published" },
      )
    ).status,
  ).toBe(200);
  const after = await waiting(request, staff.idToken);
  expect(
    (after.body.services as Waiting[]).map((service) => service.slug),
  ).not.toContain(slug);
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(item).toHaveCount(0);
  await expect
    .poll(async () => (await request.get(spanishPage)).text(), {
      timeout: 10_000,
    })
    .toContain(nuevoResumen);
  await admin.close();
});

test("a page's English published before its Spanish: the about page's Spanish keeps the old words, the desk lists it by its kind, and a translation published takes it off", async ({
  request,
  page,
  browser,
}) => {
  test.slow();
  const editor = await cmsCookie(request, "editor");
  const publisher = await cmsCookie(request, "publisher");
  const staff = await claimedAccount(request, "staff");
  const found = await api(
    request,
    editor,
    "GET",
    "/about?where[key][equals]=about-us&depth=0&locale=en",
  );
  const english = found.body.docs[0] as AboutDoc;
  const spanish = (
    await api(request, editor, "GET", `/about/${english.id}?locale=es`)
  ).body as AboutDoc;
  expect(english.spanishOutOfDate).toEqual([]);
  const stamp = Date.now();
  const newHeading = `Talk to us any day (${stamp})`;
  const nuevoTitulo = `Hable con nosotros cualquier día (${stamp})`;

  // The editor changes the English heading of "Talk to us"; a publisher publishes it.
  const drafted = await api(
    request,
    editor,
    "PATCH",
    `/about/${english.id}?draft=true&locale=en`,
    { talk: { ...english.talk, heading: newHeading }, _status: "draft" },
  );
  expect(drafted.status).toBe(200);
  expect(drafted.body.doc.spanishOutOfDate).toEqual(["talk"]);
  const published = await api(
    request,
    publisher,
    "PATCH",
    `/about/${english.id}?locale=en`,
    { _status: "published" },
  );
  expect(published.status).toBe(200);
  expect(published.body.doc.spanishOutOfDate).toEqual(["talk"]);

  // The English page shows it; the Spanish page keeps the Spanish published before.
  await expect
    .poll(async () => (await request.get(`${first}/about-us`)).text(), {
      timeout: 10_000,
    })
    .toContain(newHeading);
  const spanishHtml = await (await request.get(`${first}/es/about-us`)).text();
  expect(spanishHtml).toContain(spanish.talk.heading);
  expect(spanishHtml).not.toContain(newHeading);

  // The about pages' list, as a translator reads it, has a column of the marks.
  const admin = await cmsBrowser(browser, editor);
  const adminPage = await admin.newPage();
  await adminPage.goto(`${first}/admin/collections/about?locale=es`);
  await expect(
    adminPage.getByRole("columnheader", { name: "Spanish out of date" }),
  ).toBeVisible();
  await expect(
    adminPage.getByRole("row").filter({ hasText: "about-us" }),
  ).toContainText("Talk");
  await admin.close();

  // The desk lists it, named by its kind, with its Spanish a link away.
  const onDesk = await waiting(request, staff.idToken);
  expect(onDesk.status).toBe(200);
  expect(
    (onDesk.body.pages as WaitingPage[]).find(
      (entry) => entry.collection === "about",
    ),
  ).toEqual({
    collection: "about",
    label: "About us",
    id: english.id,
    key: "about-us",
    fields: ["talk"],
    since: expect.any(String),
    published: true,
  });
  await visit(page, `${first}/staff`);
  await page.getByLabel("Email address").fill(staff.email);
  await page.getByLabel("Password").fill(claimedPassword);
  await page.getByRole("button", { name: "Login" }).click();
  const section = page.getByRole("region", { name: "Waiting for translation" });
  const item = section
    .getByRole("list", { name: "Pages" })
    .getByRole("listitem")
    .filter({ hasText: "About us: about-us" });
  await expect(item).toContainText("Fields: Talk");
  await expect(
    item.getByRole("link", { name: "Edit the Spanish of About us: about-us" }),
  ).toHaveAttribute("href", `/admin/collections/about/${english.id}?locale=es`);

  // The Spanish is translated and published: the desk no longer lists it.
  const translated = await api(
    request,
    editor,
    "PATCH",
    `/about/${english.id}?draft=true&locale=es`,
    { talk: { ...spanish.talk, heading: nuevoTitulo }, _status: "draft" },
  );
  expect(translated.status).toBe(200);
  expect(translated.body.doc.spanishOutOfDate).toEqual([]);
  expect(
    (
      await api(request, publisher, "PATCH", `/about/${english.id}?locale=es`, {
        _status: "published",
      })
    ).status,
  ).toBe(200);
  const after = await waiting(request, staff.idToken);
  expect(
    (after.body.pages as WaitingPage[]).map((entry) => entry.collection),
  ).not.toContain("about");
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(item).toHaveCount(0);
  await expect
    .poll(async () => (await request.get(`${first}/es/about-us`)).text(), {
      timeout: 10_000,
    })
    .toContain(nuevoTitulo);
});

test("a translator who finds the Spanish still right after an English change takes the mark off with no new words", async ({
  request,
}) => {
  const editor = await cmsCookie(request, "editor");
  // No other spec edits the managed IT pages' documents.
  const found = await api(
    request,
    editor,
    "GET",
    "/offerings?where[key][equals]=managed-services&depth=0&locale=en",
  );
  const english = found.body.docs[0] as {
    id: number;
    summary: string;
    spanishOutOfDate: string[];
  };
  const spanish = (
    await api(request, editor, "GET", `/offerings/${english.id}?locale=es`)
  ).body as { summary: string };
  // A fix of the English that the Spanish never had wrong.
  const marked = await api(
    request,
    editor,
    "PATCH",
    `/offerings/${english.id}?draft=true&locale=en`,
    { summary: `${english.summary} (${Date.now()})`, _status: "draft" },
  );
  expect(marked.body.doc.spanishOutOfDate).toEqual(["summary"]);
  // Said in English, it is no answer: the mark stays.
  const inEnglish = await api(
    request,
    editor,
    "PATCH",
    `/offerings/${english.id}?draft=true&locale=en`,
    { spanishStillRight: ["summary"], _status: "draft" },
  );
  expect(inEnglish.body.doc.spanishOutOfDate).toEqual(["summary"]);
  const checked = await api(
    request,
    editor,
    "PATCH",
    `/offerings/${english.id}?draft=true&locale=es`,
    { spanishStillRight: ["summary"], _status: "draft" },
  );
  expect(checked.status).toBe(200);
  expect(checked.body.doc.spanishOutOfDate).toEqual([]);
  expect(checked.body.doc.summary).toBe(spanish.summary);
  // The choice is the save's, not kept with the page.
  const reread = await api(
    request,
    editor,
    "GET",
    `/offerings/${english.id}?draft=true&locale=es`,
  );
  expect(reread.body.spanishStillRight ?? []).toEqual([]);
});
