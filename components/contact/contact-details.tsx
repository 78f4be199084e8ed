import { useTranslations } from "next-intl";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";

export function ContactDetails({ locale = "en" }: { locale?: Locale }) {
  const { address } = company;
  const t = useTranslations("contact");
  return (
    <section
      aria-labelledby="contact-details"
      className="h-fit rounded-xl bg-brand-950 p-6 text-white"
    >
      <h2 id="contact-details" className="text-xl font-bold">
        {t("details")}
      </h2>
      <dl className="stack-4 mt-4">
        <div>
          <dt className="text-sm text-slate-300">{t("detailsPhone")}</dt>
          <dd>
            <a
              href={`tel:${company.phone.e164}`}
              className="text-lg font-semibold underline underline-offset-4"
            >
              {company.phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-300">{t("detailsEmail")}</dt>
          <dd>
            <span className="font-semibold">{company.email}</span>{" "}
            <a
              href={`mailto:${company.email}`}
              className="text-accent-300 underline underline-offset-4"
            >
              {t("writeToUs")}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-300">{t("hours")}</dt>
          <dd className="font-semibold">
            {translator(locale, "company")("hoursLong")}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-300">{t("office")}</dt>
          <dd>
            <address className="not-italic">
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  );
}
