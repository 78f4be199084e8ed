import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { RatingSummary } from "@/components/shared/rating-summary";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import type { Rating } from "@/lib/reviews/replies";
import { techPath } from "@/lib/techs/card";
import type { PublicProfile } from "@/lib/techs/views";
import { TechAvatar } from "./tech-avatar";

/** One published Tech in a list: the way to their page, with their reviews' average and count. */
export async function TechCard({
  profile,
  rating,
  locale = "en",
}: {
  profile: PublicProfile;
  /** Undefined when the reviews cannot be read just now: nothing is said. */
  rating?: Rating;
  locale?: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "techs" });
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <TechAvatar profile={profile} size={64} locale={locale} />
      <div className="grid gap-1">
        <h3 className="text-lg font-bold text-slate-900">
          <Link
            href={localePath(locale, techPath(profile.handle))}
            className="text-brand-700 underline"
          >
            {profile.text.displayName}
          </Link>
        </h3>
        <p className="text-slate-700">{profile.text.headline}</p>
        <p className="text-sm text-slate-600">
          {t("years", { count: profile.text.years })} ·{" "}
          {profile.text.languages.join(", ")}
        </p>
        {rating && (
          <RatingSummary
            rating={rating}
            className="text-sm text-slate-700"
            t={await getTranslations({ locale, namespace: "reviews" })}
          />
        )}
      </div>
    </li>
  );
}
