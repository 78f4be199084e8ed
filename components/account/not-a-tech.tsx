import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/**
 * What a signed-in account without the Tech claim sees on a Tech page
 * (docs/product.md §17.1): not an error, but what the page is and how to
 * become a technician.
 */
export function NotATech({
  email,
  onSignOut,
}: {
  email: string;
  onSignOut: () => Promise<void>;
}) {
  const t = useTranslations("techSignIn");
  const link = (href: string) => {
    function To(chunks: ReactNode) {
      return (
        <Link href={href} className="font-semibold text-brand-700 underline">
          {chunks}
        </Link>
      );
    }
    return To;
  };
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t("notATech.heading")}
      </h1>
      <p className="text-lg text-slate-700">
        {t.rich("notATech.signedInAs", {
          email,
          strong: (chunks) => (
            <strong className="text-slate-900">{chunks}</strong>
          ),
        })}
      </p>
      <p className="text-slate-700">
        {t.rich("notATech.elsewhere", {
          services: link("/services"),
          techs: link("/techs"),
          account: link("/user"),
          contact: link("/contact-us"),
        })}
      </p>
      <div>
        <button
          type="button"
          onClick={() => void onSignOut()}
          className="btn-outline"
        >
          {t("notATech.signOut")}
        </button>
      </div>
    </div>
  );
}
