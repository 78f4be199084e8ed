import Link from "next/link";

const look =
  "font-mono font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * A record's reference, which opens it: a button that opens the desk's dialog
 * in a list, a link to the desk in the search's results (a server page).
 */
export function RecordReference({
  reference,
  ...opens
}: { reference: string } & (
  { onOpen: (reference: string) => void } | { href: string }
)) {
  return "href" in opens ? (
    <Link href={opens.href} className={look}>
      {reference}
    </Link>
  ) : (
    <button
      type="button"
      onClick={() => opens.onOpen(reference)}
      className={look}
    >
      {reference}
    </button>
  );
}
