import Link from "next/link";
import type { ReactNode } from "react";
import type { Link as NavLink } from "@/data/navigation";

/** One titled column of footer links. */
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
      <h2 id={id} className="text-lg font-bold text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-1.5">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} className="footer-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}
