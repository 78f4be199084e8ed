import type { SignInState } from "./use-firebase-user";
import { Alert } from "@/components/forms/alert";

/**
 * What a sign-in island (/user, /staff) shows before it knows who is signed
 * in, and when the identity service cannot be reached.
 */
export function SignInPending({
  state,
}: {
  state: Extract<SignInState, { kind: "checking" | "unavailable" }>;
}) {
  if (state.kind === "checking") {
    return (
      <p role="status" className="js-only font-semibold text-slate-700">
        LOADING..
      </p>
    );
  }
  return <Alert>{state.message}</Alert>;
}
