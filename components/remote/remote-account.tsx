"use client";

import { useCallback, useEffect, useState } from "react";
import type { Computer } from "@/lib/remote/rules";
import type { SessionView } from "@/lib/remote/record";
import { remoteAccount } from "@/lib/server/actions/remote";
import { Alert } from "@/components/forms/alert";
import { RemoteRequests } from "./remote-requests";
import { YourComputers } from "./your-computers";

type Loaded =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; computers: Computer[]; sessions: SessionView[] };

/** The account's part in remote sessions (docs/product.md §19): its requests and its computers. */
export function RemoteAccount({
  idToken,
  onSignInAgain,
}: {
  idToken: () => Promise<string>;
  onSignInAgain: () => Promise<void>;
}) {
  const [state, setState] = useState<Loaded>({ kind: "loading" });

  const fetchState = useCallback(
    () =>
      idToken()
        .then(remoteAccount)
        .then(
          (answer): Loaded =>
            answer.ok
              ? { kind: "ready", ...answer }
              : { kind: "failed", message: answer.message },
          (): Loaded => ({
            kind: "failed",
            message:
              "Your computers cannot be shown just now. Please reload the page.",
          }),
        ),
    [idToken],
  );

  const load = useCallback(
    async () => setState(await fetchState()),
    [fetchState],
  );

  useEffect(() => {
    let active = true;
    void fetchState().then((next) => active && setState(next));
    return () => {
      active = false;
    };
  }, [fetchState]);

  if (state.kind === "loading") {
    return <p role="status">Loading your computers…</p>;
  }
  if (state.kind === "failed") return <Alert>{state.message}</Alert>;
  return (
    <>
      <RemoteRequests
        sessions={state.sessions}
        idToken={idToken}
        onChanged={load}
        onSignInAgain={onSignInAgain}
      />
      <YourComputers
        computers={state.computers}
        idToken={idToken}
        onChanged={load}
      />
    </>
  );
}
