"use client";

import { useTranslations } from "next-intl";
import { FieldsetFrame } from "@/components/forms/fieldset-frame";

/**
 * The services a Tech takes (docs/product.md §23.2): a checkbox for each of
 * their skills, and nothing outside them.
 */
export function ServicesField({
  id,
  skills,
  chosen,
  error,
  onChange,
}: {
  id: string;
  skills: readonly { slug: string; title: string }[];
  chosen: readonly string[];
  error?: string;
  onChange: (services: string[]) => void;
}) {
  const t = useTranslations("techWork.services");
  return (
    <FieldsetFrame id={id} legend={t("legend")} error={error}>
      {skills.length === 0 ? (
        <p className="text-sm text-slate-600">{t("none")}</p>
      ) : (
        <div className="grid gap-1 sm:grid-cols-2">
          {skills.map((skill) => (
            <label key={skill.slug} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="services"
                value={skill.slug}
                checked={chosen.includes(skill.slug)}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? [...chosen, skill.slug]
                      : chosen.filter((slug) => slug !== skill.slug),
                  )
                }
              />
              {skill.title}
            </label>
          ))}
        </div>
      )}
    </FieldsetFrame>
  );
}
