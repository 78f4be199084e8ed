"use client";

import { useTranslations } from "next-intl";
import { useApiData } from "@/components/api/use-api-data";
import { formatDateTime } from "@/lib/dates";
import {
  spanishEditPath,
  type DeskTranslationsReply,
} from "@/lib/cms/translation-marks";
import type english from "@/messages/en";
import { DeskDataStatus } from "./desk-data-status";
import type { DeskSectionProps } from "./desk-section-types";

/** A page field's name; tests/unit/translation-marks.test.ts checks each kind's are listed. */
type PageField = keyof (typeof english)["desk"]["pageFields"];

/** One document waiting: its name, which fields, since when, and its Spanish in the CMS. */
function Waiting({
  name,
  fields,
  since,
  published,
  href,
}: {
  name: string;
  fields: readonly string[];
  since: string | null;
  published: boolean;
  href: string;
}) {
  const t = useTranslations("desk.translations");
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3">
      <p className="font-bold text-slate-900">{name}</p>
      <p>{t("fields", { fields: fields.join(", ") })}</p>
      {since && (
        <p className="text-sm text-slate-700">
          {t("since", { when: formatDateTime(since) })}
        </p>
      )}
      {!published && (
        <p className="text-sm text-slate-700">{t("englishDraft")}</p>
      )}
      <a
        href={href}
        className="justify-self-start font-semibold text-brand-700 underline"
      >
        {t("edit", { title: name })}
      </a>
    </li>
  );
}

/**
 * What waits for translation (docs/cms.md): each service and page whose
 * English changed after its Spanish, which fields, since when, and a link
 * to its Spanish in the CMS, where a translator with an editor's role works.
 */
export function TranslationsSection({
  token,
  onRefused,
  refreshed,
}: DeskSectionProps) {
  const t = useTranslations("desk.translations");
  const fieldName = useTranslations("desk.translatedFields");
  const pageFieldName = useTranslations("desk.pageFields");
  const { view } = useApiData<DeskTranslationsReply>(
    token,
    "/staff/api/translations",
    { refreshed, onRefused },
  );
  const listClass = "grid gap-3";
  const headingClass = "text-lg font-bold text-slate-900";
  return (
    <section aria-labelledby="translations-title" className="grid gap-4">
      <h2 id="translations-title" className="text-xl font-bold text-slate-900">
        {t("title")}
      </h2>
      <p className="text-slate-700">{t("intro")}</p>
      {view.kind !== "ready" ? (
        <DeskDataStatus view={view} loading={t("loading")} />
      ) : view.data.services.length === 0 && view.data.pages.length === 0 ? (
        <p className="text-slate-700">{t("none")}</p>
      ) : (
        <>
          {view.data.services.length > 0 && (
            <>
              <h3 className={headingClass}>{t("servicesTitle")}</h3>
              <ul className={listClass} aria-label={t("servicesTitle")}>
                {view.data.services.map((service) => (
                  <Waiting
                    key={service.id}
                    name={service.title}
                    fields={service.fields.map((f) => fieldName(f))}
                    since={service.since}
                    published={service.published}
                    href={spanishEditPath("services", service.id)}
                  />
                ))}
              </ul>
            </>
          )}
          {view.data.pages.length > 0 && (
            <>
              <h3 className={headingClass}>{t("pagesTitle")}</h3>
              <ul className={listClass} aria-label={t("pagesTitle")}>
                {view.data.pages.map((page) => (
                  <Waiting
                    key={`${page.collection}/${page.id}`}
                    name={t("page", { label: page.label, key: page.key })}
                    fields={page.fields.map((f) =>
                      pageFieldName(f as PageField),
                    )}
                    since={page.since}
                    published={page.published}
                    href={spanishEditPath(page.collection, page.id)}
                  />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
