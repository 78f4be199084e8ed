import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/forms/alert";
import { TechProfileReviews } from "@/components/reviews/tech-profile-reviews";
import { JsonLd } from "@/components/seo/json-ld";
import { TechAvatar } from "@/components/techs/tech-avatar";
import type { Locale } from "@/data/locale";
import { formatMonth } from "@/lib/dates";
import { localePath } from "@/lib/i18n/paths";
import { shownCatalogue } from "@/lib/server/content/catalogue";
import { cachedProfiles } from "@/lib/server/techs/cache";
import { cachedTechReviews } from "@/lib/server/techs/reviews";
import { pageMetadata, previewSize } from "@/lib/seo";
import { servicePath } from "@/lib/service-path";
import { profilePageJsonLd } from "@/lib/structured-data";
import { techPath, techPhotoUrl } from "@/lib/techs/card";
import { skillLinks } from "@/lib/techs/public";
import { whereText } from "@/lib/techs/where";
import type { PublicProfile } from "@/lib/techs/views";

/**
 * The published profile with this handle; an unknown, unpublished or hidden
 * one is a 404. Undefined when the database cannot be reached and nothing is
 * cached: the page says so instead of failing.
 */
async function published(handle: string): Promise<PublicProfile | undefined> {
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

export async function techProfileMetadata(
  handle: string,
  locale: Locale,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "techs" });
  const profile = await published(handle);
  if (!profile) {
    return { title: t("technician"), robots: { index: false, follow: false } };
  }
  const path = techPath(profile.handle);
  return pageMetadata({
    title: t("profileTitle", { name: profile.text.displayName }),
    description: t("profileDescription", {
      headline: profile.text.headline,
      years: profile.text.years,
    }),
    path: localePath(locale, path),
    // One picture for both languages: it shows only the Tech's own words.
    image: {
      url: `${path}/opengraph-image`,
      ...previewSize,
      alt: `${profile.text.displayName}: ${profile.text.headline}`,
    },
    locale,
  });
}

/** A Tech's public page in either language; the Tech's own words as written. */
export async function TechProfileRoute({
  handle,
  locale,
}: {
  handle: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "techs" });
  const profile = await published(handle);
  if (!profile) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-extrabold text-slate-900">
          {t("technician")}
        </h1>
        <Alert>{t("cannotShowProfile")}</Alert>
      </div>
    );
  }
  const { text } = profile;
  const skills = skillLinks(profile, (await shownCatalogue())[locale]);
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
        data={profilePageJsonLd(
          {
            path: localePath(locale, techPath(profile.handle)),
            name: text.displayName,
            headline: text.headline,
            skills: [...skills.map((s) => s.title), ...text.ownSkills],
            languages: text.languages,
            image: profile.hasPhoto ? techPhotoUrl(profile.handle) : undefined,
            memberSince: profile.memberSince,
          },
          locale,
        )}
      />
      <header className="flex flex-wrap items-center gap-6">
        <TechAvatar profile={profile} size={128} locale={locale} />
        <div className="grid gap-2">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
            {text.displayName}
          </h1>
          <p className="text-xl text-slate-700">{text.headline}</p>
          {/* The problem form starts with this Tech chosen (§18.1); its
              sign-in island is not worth fetching before the tap. */}
          <Link
            href={`${localePath(locale, "/problems/new")}?tech=${profile.handle}`}
            prefetch={false}
            className="btn-primary justify-self-start"
          >
            {t("askForHelp", { name: text.displayName })}
          </Link>
        </div>
      </header>
      {text.about && (
        <section aria-labelledby="about" className="grid gap-2">
          <h2 id="about" className="text-xl font-bold text-slate-900">
            {t("about")}
          </h2>
          <p className="whitespace-pre-line text-slate-800">{text.about}</p>
        </section>
      )}
      <section aria-labelledby="skills" className="grid gap-2">
        <h2 id="skills" className="text-xl font-bold text-slate-900">
          {t("skills")}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li key={skill.slug}>
              <Link
                href={localePath(locale, servicePath(skill.slug))}
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
        <dt>{t("languages")}</dt>
        <dd>{text.languages.join(", ")}</dd>
        <dt>{t("experience")}</dt>
        <dd>{t("years", { count: text.years })}</dd>
        <dt>{t("where")}</dt>
        <dd>{whereText(profile, locale)}</dd>
        <dt>{t("memberSince")}</dt>
        <dd>{formatMonth(profile.memberSince, undefined, locale)}</dd>
        <dt>{t("completedJobs")}</dt>
        <dd>{profile.completedJobs}</dd>
      </dl>
      <TechProfileReviews
        name={text.displayName}
        reviews={reviews}
        locale={locale}
      />
      <p>
        <Link
          href={localePath(locale, "/techs")}
          className="font-semibold text-brand-700 underline"
        >
          {t("allTechnicians")}
        </Link>
      </p>
    </article>
  );
}
