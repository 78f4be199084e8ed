"use client";

import Link from "next/link";
import { FixedImage } from "@/components/images/fixed-image";
import type { Service } from "@/data/services";
import { coverPath } from "@/lib/service-path";

/** What a card shows of a service, and all of it that reaches the browser. */
export type CardService = Pick<Service, "slug" | "title" | "summary"> & {
  /** The team's cover from the CMS; without one, the drawn artwork. */
  readonly cover?: string;
  readonly href: string;
  /** "From $89", in the page's language. */
  readonly from: string;
};

/**
 * A service with its cover, on the home page; its looks are `.service-card`
 * (app/globals.css). A client component so that the home page's React payload
 * carries each card's four fields rather than its elements: as a server
 * component, the 15 cards' markup was sent twice, 9 kB of the payload.
 */
export function ServiceCard({ service }: { service: CardService }) {
  return (
    <article className="card service-card">
      <FixedImage
        src={service.cover ?? coverPath(service.slug)}
        alt=""
        width={1200}
        height={630}
      />
      <div>
        <h3>
          <Link href={service.href}>{service.title}</Link>
        </h3>
        <p>{service.summary}</p>
        <p>{service.from}</p>
      </div>
    </article>
  );
}
