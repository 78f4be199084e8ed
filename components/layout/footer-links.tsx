import Link from "next/link";
import type { ReactNode } from "react";
import type { Link as NavLink } from "@/data/navigation";

/** One titled column of footer links, styled by `.site-footer` (app/globals.css). */
export function FooterLinks({
  id,
  title,
  links,
  children,
}: {
  id: string;
  title: string;
  links: readonly NavLink[];
  children?: ReactNode;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}
