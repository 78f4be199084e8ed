import Link from "next/link";

/** The link home, for both 404s. */
export function HomeLink() {
  return (
    <Link href="/" className="btn-primary mt-6">
      Go to the home page
    </Link>
  );
}
