import Link from "next/link";
import { TechCard } from "@/components/techs/tech-card";
import { skillChoices } from "@/lib/techs/profile";
import {
  byName,
  languageChoices,
  languageFromQuery,
  skillFromQuery,
  techsHref,
  withLanguage,
  withSkill,
} from "@/lib/techs/public";
import type { PublicProfile } from "@/lib/techs/views";
import { pageMetadata } from "@/lib/seo";
import { cachedProfiles } from "@/lib/server/techs/cache";
import { cachedTechRatings } from "@/lib/server/techs/reviews";
import type { Rating } from "@/lib/reviews/replies";
import { Alert } from "@/components/forms/alert";

export const metadata = pageMetadata({
  title: "Our technicians",
  description:
    "Meet the technicians who do our work: their skills, the ZIP codes they visit, remote help and languages. Every profile is checked by our staff first.",
  path: "/techs",
});

// Rendered on each request, so the page's scripts carry that request's
// nonce (proxy.ts); the profiles come from the data cache, not the database
// (docs/product.md §17.4).
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[]>> };

/**
 * /techs: every published profile, with filters by skill and by language
 * made of plain links. The list comes first, so a phone shows a technician
 * before the 16 skills; on a wide screen the filters stand beside it.
 */
export default async function TechsPage({ searchParams }: Props) {
  const query = await searchParams;
  const skill = skillFromQuery(query.skill);
  let profiles: PublicProfile[] | undefined;
  let ratings: Record<string, Rating> = {};
  try {
    // Without the reviews, the list is still shown, without averages.
    [profiles, ratings] = await Promise.all([
      cachedProfiles(),
      cachedTechRatings().catch(() => ({})),
    ]);
  } catch (error) {
    console.error(
      "Techs:",
      error instanceof Error ? error.message : String(error),
    );
  }
  const languages = languageChoices(profiles ?? []);
  const language = languageFromQuery(query.language, languages);
  const shown =
    profiles && byName(withLanguage(withSkill(profiles, skill), language));
  const skillTitle = skillChoices.find((s) => s.slug === skill)?.title;
  const languageTitle = languages.find((l) => l.key === language)?.title;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6">
      <div className="grid gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
          Our technicians
        </h1>
        <p className="text-lg text-slate-700">
          The people who do our work. Our staff check every technician, and
          every profile before it is published.
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_16rem]">
        <section
          aria-labelledby="tech-list"
          className="grid content-start gap-3"
        >
          <h2 id="tech-list" className="text-xl font-bold text-slate-900">
            {skillTitle ? `Technicians for ${skillTitle}` : "Every technician"}
            {languageTitle ? ` who speak ${languageTitle}` : ""}
            {shown ? ` (${shown.length})` : ""}
          </h2>
          <p className="text-slate-700">
            Listed by name, A to Z.{" "}
            <a
              href="#skill-filter"
              className="font-semibold text-brand-700 underline lg:hidden"
            >
              Show technicians by skill
            </a>
          </p>
          {!shown ? (
            <Alert>
              Our technicians cannot be shown just now. Please try again in a
              minute.
            </Alert>
          ) : shown.length === 0 ? (
            <p>
              No published technician has this skill
              {languageTitle ? ` and speaks ${languageTitle}` : ""} yet.{" "}
              <Link
                href="/services"
                className="font-semibold text-brand-700 underline"
              >
                Book the service
              </Link>{" "}
              and we send one of ours.
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {shown.map((profile) => (
                <TechCard
                  key={profile.handle}
                  profile={profile}
                  rating={ratings[profile.handle]}
                />
              ))}
            </ul>
          )}
        </section>
        <div className="grid content-start gap-6">
          <nav
            aria-labelledby="skill-filter"
            className="grid content-start gap-2"
          >
            <h2 id="skill-filter" className="font-bold text-slate-900">
              Show technicians by skill
            </h2>
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link
                  href={techsHref({ language })}
                  aria-current={skill ? undefined : "page"}
                  className="inline-block rounded-full border border-slate-300 current-fill px-3 py-1"
                >
                  Every skill
                </Link>
              </li>
              {skillChoices.map((choice) => (
                <li key={choice.slug}>
                  <Link
                    href={techsHref({ skill: choice.slug, language })}
                    aria-current={choice.slug === skill ? "page" : undefined}
                    className="inline-block rounded-full border border-slate-300 current-fill px-3 py-1"
                  >
                    {choice.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav
            aria-labelledby="language-filter"
            className="grid content-start gap-2"
          >
            <h2 id="language-filter" className="font-bold text-slate-900">
              Show technicians by language
            </h2>
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link
                  href={techsHref({ skill })}
                  aria-current={language ? undefined : "page"}
                  className="inline-block rounded-full border border-slate-300 current-fill px-3 py-1"
                >
                  Every language
                </Link>
              </li>
              {languages.map((choice) => (
                <li key={choice.key}>
                  <Link
                    href={techsHref({ skill, language: choice.key })}
                    aria-current={choice.key === language ? "page" : undefined}
                    className="inline-block rounded-full border border-slate-300 current-fill px-3 py-1"
                  >
                    {choice.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}
