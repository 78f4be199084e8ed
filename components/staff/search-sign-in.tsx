"use client";

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
        Opening the desk…
      </p>
    );
  }
  return (
    <p className="text-slate-700">
      Sign in on{" "}
      <Link href="/staff" className="font-semibold text-brand-700 underline">
        the desk
      </Link>{" "}
      first; the search then works here, with or without JavaScript.
    </p>
  );
}
