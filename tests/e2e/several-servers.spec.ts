import { execFileSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { company } from "@/data/company";
import { services } from "@/data/services";
import { defaultEmulatorHost } from "@/lib/firebase/emulator.mjs";
import { sharedPorts } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { forgePost, freshAddress, inbox, mailWith } from "./requests";

// The two servers on one PostgreSQL also share one cache, a redis-server
// (playwright.config.ts): what staff change through one is what the other
// serves, within a second (docs/several-servers.md).

const [first, second] = sharedPorts.map(
  (port) => `http://127.0.0.1:${port}`,
) as [string, string];

async function account(request: APIRequestContext, ...role: string[]) {
  const email = `cache-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post(
    `http://${defaultEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      data: {
        email,
        password: "correct horse battery",
        returnSecureToken: true,
      },
    },
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { localId: string; idToken: string };
  execFileSync("node", ["scripts/staff.mjs", ...role, email]);
  return {
    uid: body.localId,
    headers: { Authorization: `Bearer ${body.idToken}` },
  };
}

/** The status `path` has on `origin` within a second, polled. */
function within1s(request: APIRequestContext, origin: string, path: string) {
  return expect.poll(
    async () => (await request.get(`${origin}${path}`)).status(),
    { timeout: 1_000, intervals: [50] },
  );
}

test.describe("two servers sharing one cache", () => {
  test("a Tech published through one server is public on the other within a second, and gone from it within a second of being hidden", async ({
    request,
  }) => {
    const tech = await account(request, "tech", "add");
    const staff = await account(request, "add");
    const handle = `shared-${Date.now().toString(36)}`;
    const saved = await request.post(`${first}/tech/api/profile`, {
      headers: tech.headers,
      data: {
        handle,
        displayName: "Grace Shared",
        headline: "One cache for every server",
        about: "Printers, routers and patience.",
        skills: [services[0]!.slug],
        zips: "10001",
        years: "9",
        languages: "English",
        submit: true,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    // The second server has the list and the missing profile in its cache.
    expect((await request.get(`${second}/techs/${handle}`)).status()).toBe(404);
    expect(await (await request.get(`${second}/techs`)).text()).not.toContain(
      `/techs/${handle}"`,
    );

    const desk = `${first}/staff/api/techs/${tech.uid}`;
    const act = async (body: Record<string, string>) => {
      const open = await request.get(desk, { headers: staff.headers });
      const { version } = (await open.json()) as { version: number };
      const done = await request.post(desk, {
        headers: staff.headers,
        data: { ...body, expectedVersion: version },
      });
      expect(done.status()).toBe(200);
    };

    await act({ action: "publish" });
    await within1s(request, second, `/techs/${handle}`).toBe(200);
    expect(await (await request.get(`${second}/techs`)).text()).toContain(
      `/techs/${handle}"`,
    );

    await act({ action: "hide", reason: "Prices for work off the site" });
    await within1s(request, second, `/techs/${handle}`).toBe(404);
    expect(await (await request.get(`${second}/techs`)).text()).not.toContain(
      `/techs/${handle}"`,
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
            ["service", "computer-tuneup"],
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
});
