import { execFileSync } from "node:child_process";
import { request as newRequest } from "@playwright/test";
import { business } from "@/data/business";
import { company } from "@/data/company";
import booking from "@/messages/en/booking.json";
import refusals from "@/messages/en/refusals.json";
import { sql } from "./bookings-db";
import { claimedAccount } from "./accounts";
import {
  api,
  changedWithin1s,
  cmsCookie,
  digestOf,
  first,
  second,
  seenWithin1s,
} from "./cms-api";
import { coversJourney } from "./cms-covers";
import { tiersJourney } from "./cms-tiers";
import { expect, seedCart, test } from "./fixtures";
import { forgePost, freshAddress } from "./requests";

// The CMS at /admin (docs/cms.md), on the two servers that share one
// PostgreSQL and one cache (playwright.config.ts): an editor drafts, a
// publisher publishes, every server shows it within a second, the booking
// server charges it, and a rollback publishes the old version again. The
// service is one no other spec books on these servers.

const slug = "data-backup-or-transfer";
const servicePage = `/services/${slug}`;

type Doc = {
  id: number;
  price: number;
  faqs: { question: string; answer: string }[];
};

/** A booking's reference in an answer, not the form's example of one. */
const referenceOf = (html: string) =>
  [...html.matchAll(/BP-[2-9A-HJ-NP-Z]{6}/g)]
    .map(([reference]) => reference)
    .find((reference) => !booking.referenceHint.includes(reference)) ?? "";

/** The sentence that starts the refusal of a price the visitor did not see. */
const priceChanged = refusals.priceChanged.split("{")[0]!;

/**
 * Sends `post` until it books, and passes only if one sent within a second
 * of `since` booked (as several-servers.spec.ts judges a change reaching the
 * other server); the booking's reference.
 */
async function bookedWithin1s(
  post: () => Promise<{ html: string }>,
  since: number,
): Promise<string> {
  let reference = "";
  await expect
    .poll(
      async () => {
        const sentAfter = Date.now() - since;
        reference = referenceOf((await post()).html);
        if (sentAfter <= 1_000)
          return reference ? "booked within 1 s" : "not yet";
        return `${reference ? "booked" : "refused"} when sent ${sentAfter} ms after`;
      },
      { intervals: [50], timeout: 10_000 },
    )
    .toBe("booked within 1 s");
  return reference;
}

test("the admin and its API refuse a signed-out visitor, a forged cookie and an account whose claim was taken away", async ({
  request,
  page: browser,
}) => {
  const door = await request.get(`${first}/admin/collections/services`, {
    maxRedirects: 0,
  });
  expect(door.status()).toBe(307);
  expect(door.headers().location).toMatch(
    /\/content\?next=%2Fadmin%2Fcollections%2Fservices$/,
  );
  const forged = "cms_session=eyJ1IjoieCIsImkiOjF9.forged";
  for (const cookie of ["", forged]) {
    const rest = await request.get(`${first}/admin/api/services`, {
      headers: { cookie },
    });
    expect(rest.status()).toBe(403);
    const graphql = await request.post(`${first}/admin/api/graphql`, {
      headers: { cookie, Origin: first },
      data: { query: "{ Services { docs { title price } } }" },
    });
    const answer = (await graphql.json()) as {
      data: { Services: unknown };
      errors: { extensions: { statusCode: number } }[];
    };
    expect(answer.data.Services).toBeNull();
    expect(answer.errors[0]!.extensions.statusCode).toBe(403);
  }
  // A forged cookie opens no page of the admin: Payload sends it to its own
  // sign-in, which the door replaces.
  await browser
    .context()
    .addCookies([
      { name: "cms_session", value: forged.split("=")[1]!, url: first },
    ]);
  await browser.goto(`${first}/admin`);
  await browser.waitForURL((url) => url.pathname === "/content");

  const { email, idToken } = await claimedAccount(request, "editor");
  const signIn = await newRequest.newContext();
  const session = await signIn.post(`${first}/content/api/session`, {
    headers: { Authorization: `Bearer ${idToken}`, Origin: first },
  });
  await signIn.dispose();
  const cookie = /cms_session=[^;]+/.exec(
    session.headers()["set-cookie"] ?? "",
  )![0];
  expect((await api(request, cookie, "GET", "/services?limit=1")).status).toBe(
    200,
  );
  execFileSync("node", ["scripts/staff.mjs", "editor", "remove", email]);
  expect((await api(request, cookie, "GET", "/services?limit=1")).status).toBe(
    403,
  );
});

// One journey after the other: each times what a publish reaches within a
// second, and the other's publishes would expire the same cache meanwhile.
test.describe("publishing", () => {
  test.describe.configure({ mode: "default" });

  test("an editor drafts a price and an FAQ in both languages, previews them, a publisher publishes them, both servers show and charge the new price within a second, and a rollback brings the old one back", async ({
    request,
    page: browser,
  }) => {
    test.slow();
    const editor = await cmsCookie(request, "editor");
    const publisher = await cmsCookie(request, "publisher");
    const found = await api(
      request,
      editor,
      "GET",
      `/services?where[slug][equals]=${slug}&depth=0&locale=en`,
    );
    const before = found.body.docs[0] as Doc;
    const oldPrice = `$${before.price}`;
    const newPrice = before.price + 20;
    const question = `Can you move photos from an old phone? (${Date.now()})`;
    const pregunta = `¿Pueden pasar las fotos de un teléfono viejo? (${Date.now()})`;

    // Drafts, in English and in Spanish: the public pages stay as they were.
    const english = await api(
      request,
      editor,
      "PATCH",
      `/services/${before.id}?draft=true&locale=en`,
      {
        price: newPrice,
        faqs: [...before.faqs, { question, answer: "Yes, with a cable." }],
        _status: "draft",
      },
    );
    expect(english.status).toBe(200);
    const spanishBefore = (
      await api(
        request,
        editor,
        "GET",
        `/services/${before.id}?draft=true&locale=es`,
      )
    ).body as Doc;
    expect(
      (
        await api(
          request,
          editor,
          "PATCH",
          `/services/${before.id}?draft=true&locale=es`,
          {
            faqs: [
              ...spanishBefore.faqs,
              { question: pregunta, answer: "Sí, con un cable." },
            ],
            _status: "draft",
          },
        )
      ).status,
    ).toBe(200);
    for (const origin of [first, second]) {
      const shown = await (await request.get(`${origin}${servicePage}`)).text();
      expect(shown).toContain(oldPrice);
      expect(shown).not.toContain(question);
    }

    // The editor previews the drafts on the real pages, in Draft Mode.
    const preview = await newRequest.newContext();
    const entered = await preview.get(
      `${first}/admin/preview?path=${encodeURIComponent(servicePage)}`,
      { headers: { cookie: editor } },
    );
    expect(entered.url()).toBe(`${first}${servicePage}`);
    const drafted = await entered.text();
    expect(drafted).toContain(`$${newPrice}`);
    expect(drafted).toContain(question);
    expect(drafted).toContain("Leave the drafts");
    expect(
      await (await preview.get(`${first}/es${servicePage}`)).text(),
    ).toContain(pregunta);
    await preview.dispose();

    const date = new Date(Date.now() + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const email = `cms-${Date.now()}@example.com`;
    const book = (price: number) =>
      forgePost(
        request,
        `${second}/checkout`,
        [
          ["service", slug],
          ["price", String(price)],
          ["firstName", "Price"],
          ["lastName", "Follows"],
          ["phone", "(212) 555-0100"],
          ["email", email],
          ["date", date],
          ["time", "morning"],
        ],
        { "X-Forwarded-For": freshAddress() },
      );
    // The other server has read the published price, and refuses the draft's.
    const early = await book(newPrice);
    expect(early.html).toContain(priceChanged);
    expect(early.html).toContain(oldPrice);

    // An editor may not publish; a publisher may.
    const refused = await api(
      request,
      editor,
      "PATCH",
      `/services/${before.id}`,
      {
        _status: "published",
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toContain("may not publish");
    // The shared-link picture names the price too.
    const picture = `${servicePage}/opengraph-image`;
    const oldPicture = await digestOf(request, second, picture);
    const published = await api(
      request,
      publisher,
      "PATCH",
      `/services/${before.id}?locale=en`,
      { _status: "published" },
    );
    expect(published.status).toBe(200);
    const since = Date.now();
    // Every server's pages and shared-link picture show it within a second,
    // in both languages, and the booking server charges it, on the other
    // server too: until then the new price is refused with the old one, and
    // nothing is booked. Asked side by side: each is judged by when its
    // request was sent, and the picture takes a while to draw.
    const [reference] = await Promise.all([
      bookedWithin1s(() => book(newPrice), since),
      seenWithin1s(request, second, servicePage, since, `$${newPrice}`),
      seenWithin1s(request, first, servicePage, since, question),
      seenWithin1s(request, second, `/es${servicePage}`, since, pregunta),
      changedWithin1s(request, second, picture, since, oldPicture),
    ]);
    // Both languages' drafts are published together.
    const spanish = (
      await api(request, editor, "GET", `/services/${before.id}?locale=es`)
    ).body as Doc;
    expect(spanish.faqs.map((faq) => faq.question)).toContain(pregunta);

    // A visitor who saw the old price is told the new one before anything is booked.
    const stale = await book(before.price);
    expect(stale.html).toContain(priceChanged);
    expect(stale.html).toContain(`$${newPrice}`);
    expect(referenceOf(stale.html)).toBe("");
    // The cart on the other server totals the new price.
    await seedCart(browser, [slug]);
    await browser.goto(`${second}/cart`);
    await expect(browser.getByText(`Total: $${newPrice}`)).toBeVisible();

    // Every publish is a version with who published it; a rollback publishes
    // the version from before as a new one, and the booking keeps its price.
    const versions = await api(
      request,
      publisher,
      "GET",
      `/services/versions?where[parent][equals]=${before.id}&sort=-createdAt&depth=0&limit=100`,
    );
    const history = versions.body.docs as {
      id: number;
      version: { _status: string; price: number; publishedBy?: string };
    }[];
    expect(history[0]!.version).toMatchObject({
      _status: "published",
      price: newPrice,
      publishedBy: expect.stringContaining("@example.com"),
    });
    const earlier = history.find(
      (v) =>
        v.version._status === "published" && v.version.price === before.price,
    )!;
    const restored = await api(
      request,
      publisher,
      "POST",
      `/services/versions/${earlier.id}`,
    );
    expect(restored.status).toBe(200);
    const rolledBack = Date.now();
    await seenWithin1s(request, second, servicePage, rolledBack, oldPrice);
    await bookedWithin1s(() => book(before.price), rolledBack);
    const [row] = await sql<{ services: { slug: string; price: number }[] }>(
      "select services from bookings where reference = $1",
      [reference],
    );
    expect(row!.services).toEqual([
      expect.objectContaining({ slug, price: newPrice }),
    ]);
  });

  test("the other pages the same way: an editor drafts the cancellation policy in both languages with a fee named from code, a publisher publishes, both servers show it within a second, and a rollback brings the old words back", async ({
    request,
  }) => {
    test.slow();
    const editor = await cmsCookie(request, "editor");
    const publisher = await cmsCookie(request, "publisher");
    const policyPage = "/cancellation-policy";
    const found = await api(
      request,
      editor,
      "GET",
      "/policies?where[key][equals]=cancellation&depth=0&locale=en",
    );
    const before = found.body.docs[0] as { id: number; intro: string };
    const stamp = String(Date.now());
    const patch = (locale: "en" | "es", intro: string, cookie = editor) =>
      api(
        request,
        cookie,
        "PATCH",
        `/policies/${before.id}?draft=true&locale=${locale}`,
        { intro, _status: "draft" },
      );

    // What cannot be shown is refused, naming the field (its sentence is
    // tests/unit/cms-pages.test.ts's), and nothing is saved.
    for (const intro of ["The fee is {business.noSuchFee}.", "<b>Bold</b>"]) {
      const refused = await patch("en", intro);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].message).toContain("invalid: Intro");
    }
    const kept = await api(
      request,
      editor,
      "GET",
      `/policies/${before.id}?draft=true&locale=en`,
    );
    expect(kept.body.intro).toBe(before.intro);

    // Drafts in both languages, one naming the late fee that code keeps.
    expect(
      (
        await patch(
          "en",
          `Late fee: \${business.cancellation.lateFee} (${stamp}).`,
        )
      ).status,
    ).toBe(200);
    expect((await patch("es", `Cargo tardío (${stamp}).`)).status).toBe(200);
    const english = `Late fee: $${business.cancellation.lateFee} (${stamp}).`;
    for (const origin of [first, second]) {
      expect(
        await (await request.get(`${origin}${policyPage}`)).text(),
      ).not.toContain(stamp);
    }
    const preview = await newRequest.newContext();
    const entered = await preview.get(
      `${first}/admin/preview?path=${encodeURIComponent(policyPage)}`,
      { headers: { cookie: editor } },
    );
    expect(await entered.text()).toContain(english);
    await preview.dispose();

    // A publisher publishes; both servers show it, in both languages.
    const published = await api(
      request,
      publisher,
      "PATCH",
      `/policies/${before.id}?locale=en`,
      { _status: "published" },
    );
    expect(published.status).toBe(200);
    const since = Date.now();
    await seenWithin1s(request, second, policyPage, since, english);
    await seenWithin1s(
      request,
      first,
      `/es${policyPage}`,
      since,
      `Cargo tardío (${stamp}).`,
    );

    // The version names its publisher; a rollback publishes the words from before.
    const versions = await api(
      request,
      publisher,
      "GET",
      `/policies/versions?where[parent][equals]=${before.id}&sort=-createdAt&depth=0&limit=100&locale=en`,
    );
    const history = versions.body.docs as {
      id: number;
      version: { _status: string; intro: string; publishedBy?: string };
    }[];
    expect(history[0]!.version).toMatchObject({
      _status: "published",
      publishedBy: expect.stringContaining("@example.com"),
    });
    const earlier = history.find(
      (v) =>
        v.version._status === "published" && v.version.intro === before.intro,
    )!;
    const restored = await api(
      request,
      publisher,
      "POST",
      `/policies/versions/${earlier.id}`,
    );
    expect(restored.status).toBe(200);
    const rolledBack = Date.now();
    await seenWithin1s(
      request,
      second,
      policyPage,
      rolledBack,
      before.intro.replace("{company.name}", company.name),
    );
  });

  test("the team chooses the home page's featured services and their order, in both languages at once", async ({
    request,
  }) => {
    // Both roles: choosing and publishing in one save.
    const team = await cmsCookie(request, "editor", "publisher");
    const found = await api(
      request,
      team,
      "GET",
      "/home?where[key][equals]=home&depth=0&locale=en",
    );
    const home = found.body.docs[0] as { id: number; featured: number[] };
    const { docs: offered } = (
      await api(request, team, "GET", "/services?depth=0&limit=100")
    ).body as { docs: { id: number; slug: string }[] };
    const idOf = (slug: string) => offered.find((s) => s.slug === slug)!.id;
    const chosen = ["virus-removal-cleanup", "printer-setup"];
    // Each card's service, in the order the page lists them.
    const cardsOn = async (path: string) =>
      (await (await request.get(`${second}${path}`)).text())
        .split('data-slot="service"')
        .slice(1)
        .map((card) => /\/services\/([a-z-]+)"/.exec(card)?.[1]);
    expect(await cardsOn("/")).toHaveLength(home.featured.length);
    const saved = await api(
      request,
      team,
      "PATCH",
      `/home/${home.id}?locale=en`,
      {
        featured: chosen.map(idOf),
        _status: "published",
      },
    );
    expect(saved.status).toBe(200);
    await expect.poll(() => cardsOn("/"), { intervals: [50] }).toEqual(chosen);
    expect(await cardsOn("/es")).toEqual(chosen);
    // A service that does not exist is refused.
    expect(
      (
        await api(request, team, "PATCH", `/home/${home.id}?locale=en`, {
          featured: [987_654],
          _status: "published",
        })
      ).status,
    ).toBe(400);
    // Back as the other specs on these servers expect it.
    expect(
      (
        await api(request, team, "PATCH", `/home/${home.id}?locale=en`, {
          featured: home.featured,
          _status: "published",
        })
      ).status,
    ).toBe(200);
  });

  coversJourney(slug);
  tiersJourney();
});
