"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { initialsOf, techPath, techPhotoUrl } from "@/lib/techs/card";
import { callPublic } from "@/components/api/call-api";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";

type Tech = {
  handle: string;
  displayName: string;
  headline: string;
  hasPhoto: boolean;
};

/**
 * "Technicians for this service" on a service page (docs/product.md §17.4).
 * The page stays pre-rendered with its scripts' hashes, so the Techs, who
 * change when staff publish or hide a profile, are fetched after it loads;
 * without JavaScript the link to the filtered list is there all the same.
 */
export function ServiceTechs({
  slug,
  title,
  locale = "en",
}: {
  slug: string;
  /** The service's title in `locale`. */
  title: string;
  locale?: Locale;
}) {
  const words = useTranslations("serviceIslands.techs");
  const [techs, setTechs] = useState<Tech[]>([]);

  useEffect(() => {
    let active = true;
    void callPublic<{ techs?: Tech[] }>(`/techs/api/skill/${slug}`).then(
      (reply) =>
        active &&
        setTechs(reply.status === 200 ? (reply.body.techs ?? []) : []),
    );
    return () => {
      active = false;
    };
  }, [slug]);

  return (
    <section aria-labelledby="service-techs" className="grid gap-3">
      <h2 id="service-techs" className="text-2xl font-bold text-slate-900">
        {words("heading", { title })}
      </h2>
      {techs.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-3">
          {techs.map((tech) => (
            <li
              key={tech.handle}
              className="flex items-center gap-3 rounded-lg border border-slate-200 p-3"
            >
              {tech.hasPhoto ? (
                // eslint-disable-next-line @next/next/no-img-element -- a 512 px WebP already
                <img
                  src={techPhotoUrl(tech.handle)}
                  alt=""
                  width={48}
                  height={48}
                  className="h-12 w-12 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {initialsOf(tech.displayName)}
                </span>
              )}
              <div>
                <Link
                  href={localePath(locale, techPath(tech.handle))}
                  className="font-semibold text-brand-700 underline"
                >
                  {tech.displayName}
                </Link>
                <p className="text-sm text-slate-700">{tech.headline}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link
          href={`${localePath(locale, "/techs")}?skill=${slug}`}
          className="font-semibold text-brand-700 underline"
        >
          {words("every", { title })}
        </Link>
      </p>
    </section>
  );
}
