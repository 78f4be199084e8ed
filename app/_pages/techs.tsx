import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/forms/alert";
import { TechCard } from "@/components/techs/tech-card";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import { localePath } from "@/lib/i18n/paths";
import { shownCatalogue } from "@/lib/server/content/catalogue";
import type { Rating } from "@/lib/reviews/replies";
import { pageMetadata } from "@/lib/seo";
import { cachedProfiles } from "@/lib/server/techs/cache";
import { cachedTechRatings } from "@/lib/server/techs/reviews";
import {
  byName,
  languageChoices,
  languageFromQuery,
  skillFromQuery,
  skillsIn,
  techsHref,
  withLanguage,
  withSkill,
} from "@/lib/techs/public";
import type { PublicProfile } from "@/lib/techs/views";

export type TechsQuery = Record<string, string | string[] | undefined>;

export function techsMetadata(locale: Locale): Metadata {
  const t = translator(locale, "techs");
  return pageMetadata({
    title: t("title"),
    description: t("description"),
    path: localePath(locale, "/techs"),
    locale,
  });
}

const capitalised = (name: string) =>
  name.charAt(0).toUpperCase() + name.slice(1);

const chip =
  "inline-block rounded-full border border-slate-300 current-fill px-3 py-1";

/**
 * /techs in either language: every published profile, with filters by skill
 * and by language made of plain links. The list comes first, so a phone shows
 * a technician before the 16 skills; on a wide screen the filters stand
 * beside it. The Techs' own words are shown as written.
 */
export async function TechsRoute({
  query,
  locale,
}: {
  query: TechsQuery;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "techs" });
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
  const skills = skillsIn((await shownCatalogue())[locale]);
  const languages = languageChoices(profiles ?? []);
  const language = languageFromQuery(query.language, languages);
  const shown =
    profiles && byName(withLanguage(withSkill(profiles, skill), language));
  const skillTitle = skills.find((s) => s.slug === skill)?.title;
  // Our names of the languages, in the page's words where it has them (the
  // catalogue's choice is the key in camelCase: "haitian creole", haitianCreole).
  const named = (choice: { key: string; title: string }) =>
    t("languageName", {
      language: choice.key.replace(/ (.)/g, (_, letter: string) =>
        letter.toUpperCase(),
      ),
      title: choice.title,
    });
  const chosen = languages.find((l) => l.key === language);
  const languageTitle = chosen && named(chosen);
  const href = (filter: Parameters<typeof techsHref>[0]) =>
    localePath(locale, techsHref(filter));
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6">
      <div className="grid gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
          {t("title")}
        </h1>
        <p className="text-lg text-slate-700">{t("lead")}</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_16rem]">
        <section
          aria-labelledby="tech-list"
          className="grid content-start gap-3"
        >
          <h2 id="tech-list" className="text-xl font-bold text-slate-900">
            {skillTitle && languageTitle
              ? t("listHeading.both", {
                  skill: skillTitle,
                  language: languageTitle,
                })
              : skillTitle
                ? t("listHeading.skill", { skill: skillTitle })
                : languageTitle
                  ? t("listHeading.language", { language: languageTitle })
                  : t("listHeading.every")}
            {shown ? ` (${shown.length})` : ""}
          </h2>
          <p className="text-slate-700">
            {t("order")}{" "}
            <a
              href="#skill-filter"
              className="font-semibold text-brand-700 underline lg:hidden"
            >
              {t("bySkill")}
            </a>
          </p>
          {!shown ? (
            <Alert>{t("cannotShowList")}</Alert>
          ) : shown.length === 0 ? (
            <p>
              {languageTitle
                ? t("noneYetLanguage", { language: languageTitle })
                : t("noneYet")}{" "}
              <Link
                href={localePath(locale, "/services")}
                className="font-semibold text-brand-700 underline"
              >
                {t("bookTheService")}
              </Link>{" "}
              {t("weSendOne")}
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {shown.map((profile) => (
                <TechCard
                  key={profile.handle}
                  profile={profile}
                  rating={ratings[profile.handle]}
                  locale={locale}
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
              {t("bySkill")}
            </h2>
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link
                  href={href({ language })}
                  aria-current={skill ? undefined : "page"}
                  className={chip}
                >
                  {t("everySkill")}
                </Link>
              </li>
              {skills.map((choice) => (
                <li key={choice.slug}>
                  <Link
                    href={href({ skill: choice.slug, language })}
                    aria-current={choice.slug === skill ? "page" : undefined}
                    className={chip}
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
              {t("byLanguage")}
            </h2>
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link
                  href={href({ skill })}
                  aria-current={language ? undefined : "page"}
                  className={chip}
                >
                  {t("everyLanguage")}
                </Link>
              </li>
              {languages.map((choice) => (
                <li key={choice.key}>
                  <Link
                    href={href({ skill, language: choice.key })}
                    aria-current={choice.key === language ? "page" : undefined}
                    className={chip}
                  >
                    {capitalised(named(choice))}
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
