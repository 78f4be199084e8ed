import { FixedImage } from "@/components/images/fixed-image";
import Link from "next/link";
import type { Service } from "@/data/services";
import { coverPath, servicePath } from "@/lib/service-path";
import { formatUsd } from "@/data/money";

/** A service with its cover, on the home page; its looks are `.service-card` (app/globals.css). */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="card service-card">
      <FixedImage
        src={coverPath(service.slug)}
        alt=""
        width={1200}
        height={630}
      />
      <div>
        <h3>
          <Link href={servicePath(service.slug)}>{service.title}</Link>
        </h3>
        <p>{service.summary}</p>
        <p>From {formatUsd(service.price)}</p>
      </div>
    </article>
  );
}
