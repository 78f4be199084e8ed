"use client";

import { useTranslations } from "next-intl";
import { useApiData } from "@/components/api/use-api-data";
import { formatDateTime } from "@/lib/dates";
import {
  spanishEditPath,
  type DeskTranslationsReply,
} from "@/lib/cms/translation-marks";
import { DeskDataStatus } from "./desk-data-status";
import type { DeskSectionProps } from "./desk-section-types";

/**
 * What waits for translation (docs/cms.md): each service whose English
 * changed after its Spanish, which fields, since when, and a link to its
 * Spanish in the CMS, where a translator with an editor's role works.
 */
export function TranslationsSection({
  token,
  onRefused,
  refreshed,
}: DeskSectionProps) {
  const t = useTranslations("desk.translations");
  const fieldName = useTranslations("desk.translatedFields");
  const { view } = useApiData<DeskTranslationsReply>(
    token,
    "/staff/api/translations",
    { refreshed, onRefused },
  );
  return (
    <section aria-labelledby="translations-title" className="grid gap-4">
      <h2 id="translations-title" className="text-xl font-bold text-slate-900">
        {t("title")}
      </h2>
      <p className="text-slate-700">{t("intro")}</p>
      {view.kind !== "ready" ? (
        <DeskDataStatus view={view} loading={t("loading")} />
      ) : view.data.services.length === 0 ? (
        <p className="text-slate-700">{t("none")}</p>
      ) : (
        <ul className="grid gap-3">
          {view.data.services.map((service) => (
            <li
              key={service.id}
              className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3"
            >
              <p className="font-bold text-slate-900">{service.title}</p>
              <p>
                {t("fields", {
                  fields: service.fields.map((f) => fieldName(f)).join(", "),
                })}
              </p>
              {service.since && (
                <p className="text-sm text-slate-700">
                  {t("since", { when: formatDateTime(service.since) })}
                </p>
              )}
              {!service.published && (
                <p className="text-sm text-slate-700">{t("englishDraft")}</p>
              )}
              <a
                href={spanishEditPath(service.id)}
                className="justify-self-start font-semibold text-brand-700 underline"
              >
                {t("edit", { title: service.title })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
