import { translator } from "@/lib/i18n/catalogue";
import { readLocale } from "@/lib/locale";
import { skillFromQuery, withSkill } from "@/lib/techs/public";
import { cachedProfiles } from "@/lib/server/techs/cache";

type Context = { params: Promise<{ locale: string; slug: string }> };

/** How many Techs a service page shows. */
const shownOnService = 3;

/**
 * GET: up to three published Techs with a skill, for the service page's
 * island (docs/product.md §17.4), from the data cache. Only what the public
 * page shows: handle, name, headline, whether there is a photo. A refusal is
 * in the address's language, as the service pages are in both.
 */
export async function GET(_request: Request, { params }: Context) {
  const { locale, slug } = await params;
  const t = translator(readLocale(locale), "techs");
  const skill = skillFromQuery(slug);
  if (!skill) {
    return Response.json({ error: t("noSuchService") }, { status: 404 });
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
    return Response.json({ error: t("cannotShowTechs") }, { status: 503 });
  }
}
