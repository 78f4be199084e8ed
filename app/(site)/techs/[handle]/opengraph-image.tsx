import { notFound } from "next/navigation";
import { previewCard } from "@/components/seo/preview-card";
import { previewSize } from "@/lib/seo";
import { coverPath } from "@/lib/service-path";
import { cachedProfiles } from "@/lib/server/techs/cache";

export const size = previewSize;
export const contentType = "image/png";
export const alt = "The technician's name, headline and our illustration";

/** Drawn like the service pages' previews, with the cover of the Tech's first skill. */
export default async function Image({
  params,
}: {
  params: Promise<{ handle: string }>;
}) {
  const { handle } = await params;
  const profiles = await cachedProfiles().catch(() => []);
  const profile = profiles.find((p) => p.handle === handle);
  if (!profile) notFound();
  const [skill] = profile.text.skills;
  return previewCard({
    title: profile.text.displayName,
    line: profile.text.headline.slice(0, 60),
    picture: skill ? coverPath(skill) : "/images/hero.svg",
  });
}
