"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import {
  useEffect,
  useState,
  useSyncExternalStore,
  useTransition,
} from "react";
import { useDeskSession } from "./desk-session";

const noChange = () => () => {};

/**
 * What the search page says when its request carried no desk cookie
 * (docs/product.md §15.13). Without JavaScript: sign in on the desk. With
 * it, a staff member still signed in on this browser is not asked to: the
 * desk's frame asks the server for the cookie as the page opens, and once it
 * is set the results are read again, once.
 */
export function SearchSignIn() {
  const t = useTranslations("deskSearch");
  const { deskCookie } = useDeskSession();
  const router = useRouter();
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const [asked, setAsked] = useState(false);
  const [reading, startReading] = useTransition();
  useEffect(() => {
    if (deskCookie !== "open") return;
    startReading(() => {
      setAsked(true);
      router.refresh();
    });
  }, [deskCookie, router]);

  const waiting =
    deskCookie === "waiting" || (deskCookie === "open" && (!asked || reading));
  if (hydrated && waiting) {
    return (
      <p role="status" className="text-slate-700">
        {t("opening")}
      </p>
    );
  }
  return (
    <p className="text-slate-700">
      {t.rich("signIn", {
        link: (chunks) => (
          <Link
            href="/staff"
            className="font-semibold text-brand-700 underline"
          >
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
