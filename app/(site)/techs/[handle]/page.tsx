import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/seo/json-ld";
import { TechProfileReviews } from "@/components/reviews/tech-profile-reviews";
import { TechAvatar } from "@/components/techs/tech-avatar";
import { servicePath } from "@/lib/service-path";
import { pageMetadata, previewSize } from "@/lib/seo";
import { profilePageJsonLd } from "@/lib/structured-data";
import { techPath, techPhotoUrl } from "@/lib/techs/card";
import { formatMonth } from "@/lib/dates";
import { skillLinks, whereText } from "@/lib/techs/public";
import type { PublicProfile } from "@/lib/techs/views";
import { cachedProfiles } from "@/lib/server/techs/cache";
import { cachedTechReviews } from "@/lib/server/techs/reviews";
import { Alert } from "@/components/forms/alert";

type Props = { params: Promise<{ handle: string }> };

// Rendered on each request for the nonce of proxy.ts; the profile comes from
// the data cache, which staff's publish and hide refresh (docs/product.md §17.4).
export const dynamic = "force-dynamic";

/**
 * The published profile with this handle; an unknown, unpublished or hidden
 * one is a 404. Undefined when the database cannot be reached and nothing is
 * cached: the page says so instead of failing.
 */
async function published(
  params: Props["params"],
): Promise<PublicProfile | undefined> {
  const { handle } = await params;
  if (!/^[a-z0-9-]{1,30}$/.test(handle)) notFound();
  let profiles: PublicProfile[];
  try {
    profiles = await cachedProfiles();
  } catch (error) {
    console.error(
      "Techs:",
      error instanceof Error ? error.message : String(error),
    );
    return undefined;
  }
  const profile = profiles.find((p) => p.handle === handle);
  if (!profile) notFound();
  return profile;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const profile = await published(params);
  if (!profile) {
    return { title: "Technician", robots: { index: false, follow: false } };
  }
  const path = techPath(profile.handle);
  return pageMetadata({
    title: `${profile.text.displayName}, technician`,
    description: `${profile.text.headline}. ${profile.text.years} years of experience; one of the technicians our staff have checked.`,
    path,
    image: {
      url: `${path}/opengraph-image`,
      ...previewSize,
      alt: `${profile.text.displayName}: ${profile.text.headline}`,
    },
  });
}

export default async function TechPage({ params }: Props) {
  const profile = await published(params);
  if (!profile) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-extrabold text-slate-900">Technician</h1>
        <Alert>
          This profile cannot be shown just now. Please try again in a minute.
        </Alert>
      </div>
    );
  }
  const { text } = profile;
  const skills = skillLinks(profile);
  const reviews = await cachedTechReviews(profile.handle).catch(
    (error: unknown) => {
      console.error(
        "Reviews:",
        error instanceof Error ? error.message : String(error),
      );
      return undefined;
    },
  );
  return (
    <article className="mx-auto grid max-w-4xl gap-8 px-4 py-12 sm:px-6">
      <JsonLd
        data={profilePageJsonLd({
          path: techPath(profile.handle),
          name: text.displayName,
          headline: text.headline,
          skills: [...skills.map((s) => s.title), ...text.ownSkills],
          languages: text.languages,
          image: profile.hasPhoto ? techPhotoUrl(profile.handle) : undefined,
          memberSince: profile.memberSince,
        })}
      />
      <header className="flex flex-wrap items-center gap-6">
        <TechAvatar profile={profile} size={128} />
        <div className="grid gap-2">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
            {text.displayName}
          </h1>
          <p className="text-xl text-slate-700">{text.headline}</p>
          {/* The problem form starts with this Tech chosen (§18.1); its
              sign-in island is not worth fetching before the tap. */}
          <Link
            href={`/problems/new?tech=${profile.handle}`}
            prefetch={false}
            className="btn-primary justify-self-start"
          >
            {`Ask ${text.displayName} for help`}
          </Link>
        </div>
      </header>
      {text.about && (
        <section aria-labelledby="about" className="grid gap-2">
          <h2 id="about" className="text-xl font-bold text-slate-900">
            About
          </h2>
          <p className="whitespace-pre-line text-slate-800">{text.about}</p>
        </section>
      )}
      <section aria-labelledby="skills" className="grid gap-2">
        <h2 id="skills" className="text-xl font-bold text-slate-900">
          Skills
        </h2>
        <ul className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li key={skill.slug}>
              <Link
                href={servicePath(skill.slug)}
                className="inline-block rounded-full border border-slate-300 px-3 py-1 text-brand-700 underline"
              >
                {skill.title}
              </Link>
            </li>
          ))}
          {text.ownSkills.map((skill) => (
            <li
              key={skill}
              className="rounded-full border border-slate-200 px-3 py-1"
            >
              {skill}
            </li>
          ))}
        </ul>
      </section>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr] [&_dt]:font-semibold [&_dt]:text-slate-900">
        <dt>Languages</dt>
        <dd>{text.languages.join(", ")}</dd>
        <dt>Experience</dt>
        <dd>
          {text.years} {text.years === 1 ? "year" : "years"}
        </dd>
        <dt>Where</dt>
        <dd>{whereText(profile)}</dd>
        <dt>Member since</dt>
        <dd>{formatMonth(profile.memberSince)}</dd>
        <dt>Completed jobs</dt>
        <dd>{profile.completedJobs}</dd>
      </dl>
      <TechProfileReviews name={text.displayName} reviews={reviews} />
      <p>
        <Link href="/techs" className="font-semibold text-brand-700 underline">
          All our technicians
        </Link>
      </p>
    </article>
  );
}
