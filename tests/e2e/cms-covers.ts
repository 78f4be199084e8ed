import sharp from "sharp";
import { api, cmsCookie, first, second, seenWithin1s } from "./cms-api";
import { expect, test } from "./fixtures";

// A service's cover in the CMS (docs/cms.md), on the two servers that share
// one PostgreSQL and one cache. Declared inside cms.spec.ts's publishing
// journeys, which run one after another; the rollback puts the drawn
// picture back for the specs after it.

/** The covers' journey, on the service `slug`. */
export function coversJourney(slug: string) {
  const servicePage = `/services/${slug}`;
  test("an editor uploads a cover and describes it, a publisher publishes it, both servers show the picture within a second, and a rollback brings the drawn one back", async ({
    request,
  }) => {
    const editor = await cmsCookie(request, "editor");
    const publisher = await cmsCookie(request, "publisher");
    const upload = (file: { name: string; buffer: Buffer }) =>
      request.post(`${first}/admin/api/covers`, {
        headers: { cookie: editor, Origin: first },
        multipart: { file: { ...file, mimeType: "image/jpeg" } },
      });
    // Not a picture, whatever its name: refused with the reason, nothing kept.
    const before = (await api(request, editor, "GET", "/covers?limit=0")).body
      .totalDocs as number;
    const fake = await upload({
      name: "cover.jpg",
      buffer: Buffer.from("<svg onload=alert(1)>"),
    });
    expect(fake.status()).toBe(400);
    expect(await fake.text()).toContain("is not a JPEG, PNG or WebP image");
    expect(
      (await api(request, editor, "GET", "/covers?limit=0")).body.totalDocs,
    ).toBe(before);
    // A photo of 3000 × 1200 is kept as the page's 1600 × 840 WebP.
    const photo = await sharp({
      create: { width: 3000, height: 1200, channels: 3, background: "#c0392b" },
    })
      .jpeg()
      .toBuffer();
    const made = await upload({ name: "desk.jpg", buffer: photo });
    expect(made.status()).toBe(201);
    const cover = (await made.json()).doc as { id: number; key: string };
    expect(cover).not.toHaveProperty("image");
    const src = `/covers/${cover.key}.webp`;
    const served = await request.get(`${second}${src}`);
    expect(served.headers()["content-type"]).toBe("image/webp");
    const kept = await sharp(await served.body()).metadata();
    expect([kept.width, kept.height]).toEqual([1600, 840]);
    // A key no cover has, or a name that is no key, is a 404; the list is the team's.
    expect(
      (await request.get(`${second}/covers/${"A".repeat(22)}.webp`)).status(),
    ).toBe(404);
    expect((await request.get(`${second}/covers/x.webp`)).status()).toBe(404);
    expect((await request.get(`${first}/admin/api/covers`)).status()).toBe(403);

    const service = (
      await api(
        request,
        editor,
        "GET",
        `/services?where[slug][equals]=${slug}&depth=0&locale=en`,
      )
    ).body.docs[0] as { id: number };
    const draft = (data: object) =>
      api(
        request,
        editor,
        "PATCH",
        `/services/${service.id}?draft=true&locale=en`,
        {
          ...data,
          _status: "draft",
        },
      );
    // A cover needs its English words.
    const silent = await draft({ cover: cover.id });
    expect(silent.status).toBe(400);
    expect(silent.body.errors[0].message).toContain(
      "invalid: What the cover shows",
    );
    const alt = `A laptop beside a backup drive (${Date.now()})`;
    expect((await draft({ cover: cover.id, coverAlt: alt })).status).toBe(200);
    const page = async (origin: string, path = servicePage) =>
      (await request.get(`${origin}${path}`)).text();
    expect(await page(second)).not.toContain(src);

    expect(
      (
        await api(
          request,
          publisher,
          "PATCH",
          `/services/${service.id}?locale=en`,
          {
            _status: "published",
          },
        )
      ).status,
    ).toBe(200);
    const since = Date.now();
    await seenWithin1s(request, second, servicePage, since, `src="${src}"`);
    await seenWithin1s(request, first, servicePage, since, `alt="${alt}"`);
    // The Spanish page shows it too, described by its catalogue's sentence until translated.
    expect(await page(second, `/es${servicePage}`)).toContain(`src="${src}"`);

    const history = (
      await api(
        request,
        publisher,
        "GET",
        `/services/versions?where[parent][equals]=${service.id}&sort=-createdAt&depth=0&limit=100`,
      )
    ).body.docs as {
      id: number;
      version: { _status: string; cover?: number | null };
    }[];
    const earlier = history.find(
      (v) => v.version._status === "published" && !v.version.cover,
    )!;
    expect(
      (
        await api(
          request,
          publisher,
          "POST",
          `/services/versions/${earlier.id}`,
        )
      ).status,
    ).toBe(200);
    await expect
      .poll(async () => (await page(second)).includes(src), { intervals: [50] })
      .toBe(false);
    // The picture stays, so the version that names it can be restored.
    expect((await request.get(`${second}${src}`)).status()).toBe(200);
  });
}
