import Link from "next/link";
import { formatUsd } from "@/data/money";
import { servicePath } from "@/lib/service-path";

/** One line of /services and of its search results: title, summary, price. */
export function ServiceListItem({
  service,
}: {
  service: {
    readonly slug: string;
    readonly title: string;
    readonly summary: string;
    readonly price: number;
  };
}) {
  return (
    <article className="relative flex h-full flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <h3 className="text-lg font-bold text-slate-900">
        <Link
          href={servicePath(service.slug)}
          prefetch={false}
          className="after:absolute after:inset-0 hover:text-brand-700"
        >
          {service.title}
        </Link>
      </h3>
      <p className="mt-1.5 flex-1 text-sm text-slate-600">{service.summary}</p>
      <p className="mt-3 font-semibold text-brand-800">
        From {formatUsd(service.price)}
      </p>
    </article>
  );
}
