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
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";

type Shown = Extract<PlanState, { token: string }>;

/** "Your plan"'s words, as its parts are handed them. */
type PlanWords = ReturnType<typeof useTranslations<"plan">>;

/**
 * "Your plan" on /user (docs/product.md §20.2–3): the member's plan, its
 * term and renewal, and auto-renewal switched with one button and one
 * confirmation. Each form is a real post to /user/plan carrying the signed
 * form token, so it still works if the page's scripts stop; with them, the
 * same post goes through a Server Action and the answer replaces the section.
 */
export function YourPlan({
  idToken,
  locale = "en",
}: {
  idToken: () => Promise<string>;
  locale?: Locale;
}) {
  const said = useTranslations("plan");
  const [state, setState] = useState<PlanState>({ step: "loading" });
  const [pending, startTransition] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    let active = true;
    idToken()
      .then((token) => loadPlan(token, locale))
      .then(
        (answer) => active && setState(answer),
        () =>
          active && setState({ step: "failed", message: said("unreadable") }),
      );
    return () => {
      active = false;
    };
  }, [idToken, locale, said]);

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
      <Frame said={said}>
        <p role="status">{said("loading")}</p>
      </Frame>
    );
  }
  if (state.step === "failed") {
    return (
      <Frame said={said}>
        <Alert>{state.message}</Alert>
      </Frame>
    );
  }
  if (state.step === "none") {
    return (
      <Frame said={said}>
        <p className="text-slate-700">
          {said("noneBefore")}{" "}
          <Link
            href={localePath(locale, "/#ites-services")}
            className="font-semibold text-brand-700 underline"
          >
            {said("noneLink")}
          </Link>{" "}
          {said("noneAfter")}
        </p>
      </Frame>
    );
  }
  return (
    <Frame headingRef={heading} said={said}>
      <PlanFacts state={state} said={said} locale={locale} />
      <PlanForm
        state={state}
        pending={pending}
        onSubmit={submit}
        said={said}
        locale={locale}
      />
    </Frame>
  );
}

function Frame({
  children,
  headingRef,
  said,
}: {
  said: PlanWords;
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
        {said("heading")}
      </h2>
      {children}
    </section>
  );
}

function PlanFacts({
  state,
  said,
  locale,
}: {
  state: Shown;
  said: PlanWords;
  locale: Locale;
}) {
  const { plan } = state;
  const day = (date: string) => formatDate(date, undefined, locale);
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
        <dt className="font-semibold text-slate-900">{said("plan")}</dt>
        <dd>
          {plan.name}, {formatUsd(plan.price)} {said("aYear")}
        </dd>
        <dt className="font-semibold text-slate-900">{said("includes")}</dt>
        <dd>{plan.allowances.join(" · ")}</dd>
        <dt className="font-semibold text-slate-900">{said("term")}</dt>
        <dd>
          {day(plan.termStart)} {said("to")} {day(plan.termEnd)}
        </dd>
        <dt className="font-semibold text-slate-900">{said("autoRenewal")}</dt>
        <dd>
          {plan.ended
            ? said("ended")
            : plan.autoRenew
              ? said("on")
              : said("off")}
        </dd>
        {plan.renewal && (
          <>
            <dt className="font-semibold text-slate-900">
              {said("nextRenewal")}
            </dt>
            <dd>
              {day(plan.renewal.on)},{" "}
              {said("renewal", { price: formatUsd(plan.renewal.price) })}
            </dd>
          </>
        )}
      </dl>
      {plan.ended ? (
        <p className="text-lg font-semibold text-slate-900">
          {said("endedOn", { date: day(plan.termEnd) })}
        </p>
      ) : (
        !plan.autoRenew && (
          <p className="text-lg font-semibold text-slate-900">
            {said("endsOn", { date: day(plan.termEnd) })}
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
  said,
  locale,
}: {
  state: Shown;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  said: PlanWords;
  locale: Locale;
}) {
  const day = (date: string) => formatDate(date, undefined, locale);
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
      <input type="hidden" name="locale" value={locale} />
      {asking && (
        <p className="font-semibold text-slate-900">
          {off
            ? said("askOff", { date: day(plan.termEnd) })
            : said("askOn", {
                date: day(plan.termEnd),
                price: formatUsd(plan.price),
              })}
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
              ? said("yesOff")
              : said("yesOn")
            : off
              ? said("switchOff")
              : said("switchOn")}
        </button>
        {asking && (
          <button
            type="submit"
            name="intent"
            value="keep"
            disabled={pending}
            className="btn-outline"
          >
            {said("keep")}
          </button>
        )}
      </div>
    </form>
  );
}
