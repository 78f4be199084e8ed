import { skillFromQuery, withSkill } from "@/lib/techs/public";
import { cachedProfiles } from "@/lib/server/techs/cache";

type Context = { params: Promise<{ slug: string }> };

/** How many Techs a service page shows. */
const shownOnService = 3;

/**
 * GET: up to three published Techs with a skill, for the service page's
 * island (docs/product.md §17.4), from the data cache. Only what the public
 * page shows: handle, name, headline, whether there is a photo.
 */
export async function GET(_request: Request, { params }: Context) {
  const skill = skillFromQuery((await params).slug);
  if (!skill) {
    return Response.json({ error: "No such service." }, { status: 404 });
  }
  try {
    const techs = withSkill(await cachedProfiles(), skill, shownOnService).map(
      (profile) => ({
        handle: profile.handle,
        displayName: profile.text.displayName,
        headline: profile.text.headline,
        hasPhoto: profile.hasPhoto,
      }),
    );
    return Response.json(
      { techs },
      { headers: { "Cache-Control": "public, max-age=60" } },
    );
  } catch {
    return Response.json(
      { error: "Our technicians cannot be shown just now." },
      { status: 503 },
    );
  }
}
