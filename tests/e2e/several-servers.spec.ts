import type { APIRequestContext, APIResponse } from "@playwright/test";
import { company } from "@/data/company";
import { reviewHideReasons } from "@/data/reviews";
import { sharedPorts } from "../../playwright.config";
import { seedBooking, sql } from "./bookings-db";
import { techOnDesk } from "./cluster";
import { expect, seedCart, test, visit } from "./fixtures";
import {
  field,
  forgePost,
  serviceLine,
  freshAddress,
  inbox,
  mailWith,
  referenceIn,
} from "./requests";

// The two servers on one PostgreSQL also share one cache, a redis-server
// (playwright.config.ts): what staff change through one is what the other
// serves, within a second (docs/several-servers.md).

const [first, second] = sharedPorts.map(
  (port) => `http://127.0.0.1:${port}`,
) as [string, string];

/**
 * Polls `path` on `origin` until `seen` holds for its answer, and passes only
 * if a request sent within a second of `since` saw it. What is judged is when
 * the change reached the other server, not how long that server then takes to
 * render the page: on a busy machine one render can take longer than a second.
 */
function seenWithin1s(
  request: APIRequestContext,
  origin: string,
  path: string,
  since: number,
  seen: (response: APIResponse) => Promise<boolean>,
) {
  return expect
    .poll(
      async () => {
        const sentAfter = Date.now() - since;
        const response = await request.get(`${origin}${path}`);
        if (sentAfter > 1_000) {
          return (await seen(response))
            ? `seen only by a request sent ${sentAfter} ms after`
            : `not seen by a request sent ${sentAfter} ms after`;
        }
        return (await seen(response)) ? "seen within 1 s" : "not seen yet";
      },
      { intervals: [50], timeout: 10_000 },
    )
    .toBe("seen within 1 s");
}

const status = (expected: number) => async (response: APIResponse) =>
  response.status() === expected;

test.describe("two servers sharing one cache", () => {
  test("a Tech published through one server is public on the other within a second, and gone from it within a second of being hidden", async ({
    request,
  }) => {
    const { handle, act } = await techOnDesk(request, first);
    // The second server has the list and the missing profile in its cache.
    expect((await request.get(`${second}/techs/${handle}`)).status()).toBe(404);
    expect(await (await request.get(`${second}/techs`)).text()).not.toContain(
      `/techs/${handle}"`,
    );
    await act({ action: "publish" });
    let since = Date.now();
    await seenWithin1s(request, second, `/techs/${handle}`, since, status(200));
    expect(await (await request.get(`${second}/techs`)).text()).toContain(
      `/techs/${handle}"`,
    );

    await act({ action: "hide", reason: "Prices for work off the site" });
    since = Date.now();
    await seenWithin1s(request, second, `/techs/${handle}`, since, status(404));
    expect(await (await request.get(`${second}/techs`)).text()).not.toContain(
      `/techs/${handle}"`,
    );
  });

  test("a review hidden by staff through one server is gone from the other within a second", async ({
    request,
  }) => {
    const { uid, handle, act, staff } = await techOnDesk(request, first);
    await act({ action: "publish" });
    const text = `Fixed the printer and the router too, ${Date.now()}.`;
    const booking = await seedBooking();
    const [row] = await sql<{ id: number }>(
      `update bookings set assigned_tech_uid = $1, status = 'completed', completed_at = now()
       where reference = $2 returning id`,
      [uid, booking.reference],
    );
    // Written as the customer's form writes it; the publication above
    // emptied the cache of this Tech's reviews, so both servers read it.
    const [review] = await sql<{ id: number; version: number }>(
      `insert into reviews (booking_id, tech_uid, services, rating, body, author_name, email)
       values ($1, $2, array['printer-installation'], 5, $3, 'Grace H.', $4)
       returning id, version`,
      [row!.id, uid, text, booking.email],
    );
    await expect
      .poll(async () => (await request.get(`${second}/techs/${handle}`)).text())
      .toContain(text);

    const hidden = await request.post(`${first}/staff/api/reviews`, {
      headers: staff.headers,
      data: {
        id: review!.id,
        version: review!.version,
        action: "hide",
        reason: reviewHideReasons[0],
      },
    });
    expect(hidden.status(), await hidden.text()).toBe(200);
    await seenWithin1s(
      request,
      second,
      `/techs/${handle}`,
      Date.now(),
      async (response) => !(await response.text()).includes(text),
    );
  });

  test("with both servers sending, each booking's mail goes out once", async ({
    request,
  }) => {
    const date = new Date(Date.now() + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const booked = await Promise.all(
      [first, second, first, second, first, second].map(async (origin, i) => {
        const email = `once-${Date.now()}-${i}@example.com`;
        const { html } = await forgePost(
          request,
          `${origin}/checkout`,
          [
            ...serviceLine("computer-tuneup"),
            ["firstName", "Once"],
            ["lastName", "Only"],
            ["phone", "(212) 555-0100"],
            ["email", email],
            ["date", date],
            ["time", "morning"],
          ],
          { "X-Forwarded-For": freshAddress() },
        );
        return { email, reference: /BP-[2-9A-HJ-NP-Z]{6}/.exec(html)![0] };
      }),
    );
    for (const { email, reference } of booked) {
      await mailWith(request, reference, email);
      await mailWith(request, reference);
    }
    const mails = await inbox(request);
    for (const { email, reference } of booked) {
      const about = mails.filter((m) => m.subject.includes(reference));
      const to = about.map((m) => m.to.map((t) => t.address).join());
      expect(to.sort()).toEqual([email, company.email].sort());
    }
  });

  test.describe("a booking whose answer was lost", () => {
    // The aborted request is logged by the browser; nothing else is expected.
    test.use({ failOnConsoleError: false });

    test("says it may have been made, and sent again books once", async ({
      page,
    }) => {
      const email = `lost-${Date.now()}@example.com`;
      await seedCart(page, ["computer-tuneup"]);
      await visit(page, `${first}/checkout`);
      for (const [label, value] of Object.entries({
        "First Name": "Lost",
        "Last Name": "Answer",
        Phone: "(212) 555-0100",
        Email: email,
      })) {
        await field(page, label).fill(value);
      }
      await page.getByLabel("Request a time window").check();
      await page
        .getByLabel("Preferred date")
        .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
      await page.getByRole("radio", { name: "Morning (8–12)" }).check();
      // The server stores the first booking; its answer never arrives, as
      // when the server dies after its commit.
      let lost = false;
      await page.route(`${first}/checkout`, async (route) => {
        if (route.request().method() !== "POST" || lost) {
          return route.continue();
        }
        lost = true;
        await route.fetch();
        await route.abort("connectionreset");
      });
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(
        page
          .getByRole("alert")
          .filter({ hasText: "we cannot tell whether your booking was made" }),
      ).toBeFocused();
      await expect(field(page, "Email")).toHaveValue(email);
      const stored = await sql<{ reference: string }>(
        "select reference from bookings where email = $1",
        [email],
      );
      expect(stored).toHaveLength(1);

      await page.getByRole("button", { name: "Submit" }).click();
      expect(await referenceIn(page)).toBe(stored[0]!.reference);
      expect(
        await sql("select 1 from bookings where email = $1", [email]),
      ).toHaveLength(1);
    });
  });
});
