"use client";

import { SignedInGate } from "@/components/account/signed-in-gate";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import {
  contactMethods,
  problemLimits,
  visibilityChoices,
} from "@/data/problems";
import type {
  PostedReply,
  ProblemRefusal,
  TechChoice,
  TechChoicesReply,
} from "@/lib/problems/replies";
import { problemKinds } from "@/lib/problems/kinds";
import { controlProps, FieldFrame } from "@/components/forms/field-frame";
import { FieldError } from "@/components/forms/field-error";
import { FormField } from "@/components/forms/form-field";
import { callApi, useErrorOf } from "@/components/api/call-api";
import { Alert } from "@/components/forms/alert";
import {
  ErrorSummary,
  refusedFields,
  type Refusal,
} from "@/components/forms/error-summary";

/** Each field the server may refuse, in the form's order, as the summary links it; its label is its key's word. */
const fieldIds = {
  title: "title",
  description: "description",
  kind: "kind",
  device: "device",
  chosen: "tech-search",
  firstName: "firstName",
  lastName: "lastName",
  phone: "phone",
} as const;

/**
 * Posting a problem (docs/product.md §18.1). The Techs to choose from come
 * from the server, which keeps only those with a public profile; the search
 * narrows the list by name, headline or skill. A Tech's public page links
 * here with ?tech={handle}, which starts the form with that Tech chosen.
 */
export function ProblemForm({ token }: { token: () => Promise<string> }) {
  // The form appears only once the browser has signed in, so it reads the
  // address itself rather than asking the static page for it.
  const t = useTranslations("problems.form");
  const words = useTranslations("problems");
  const errorOf = useErrorOf();
  const fields = Object.fromEntries(
    Object.entries(fieldIds).map(([key, id]) => [
      key,
      { id, label: t(key as keyof typeof fieldIds) },
    ]),
  ) as Record<keyof typeof fieldIds, { id: string; label: string }>;
  const [asked] = useState(() =>
    new URLSearchParams(window.location.search).get("tech"),
  );
  const [visibility, setVisibility] = useState(asked ? "chosen" : "everyone");
  const [chosen, setChosen] = useState<readonly string[]>(asked ? [asked] : []);
  const [techs, setTechs] = useState<readonly TechChoice[] | null>(null);
  const [query, setQuery] = useState("");
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  useEffect(() => {
    if (visibility !== "chosen" || techs) return;
    void callApi<TechChoicesReply>(token, "/problems/api/techs").then(
      (reply) =>
        reply.status === 200
          ? setTechs(reply.body.techs)
          : setFailure(errorOf(reply)),
    );
  }, [visibility, techs, token, errorOf]);

  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return (techs ?? []).filter((tech) => {
      const text = [
        tech.displayName,
        tech.handle,
        tech.headline,
        ...tech.skills,
        ...tech.ownSkills,
      ]
        .join(" ")
        .toLowerCase()
        .replaceAll("-", " ");
      return words.every((word) => text.includes(word));
    });
  }, [techs, query]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailure("");
    setRefusal(null);
    const reply = await callApi<PostedReply | ProblemRefusal>(
      token,
      "/problems/api",
      {
        json: {
          ...Object.fromEntries(
            [...form.entries()].filter(([key]) => key !== "chosen"),
          ),
          chosen: form.getAll("chosen"),
        },
      },
    );
    setBusy(false);
    if ("publicId" in reply.body) {
      router.push(`/problems/${reply.body.publicId}`);
      return;
    }
    const fieldErrors = reply.body.errors ?? {};
    setErrors(fieldErrors);
    setRefusal({
      text: errorOf(reply),
      fields: refusedFields(fieldErrors, fields),
    });
  }

  const picked = (techs ?? []).filter((tech) => chosen.includes(tech.handle));

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("heading")}</h1>
      <ErrorSummary refusal={refusal} />
      {failure && <Alert>{failure}</Alert>}
      <FormField
        id="title"
        name="title"
        label={t("title")}
        maxLength={problemLimits.title}
        error={errors.title}
      />
      <FormField
        id="description"
        name="description"
        label={t("description")}
        multiline
        rows={6}
        maxLength={problemLimits.description}
        hint={t("descriptionHint")}
        error={errors.description}
      />
      <FieldFrame
        id="kind"
        label={t("kind")}
        optional={false}
        error={errors.kind}
      >
        <select
          {...controlProps("kind", undefined, errors.kind)}
          name="kind"
          defaultValue="other"
        >
          {problemKinds.map((kind) => (
            <option key={kind.id} value={kind.id}>
              {kind.label}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FormField
        id="device"
        name="device"
        label={t("device")}
        hint={t("deviceHint")}
        error={errors.device}
      />
      <fieldset className="grid gap-2">
        <legend className="font-semibold text-slate-900">{t("contact")}</legend>
        {contactMethods.map((method, i) => (
          <label key={method.id} className="flex items-center gap-2">
            <input
              type="radio"
              name="contactMethod"
              value={method.id}
              defaultChecked={i === 0}
            />
            {words(`contact.${method.id}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="font-semibold text-slate-900">
          {t("visibility")}
        </legend>
        {visibilityChoices.map((choice) => (
          <label key={choice.id} className="flex items-center gap-2">
            <input
              type="radio"
              name="visibility"
              value={choice.id}
              checked={visibility === choice.id}
              onChange={() => setVisibility(choice.id)}
            />
            {words(`visibility.${choice.id}`)}
          </label>
        ))}
      </fieldset>
      {visibility === "chosen" && (
        <fieldset
          className="grid gap-2 rounded-lg border border-slate-200 p-3"
          aria-describedby={errors.chosen ? "chosen-error" : undefined}
        >
          <legend className="px-1 font-semibold text-slate-900">
            {t("chosenLegend", { limit: String(problemLimits.chosenTechs) })}
          </legend>
          <FieldFrame id="tech-search" label={t("search")} optional>
            <input
              {...controlProps("tech-search")}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </FieldFrame>
          <FieldError id="chosen-error">{errors.chosen}</FieldError>
          <p aria-live="polite" className="text-slate-800">
            {picked.length === 0 ? (
              t("nobody")
            ) : (
              <>
                <span className="font-semibold">{t("chosenList")}</span>{" "}
                {picked.map((tech) => tech.displayName).join(", ")}
              </>
            )}
          </p>
          {techs === null ? (
            <p role="status">{t("loadingTechs")}</p>
          ) : (
            <ul className="grid max-h-72 gap-2 overflow-y-auto">
              {techs.map((tech) => (
                <li key={tech.handle} hidden={!shown.includes(tech)}>
                  <label className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      name="chosen"
                      value={tech.handle}
                      checked={chosen.includes(tech.handle)}
                      onChange={(e) =>
                        setChosen((now) =>
                          e.target.checked
                            ? [...now, tech.handle]
                            : now.filter((handle) => handle !== tech.handle),
                        )
                      }
                      className="mt-1"
                    />
                    <span>
                      <span className="font-semibold">{tech.displayName}</span>
                      <span className="block text-sm text-slate-700">
                        {tech.headline}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">
          {t("details")}
        </legend>
        <FormField
          id="firstName"
          name="firstName"
          label={t("firstName")}
          autoComplete="given-name"
          error={errors.firstName}
        />
        <FormField
          id="lastName"
          name="lastName"
          label={t("lastName")}
          autoComplete="family-name"
          error={errors.lastName}
        />
        <FormField
          id="phone"
          name="phone"
          label={t("phone")}
          type="tel"
          autoComplete="tel"
          error={errors.phone}
          className="sm:col-span-2"
        />
      </fieldset>
      <button
        type="submit"
        className="btn-primary justify-self-start"
        disabled={busy}
      >
        {busy ? t("posting") : t("post")}
      </button>
    </form>
  );
}

/** /problems/new: sign in, then the form (docs/product.md §18.1). The problem pages are static shells; each island signs in, then asks the server, which decides what this account may see (§18). */
export function ProblemFormGate() {
  const t = useTranslations("problems.form");
  return (
    <SignedInGate heading={t("signIn")}>
      {({ token }) => <ProblemForm token={token} />}
    </SignedInGate>
  );
}
