"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import type { ClientProblemsReply } from "@/lib/problems/replies";
import { problemStatusWords } from "@/lib/problems/status-words";
import { userWorkWords } from "@/lib/problems/user-work-words";
import { callApi, useErrorOf } from "@/components/api/call-api";
import { Alert } from "@/components/forms/alert";

type State =
  | { kind: "loading" }
  | { kind: "client"; problems: ClientProblemsReply["problems"] }
  | { kind: "tech" }
  | { kind: "failed"; message: string };

/**
 * On /user: the Client's problems with their state and bids waiting, and the
 * way to post one (docs/product.md §18.1). A Tech gets the way to the
 * problems they may bid on instead.
 */
export function YourProblems({ idToken }: { idToken: () => Promise<string> }) {
  const [state, setState] = useState<State>({ kind: "loading" });
  const errorOf = useErrorOf();
  useEffect(() => {
    void callApi<ClientProblemsReply>(idToken, "/problems/api").then(
      (reply) => {
        if (reply.status === 200)
          setState({ kind: "client", problems: reply.body.problems });
        else if (reply.status === 403) setState({ kind: "tech" });
        else setState({ kind: "failed", message: errorOf(reply) });
      },
    );
  }, [idToken, errorOf]);

  const link = "font-semibold text-brand-700 underline";
  return (
    <section aria-labelledby="your-problems" className="grid gap-3">
      <h2 id="your-problems" className="text-xl font-bold text-slate-900">
        {state.kind === "tech"
          ? userWorkWords("problems.headingTech")
          : userWorkWords("problems.heading")}
      </h2>
      {state.kind === "loading" && (
        <p role="status">{userWorkWords("problems.loading")}</p>
      )}
      {state.kind === "failed" && <Alert>{state.message}</Alert>}
      {state.kind === "tech" && (
        <p>
          <Link href="/tech/problems" className={link}>
            {userWorkWords("problems.openProblems")}
          </Link>{" "}
          ·{" "}
          <Link href="/tech/bookings" className={link}>
            {userWorkWords("problems.techBookings")}
          </Link>
        </p>
      )}
      {state.kind === "client" && (
        <>
          <p className="text-slate-700">
            {userWorkWords("problems.lead")}{" "}
            <Link href="/problems/new" className={link}>
              {userWorkWords("problems.post")}
            </Link>
          </p>
          {state.problems.length > 0 && (
            <ul className="grid gap-2">
              {state.problems.map((p) => (
                <li
                  key={p.publicId}
                  className="flex flex-wrap justify-between gap-2 rounded-lg border border-slate-200 p-3"
                >
                  <Link href={`/problems/${p.publicId}`} className={link}>
                    {p.title}
                  </Link>
                  <span className="text-slate-700">
                    {problemStatusWords(p.status)} ·{" "}
                    {userWorkWords("problems.bidsWaiting", {
                      count: p.pendingBids,
                      shown: String(p.pendingBids),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
