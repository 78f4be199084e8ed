import { PageLink } from "@/components/layout/page-link";
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
            <PageLink href={link.href}>{link.label}</PageLink>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}
