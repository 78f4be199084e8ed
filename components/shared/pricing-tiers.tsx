import { getTranslations } from "next-intl/server";
import { PageLink } from "@/components/layout/page-link";
import type { Locale } from "@/data/locale";
import { business } from "@/data/business";
import { membershipReminders } from "@/data/memberships";
import type { Offering } from "@/data/offerings";
import type { PublishedContent } from "@/lib/cms/published-content";
import { shownTiers } from "@/lib/content/tiers";
import { contactHref } from "@/lib/contact-form/plan-link";
import { localePath } from "@/lib/i18n/paths";
import { formatUsd } from "@/data/money";

type Props = {
  id: string;
  title: string;
  intro: string;
  /** The page's offering travels to the contact form so it can be pre-filled. */
  offering?: Pick<Offering, "slug">;
  locale: Locale;
  /** What the CMS shows: the plans' words. */
  content: PublishedContent;
};

/** The managed IT plans; each is sold by contact request, so every button goes to /contact-us. */
export async function PricingTiers({
  id,
  title,
  intro,
  offering,
  locale,
  content,
}: Props) {
  const t = await getTranslations({ locale, namespace: "home" });
  const months = business.membership.termMonths;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-20 bg-white py-14"
    >
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <h2
          id={`${id}-heading`}
          className="text-3xl font-extrabold tracking-tight text-slate-900"
        >
          {title}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>
        <ul role="list" className="mt-8 grid gap-6 md:grid-cols-3">
          {shownTiers(content, locale).map((tier) => (
            <li
              key={tier.id}
              className={`flex flex-col rounded-2xl border p-6 ${
                tier.highlighted
                  ? "border-brand-950 bg-brand-950 text-white"
                  : "border-slate-200 bg-slate-50 text-slate-900"
              }`}
            >
              <h3 className="text-xl font-bold">{tier.name}</h3>
              <p className="mt-3 text-4xl font-extrabold">
                {tier.price === null ? t("letsTalk") : formatUsd(tier.price)}
              </p>
              <p className="mt-1 text-sm opacity-90">
                {tier.price === null
                  ? t("priceOnRequest")
                  : t("membershipMonths", { months })}
              </p>
              <ul
                role="list"
                className="ticks ticks-accent stack-2 mt-5 flex-1"
              >
                {[tier.users, tier.storage, tier.support, ...tier.features].map(
                  (feature) => (
                    <li key={feature}>{feature}</li>
                  ),
                )}
              </ul>
              <PageLink
                href={localePath(locale, contactHref(tier.id, offering?.slug))}
                className="btn-accent mt-6"
              >
                {tier.price === null
                  ? t("customQuote")
                  : t("choose", { name: tier.name })}
              </PageLink>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-2xl text-slate-700">
          {t("planTerms", {
            months,
            days: membershipReminders.renewalDays.join(` ${t("and")} `),
          })}{" "}
          <PageLink
            href="/user"
            className="font-semibold text-brand-700 underline"
          >
            {t("accountPage")}
          </PageLink>
          {t("planTermsTail")}
        </p>
      </div>
    </section>
  );
}
