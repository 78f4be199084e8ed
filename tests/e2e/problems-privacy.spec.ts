import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import {
  origin,
  publishedTech,
  signIn,
  signUp,
  type Account,
} from "./problem-accounts";

// The privacy matrix of docs/product.md §18.9: each reader of a problem (its
// Client, the Tech who bid, another Tech, nobody signed in) is handed none of
// the other parties' addresses, names or phones, in the JSON of the routes
// or on the page, history included, on a phone and on a wide screen.

const phone = "+1 (347) 555-0142";

const problem = {
  title: "Scanner shows offline",
  description: "The scanner says offline since the router was changed.",
  kind: "printer",
  device: "Canon MF3010",
  contactMethod: "remote",
  visibility: "everyone",
  firstName: "Rosalind",
  lastName: "Okafor",
  phone,
};

const inTwoDays = () =>
  new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

async function api(
  request: APIRequestContext,
  path: string,
  account?: Account,
  data?: unknown,
) {
  const headers = account
    ? { Authorization: `Bearer ${account.idToken}` }
    : undefined;
  const response = data
    ? await request.post(`${origin}${path}`, { headers, data })
    : await request.get(`${origin}${path}`, { headers });
  return { status: response.status(), text: await response.text() };
}

/** None of these strings in the text. */
function expectNone(text: string, details: readonly string[]) {
  for (const detail of details) expect(text).not.toContain(detail);
}

/** The page's text once the island has drawn `ready`. */
async function pageText(page: Page, path: string, ready: string) {
  await visit(page, `${origin}${path}`);
  await expect(page.getByRole("main")).toContainText(ready);
  return (await page.locator("body").innerText()) + (await page.content());
}

for (const width of [390, 1280]) {
  test(`the privacy matrix at ${width} px: Client, bidding Tech, other Tech, signed out`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const viewport = { width, height: width === 390 ? 844 : 800 };
    const client = await signUp(request, "client");
    const marisol = await publishedTech(request, "Marisol");
    const tobias = await publishedTech(request, "Tobias");
    const clientDetails = [client.email, "Rosalind", "Okafor", phone];
    const marisolDetails = [marisol.email, "Marisol"];
    const tobiasDetails = [tobias.email, "Tobias"];

    const posted = await api(request, "/problems/api", client, problem);
    expect(posted.status).toBe(201);
    const id = (JSON.parse(posted.text) as { publicId: string }).publicId;
    const bid = await api(request, `/tech/api/problems/${id}`, marisol, {
      action: "bid",
      price: "120",
      startDate: inTwoDays(),
      timeWindow: "morning",
      message: "I can look at it remotely.",
    });
    expect(bid.status).toBe(200);
    const bidId = (JSON.parse(bid.text) as { bid: { publicId: string } }).bid
      .publicId;
    const otherBid = await api(request, `/tech/api/problems/${id}`, tobias, {
      action: "bid",
      price: "140",
      startDate: inTwoDays(),
      timeWindow: "afternoon",
      message: "I know this scanner.",
    });
    expect(otherBid.status).toBe(200);

    const pages: Record<string, Page> = {};
    for (const [name, account, path] of [
      ["client", client, `/problems/${id}`],
      ["marisol", marisol, `/tech/problems/${id}`],
      ["tobias", tobias, `/tech/problems/${id}`],
    ] as const) {
      const page = await (await browser.newContext({ viewport })).newPage();
      await signIn(page, path, account.email);
      await expect(
        page.getByRole("heading", { level: 1, name: problem.title }),
      ).toBeVisible();
      pages[name] = page;
    }

    // Before acceptance: the Client reads the Techs' public names, never an
    // address; each Tech reads "the client", and nothing of the other Tech.
    const clientJson = await api(request, `/problems/api/${id}`, client);
    expectNone(clientJson.text, [marisol.email, tobias.email]);
    const clientPage = await pageText(
      pages.client!,
      `/problems/${id}`,
      "Tobias sent a bid.",
    );
    expect(clientPage).toContain("Marisol sent a bid.");
    expectNone(clientPage, [marisol.email, tobias.email]);

    const marisolJson = await api(request, `/tech/api/problems/${id}`, marisol);
    expectNone(marisolJson.text, [...clientDetails, ...tobiasDetails]);
    const marisolPage = await pageText(
      pages.marisol!,
      `/tech/problems/${id}`,
      "The client posted the problem.",
    );
    expectNone(marisolPage, [...clientDetails, ...tobiasDetails]);

    const tobiasJson = await api(request, `/tech/api/problems/${id}`, tobias);
    expectNone(tobiasJson.text, [...clientDetails, ...marisolDetails]);
    expectNone(
      await pageText(pages.tobias!, `/tech/problems/${id}`, "You sent a bid."),
      [...clientDetails, ...marisolDetails],
    );

    // Nobody signed in gets a refusal that names nobody.
    for (const path of [`/problems/api/${id}`, `/tech/api/problems/${id}`]) {
      const anonymous = await api(request, path);
      expect(anonymous.status).toBe(401);
      expectNone(anonymous.text, [
        ...clientDetails,
        ...marisolDetails,
        ...tobiasDetails,
      ]);
    }
    const signedOut = await (await browser.newContext({ viewport })).newPage();
    await visit(signedOut, `${origin}/problems/${id}`);
    await expect(signedOut.getByLabel("Email address")).toBeVisible();
    expectNone(
      (await signedOut.locator("body").innerText()) +
        (await signedOut.content()),
      [...clientDetails, ...marisolDetails, ...tobiasDetails],
    );

    // The Client accepts: Marisol, and only she, now reads the Client's
    // details; the acceptance is listed once.
    const accepted = await api(request, `/problems/api/${id}`, client, {
      action: "accept",
      bid: bidId,
    });
    expect(accepted.status).toBe(200);
    expectNone((await api(request, `/problems/api/${id}`, client)).text, [
      marisol.email,
      tobias.email,
    ]);
    const afterClient = await pageText(
      pages.client!,
      `/problems/${id}`,
      "You accepted Marisol's bid.",
    );
    expectNone(afterClient, [marisol.email, tobias.email]);
    await expect(
      pages.client!.getByText("You accepted Marisol's bid."),
    ).toHaveCount(1);

    const afterMarisol = await api(
      request,
      `/tech/api/problems/${id}`,
      marisol,
    );
    expect(afterMarisol.text).toContain(client.email);
    expectNone(afterMarisol.text, tobiasDetails);
    await pageText(
      pages.marisol!,
      `/tech/problems/${id}`,
      "The client accepted your bid.",
    );
    const bookings = await api(request, "/tech/api/bookings", marisol);
    expectNone(bookings.text, tobiasDetails);

    const afterTobias = await api(request, `/tech/api/problems/${id}`, tobias);
    expectNone(afterTobias.text, [...clientDetails, ...marisolDetails]);
    expectNone(
      await pageText(
        pages.tobias!,
        `/tech/problems/${id}`,
        "The client accepted a bid.",
      ),
      [...clientDetails, ...marisolDetails],
    );
  });
}
