"use client";

import Link from "next/link";
import {
  useEffect,
  useRef,
  useState,
  useTransition,
  type FormEvent,
} from "react";
import { formatUsd } from "@/data/money";
import type { PlanState } from "@/lib/memberships/portal-state";
import { formatDate } from "@/lib/dates";
import { loadPlan, planAction } from "@/lib/server/actions/membership";
import { Alert } from "@/components/forms/alert";

type Shown = Extract<PlanState, { token: string }>;

/**
 * "Your plan" on /user (docs/product.md §20.2–3): the member's plan, its
 * term and renewal, and auto-renewal switched with one button and one
 * confirmation. Each form is a real post to /user/plan carrying the signed
 * form token, so it still works if the page's scripts stop; with them, the
 * same post goes through a Server Action and the answer replaces the section.
 */
export function YourPlan({ idToken }: { idToken: () => Promise<string> }) {
  const [state, setState] = useState<PlanState>({ step: "loading" });
  const [pending, startTransition] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    let active = true;
    idToken()
      .then(loadPlan)
      .then(
        (answer) => active && setState(answer),
        () =>
          active &&
          setState({
            step: "failed",
            message:
              "Your plan cannot be shown just now. Please reload the page.",
          }),
      );
    return () => {
      active = false;
    };
  }, [idToken]);

  useEffect(() => {
    // After a post, focus goes to the answer, as it would on a new page.
    if (moved.current) heading.current?.focus();
  }, [state]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(
      event.currentTarget,
      (event.nativeEvent as SubmitEvent).submitter,
    );
    moved.current = true;
    startTransition(async () => setState(await planAction(state, data)));
  }

  if (state.step === "loading") {
    return (
      <Frame>
        <p role="status">Loading your plan…</p>
      </Frame>
    );
  }
  if (state.step === "failed") {
    return (
      <Frame>
        <Alert>{state.message}</Alert>
      </Frame>
    );
  }
  if (state.step === "none") {
    return (
      <Frame>
        <p className="text-slate-700">
          You have no Managed IT plan with us.{" "}
          <Link
            href="/#ites-services"
            className="font-semibold text-brand-700 underline"
          >
            See the plans
          </Link>{" "}
          and ask us for one through the contact form.
        </p>
      </Frame>
    );
  }
  return (
    <Frame headingRef={heading}>
      <PlanFacts state={state} />
      <PlanForm state={state} pending={pending} onSubmit={submit} />
    </Frame>
  );
}

function Frame({
  children,
  headingRef,
}: {
  children: React.ReactNode;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      id="your-plan"
      aria-labelledby="your-plan-title"
      className="grid gap-3"
    >
      <h2
        id="your-plan-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900"
      >
        Your plan
      </h2>
      {children}
    </section>
  );
}

function PlanFacts({ state }: { state: Shown }) {
  const { plan } = state;
  return (
    <>
      {state.notice && (
        <p
          role="status"
          className="rounded-lg bg-green-50 px-3 py-2 font-semibold text-green-900"
        >
          {state.notice}
        </p>
      )}
      {state.error && <Alert>{state.error}</Alert>}
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-900">Plan</dt>
        <dd>
          {plan.name}, {formatUsd(plan.price)} a year
        </dd>
        <dt className="font-semibold text-slate-900">Includes</dt>
        <dd>{plan.allowances.join(" · ")}</dd>
        <dt className="font-semibold text-slate-900">This term</dt>
        <dd>
          {formatDate(plan.termStart)} to {formatDate(plan.termEnd)}
        </dd>
        <dt className="font-semibold text-slate-900">Auto-renewal</dt>
        <dd>{plan.ended ? "Ended" : plan.autoRenew ? "On" : "Off"}</dd>
        {plan.renewal && (
          <>
            <dt className="font-semibold text-slate-900">Next renewal</dt>
            <dd>
              {formatDate(plan.renewal.on)}, {formatUsd(plan.renewal.price)} for
              the year. Nothing is charged online: we send you an invoice, as we
              did for this year.
            </dd>
          </>
        )}
      </dl>
      {plan.ended ? (
        <p className="text-lg font-semibold text-slate-900">
          Your plan ended on {formatDate(plan.termEnd)}.
        </p>
      ) : (
        !plan.autoRenew && (
          <p className="text-lg font-semibold text-slate-900">
            Your plan ends on {formatDate(plan.termEnd)}.
          </p>
        )
      )}
    </>
  );
}

function PlanForm({
  state,
  pending,
  onSubmit,
}: {
  state: Shown;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { plan } = state;
  if (plan.ended) return null;
  const asking = state.step !== "view";
  const off = asking ? state.step === "confirm-off" : plan.autoRenew;
  return (
    <form
      method="post"
      action="/user/plan"
      onSubmit={onSubmit}
      aria-busy={pending}
      className="grid gap-3"
    >
      <input type="hidden" name="token" value={state.token} />
      {asking && (
        <p className="font-semibold text-slate-900">
          {off
            ? `Switch auto-renewal off? Your plan stays until ${formatDate(plan.termEnd)} and then ends. You can switch it on again before then.`
            : `Switch auto-renewal on? Your plan will renew on ${formatDate(plan.termEnd)} for ${formatUsd(plan.price)} a year.`}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value={asking ? (off ? "off" : "on") : off ? "ask-off" : "ask-on"}
          disabled={pending}
          className={asking ? "btn-primary" : "btn-outline"}
        >
          {asking
            ? off
              ? "Yes, switch auto-renewal off"
              : "Yes, switch auto-renewal on"
            : off
              ? "Switch auto-renewal off"
              : "Switch auto-renewal on"}
        </button>
        {asking && (
          <button
            type="submit"
            name="intent"
            value="keep"
            disabled={pending}
            className="btn-outline"
          >
            Keep it as it is
          </button>
        )}
      </div>
    </form>
  );
}
