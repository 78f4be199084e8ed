import { cookies } from "next/headers";
import * as v from "valibot";
import { Alert } from "@/components/forms/alert";
import { SearchForm } from "@/components/staff/search-form";
import { SearchResults } from "@/components/staff/search-results";
import { SearchSignIn } from "@/components/staff/search-sign-in";
import { deskSessionCookie } from "@/lib/desk/session";
import { searchQuerySchema, type SearchResult } from "@/lib/desk/search";
import { firstIssue } from "@/lib/desk/checks";
import { database } from "@/lib/server/db/client";
import { searchDesk, searchStates } from "@/lib/server/desk/search";
import { staffFromCookie } from "@/lib/server/desk/session";
import { pageMetadata } from "@/lib/seo";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";
import { translator } from "@/lib/i18n/catalogue";

// The desk is English only.
const words = translator("en", "desk");
const searchWords = translator("en", "deskSearch");
// A database that is down is said as a route's 503 says it.
const refusals = translator("en", "refusals");

export const metadata = {
  ...pageMetadata({
    title: words("page.searchTitle"),
    description: words("page.searchDescription"),
    path: "/staff/search",
  }),
  robots: { index: false, follow: false },
};

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

type Outcome =
  | { kind: "signed-out" }
  | { kind: "invalid"; message: string }
  | { kind: "down" }
  | { kind: "found"; result: SearchResult };

/**
 * The desk's search results (docs/product.md §15.13): rendered on the server
 * for each GET, so the form works with JavaScript off. The staff member is
 * the one the desk's cookie names, checked against the account's staff
 * claim now; without one, the page shows no data.
 */
export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<Params>;
}) {
  inDefaultLanguage();
  const params = await searchParams;
  const parsed = v.safeParse(searchQuerySchema, {
    q: first(params.q),
    state: first(params.state),
    from: first(params.from),
    to: first(params.to),
  });
  const states = searchStates();
  let outcome: Outcome;
  try {
    const db = await database();
    const staff = await staffFromCookie(
      db,
      (await cookies()).get(deskSessionCookie)?.value,
      new Date(),
    );
    if (!staff) outcome = { kind: "signed-out" };
    else if (!parsed.success) {
      outcome = { kind: "invalid", message: firstIssue(parsed.issues) };
    } else if (
      !states.some(([s]) => s === parsed.output.state) &&
      parsed.output.state
    ) {
      outcome = { kind: "invalid", message: searchWords("notState") };
    } else {
      outcome = { kind: "found", result: await searchDesk(db, parsed.output) };
    }
  } catch (error) {
    console.error(
      "Staff desk search:",
      error instanceof Error ? error.message : String(error),
    );
    outcome = { kind: "down" };
  }

  return (
    <div className="grid gap-6 rounded-xl border border-slate-200 bg-white p-4 lift-sm sm:p-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {searchWords("search")}
      </h1>
      <SearchForm
        query={parsed.success ? parsed.output : undefined}
        states={states}
      />
      <div className="grid gap-3">
        {outcome.kind === "signed-out" && <SearchSignIn />}
        {outcome.kind === "invalid" && <Alert>{outcome.message}</Alert>}
        {outcome.kind === "down" && <Alert>{refusals("request.down")}</Alert>}
        {outcome.kind === "found" && <SearchResults result={outcome.result} />}
      </div>
    </div>
  );
}
