import { englishTiers } from "@/lib/content/tiers";
import { api, cmsCookie, first, second, seenWithin1s } from "./cms-api";
import { expect, test } from "./fixtures";

// The Managed IT plans' words in the CMS (docs/cms.md), on the two servers
// that share one PostgreSQL and one cache: the plans are on the home page and
// on every managed IT page. The line added is taken off again, so the other
// specs on these servers see the plans as code wrote them. Declared inside
// cms.spec.ts's publishing journeys, which run one after another: each times
// a second that another's publish would spend.

/** The plans' journey. */
export function tiersJourney() {
  test("the plans' words the same way: the team adds a line to a plan in both languages, both servers' home and managed IT pages show it within a second under the plan's name from code, and a rollback takes it off", async ({
    request,
  }) => {
    const team = await cmsCookie(request, "editor", "publisher");
    type Plan = { id: number; features: { line: string }[] };
    const read = async (locale: "en" | "es") =>
      (
        await api(
          request,
          team,
          "GET",
          `/tiers?where[key][equals]=platinum&depth=0&locale=${locale}`,
        )
      ).body.docs[0] as Plan;
    const [english, spanish] = [await read("en"), await read("es")];
    const stamp = String(Date.now());
    const line = `Monthly check-up ${stamp}`;
    const linea = `Revisión mensual ${stamp}`;
    const adding = (plan: Plan, added: string) => [
      ...plan.features.map((row) => ({ line: row.line })),
      { line: added },
    ];
    const drafted = await api(
      request,
      team,
      "PATCH",
      `/tiers/${english.id}?draft=true&locale=es`,
      { features: adding(spanish, linea), _status: "draft" },
    );
    expect(drafted.status).toBe(200);
    const published = await api(
      request,
      team,
      "PATCH",
      `/tiers/${english.id}?locale=en`,
      { features: adding(english, line), _status: "published" },
    );
    expect(published.status).toBe(200);
    const since = Date.now();
    // At once: each page's first request is sent within the second.
    await Promise.all([
      seenWithin1s(request, second, "/", since, line),
      seenWithin1s(request, first, "/managed-services", since, line),
      seenWithin1s(request, second, "/es", since, linea),
    ]);
    // The plan keeps code's name, which the memberships' records state.
    const plan = (await (await request.get(`${second}/`)).text())
      .split("<h3")
      .find((card) => card.includes(line))!;
    expect(plan).toContain(
      `>${englishTiers.find((t) => t.id === "platinum")!.name}</h3>`,
    );

    const versions = await api(
      request,
      team,
      "GET",
      `/tiers/versions?where[parent][equals]=${english.id}&sort=-createdAt&depth=0&limit=100&locale=en`,
    );
    const earlier = (
      versions.body.docs as {
        id: number;
        version: { _status: string; features: { line: string }[] };
      }[]
    ).find(
      (v) =>
        v.version._status === "published" &&
        v.version.features.every((row) => row.line !== line),
    )!;
    expect(
      (await api(request, team, "POST", `/tiers/versions/${earlier.id}`))
        .status,
    ).toBe(200);
    const shown = async () =>
      [
        await (await request.get(`${second}/`)).text(),
        await (await request.get(`${first}/es`)).text(),
      ].some((html) => html.includes(stamp));
    await expect.poll(shown, { intervals: [50] }).toBe(false);
  });
}
