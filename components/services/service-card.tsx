import { FixedImage } from "@/components/images/fixed-image";
import Link from "next/link";
import type { Service } from "@/data/services";
import { coverPath, servicePath } from "@/lib/service-path";
import { formatUsd } from "@/data/money";

export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <FixedImage
        src={coverPath(service.slug)}
        alt=""
        width={1200}
        height={630}
        className="aspect-[40/21] w-full bg-brand-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-bold text-slate-900">
          <Link
            href={servicePath(service.slug)}
            className="group-hover:text-brand-700 after:absolute after:inset-0"
          >
            {service.title}
          </Link>
        </h3>
        <p className="mt-1.5 flex-1 text-sm text-slate-600">
          {service.summary}
        </p>
        <p className="mt-3 font-semibold text-brand-800">
          From {formatUsd(service.price)}
        </p>
      </div>
    </article>
  );
}
