import { previewCard } from "@/components/seo/preview-card";
import { coverPath } from "@/lib/service-path";
import { cachedProfiles } from "@/lib/server/techs/cache";

// A route rather than an opengraph-image file, whose address Next.js would
// hash: the profile names this one.

/** Drawn like the service pages' previews, with the cover of the Tech's first skill. */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/[locale]/techs/[handle]/opengraph-image">,
) {
  const { handle } = await params;
  const profiles = await cachedProfiles().catch(() => []);
  const profile = profiles.find((p) => p.handle === handle);
  if (!profile) return new Response("Not found", { status: 404 });
  const [skill] = profile.text.skills;
  return previewCard({
    title: profile.text.displayName,
    line: profile.text.headline.slice(0, 60),
    picture: skill ? coverPath(skill) : "/images/hero.svg",
  });
}
