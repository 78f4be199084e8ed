"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FieldError } from "@/components/forms/field-error";
import { FormField } from "@/components/forms/form-field";
import {
  handleProblem,
  parseProfile,
  profileLimits,
  skillChoices,
  type ProfileErrors,
  type ProfileText,
} from "@/lib/techs/profile";
import type { OwnProfile } from "@/lib/techs/views";
import {
  ErrorSummary,
  refusedFields,
  type Refusal,
} from "@/components/forms/error-summary";
import { PhotoField } from "./photo-field";
import { callApi, useErrorOf } from "@/components/api/call-api";

/** Each field's id, in the form's order, as the error summary links it; its label is its key's word. */
const fieldIds: Record<keyof ProfileErrors, string> = {
  handle: "tech-handle",
  displayName: "tech-name",
  headline: "tech-headline",
  about: "tech-about",
  skills: "tech-skills",
  ownSkills: "tech-own-skills",
  remote: "tech-remote",
  years: "tech-years",
  languages: "tech-languages",
};

type Values = {
  handle: string;
  displayName: string;
  headline: string;
  about: string;
  skills: string[];
  ownSkills: string;
  remote: boolean;
  years: string;
  languages: string;
};

function valuesOf(
  text: ProfileText | undefined,
  defaultLanguages: string,
): Values {
  return {
    handle: text?.handle ?? "",
    displayName: text?.displayName ?? "",
    headline: text?.headline ?? "",
    about: text?.about ?? "",
    skills: [...(text?.skills ?? [])],
    ownSkills: text?.ownSkills.join(", ") ?? "",
    remote: text?.remote ?? false,
    years: text ? String(text.years) : "",
    languages: text?.languages.join(", ") ?? defaultLanguages,
  };
}

/**
 * A Tech's profile editor (docs/product.md §17.2). Every field is checked
 * here as on the server, which checks again; the handle is also checked
 * against the others as it is typed. Saving a published profile puts the
 * change up for review, and the public page keeps the published text.
 */
export function ProfileEditor({
  email,
  initial,
  token,
  onRefused,
  onSignOut,
  onSaved,
}: {
  email: string;
  initial: OwnProfile | null;
  token: () => Promise<string>;
  onRefused: () => void;
  onSignOut: () => Promise<void>;
  onSaved: () => void;
}) {
  const t = useTranslations("techWork.editor");
  const errorOf = useErrorOf();
  const fields = Object.fromEntries(
    Object.entries(fieldIds).map(([key, id]) => [
      key,
      { id, label: t(key as keyof ProfileErrors) },
    ]),
  ) as Record<keyof ProfileErrors, { id: string; label: string }>;
  const [profile, setProfile] = useState(initial);
  const [values, setValues] = useState<Values>(() =>
    valuesOf(initial?.text, t("defaultLanguages")),
  );
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [checked, setChecked] = useState<{ handle: string; note: string }>();
  const [message, setMessage] = useState<{ text: string }>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  // A save takes the focus to its result, so it is seen and read out; a
  // refusal's summary takes it by itself.
  useEffect(() => {
    if (message) summary.current?.focus();
  }, [message]);
  const refuse = (text: string, fieldErrors: ProfileErrors) => {
    setErrors(fieldErrors);
    setRefusal({
      text,
      fields: refusedFields(fieldErrors, fields),
    });
  };

  // The handle is checked as it is typed: its form here, then whether it is free.
  const handleForm =
    values.handle === "" ? undefined : handleProblem(values.handle);
  // The Tech's own saved handle is theirs, not "free"; and once a save is
  // refused, the field's error says what is wrong, once.
  const ownHandle = values.handle === profile?.text.handle;
  const handleNote = errors.handle
    ? ""
    : ownHandle
      ? t("yourHandle")
      : (handleForm ?? (checked?.handle === values.handle ? checked.note : ""));
  useEffect(() => {
    if (profile?.handleFixed || values.handle === "" || handleForm || ownHandle)
      return;
    let active = true;
    const timer = setTimeout(() => {
      void callApi(
        token,
        `/tech/api/handle?handle=${encodeURIComponent(values.handle)}`,
      ).then((reply) => {
        if (!active) return;
        if (reply.status === 200) {
          setChecked({
            handle: values.handle,
            note:
              typeof reply.body.problem === "string"
                ? reply.body.problem
                : t("handleFree"),
          });
        } else if (reply.status === 401 || reply.status === 403) {
          onRefused();
        }
      });
    }, 300);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [
    values.handle,
    handleForm,
    ownHandle,
    profile?.handleFixed,
    token,
    onRefused,
    t,
  ]);

  const set = (name: keyof Values) => (value: Values[typeof name]) =>
    setValues((current) => ({ ...current, [name]: value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const submit = submitter?.getAttribute("value") === "submit";
    setMessage(undefined);
    setRefusal(null);
    const checked = parseProfile(values);
    if (!checked.ok) {
      refuse(t("needsLook"), checked.errors);
      return;
    }
    setBusy(true);
    const reply = await callApi(token, "/tech/api/profile", {
      json: { ...values, submit },
    });
    setBusy(false);
    if (reply.status === 200) {
      const saved = reply.body.profile as OwnProfile;
      setProfile(saved);
      onSaved();
      setErrors({});
      setMessage({
        text:
          saved.status === "review"
            ? saved.live
              ? t("savedReviewLive")
              : t("savedReview")
            : saved.status === "hidden"
              ? t("savedHidden")
              : t("savedDraft"),
      });
    } else if (reply.status === 401 || reply.status === 403) {
      onRefused();
      return;
    } else {
      refuse(
        errorOf(reply),
        (reply.body.errors as ProfileErrors | undefined) ?? {},
      );
    }
  }

  const status = profile?.status ?? "draft";
  const canSubmit = status !== "published";

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
            {t("title")}
          </h1>
          <p className="text-slate-700">
            {t.rich("signedInAs", {
              email,
              strong: (chunks) => (
                <strong className="text-slate-900">{chunks}</strong>
              ),
            })}
          </p>
          <p className="text-slate-700">
            {t("state")}{" "}
            <strong data-testid="profile-status" className="text-slate-900">
              {profile?.statusLabel ?? t("notSaved")}
            </strong>
            {profile?.live && (
              <>
                {" "}
                ·{" "}
                <Link
                  href={`/techs/${profile.text.handle}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {t("publicPage")}
                </Link>
              </>
            )}
          </p>
        </div>
        <button
          type="button"
          onClick={() => void onSignOut()}
          className="btn-outline"
        >
          {t("signOut")}
        </button>
      </div>

      {message && (
        <p
          ref={summary}
          tabIndex={-1}
          role="status"
          className="rounded-lg bg-green-50 px-3 py-2 font-semibold text-green-900"
        >
          {message.text}
        </p>
      )}

      <PhotoField
        profile={profile}
        token={token}
        onSaved={setProfile}
        onRefused={onRefused}
      />

      <form onSubmit={save} noValidate className="grid gap-5">
        <ErrorSummary refusal={refusal} />
        <FormField
          id="tech-handle"
          label={t("handleLabel")}
          name="handle"
          autoComplete="off"
          maxLength={200}
          value={values.handle}
          readOnly={profile?.handleFixed}
          onChange={(e) => set("handle")(e.target.value)}
          hint={
            profile?.handleFixed
              ? t("handleFixed")
              : t("handleHint", {
                  min: String(profileLimits.handle.min),
                  max: String(profileLimits.handle.max),
                  note: handleNote,
                })
          }
          error={errors.handle}
        />
        <FormField
          id="tech-name"
          label={t("displayName")}
          name="displayName"
          autoComplete="name"
          maxLength={profileLimits.displayName * 2}
          value={values.displayName}
          onChange={(e) => set("displayName")(e.target.value)}
          error={errors.displayName}
        />
        <FormField
          id="tech-headline"
          label={t("headline")}
          name="headline"
          maxLength={profileLimits.headline * 2}
          value={values.headline}
          onChange={(e) => set("headline")(e.target.value)}
          hint={t("headlineHint")}
          error={errors.headline}
        />
        <FormField
          id="tech-about"
          label={t("about")}
          name="about"
          optional
          multiline
          rows={6}
          value={values.about}
          onChange={(e) => set("about")(e.target.value)}
          hint={t("aboutHint", {
            limit: profileLimits.about.toLocaleString("en-US"),
          })}
          error={errors.about}
        />
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.skills ? "tech-skills-error" : undefined}
        >
          <legend className="font-semibold text-slate-900">
            {t("skills")}
          </legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {skillChoices.map((skill, i) => (
              <label key={skill.slug} className="flex items-center gap-2">
                <input
                  id={i === 0 ? "tech-skills" : undefined}
                  type="checkbox"
                  name="skills"
                  value={skill.slug}
                  checked={values.skills.includes(skill.slug)}
                  onChange={(e) =>
                    set("skills")(
                      e.target.checked
                        ? [...values.skills, skill.slug]
                        : values.skills.filter((slug) => slug !== skill.slug),
                    )
                  }
                />
                {skill.title}
              </label>
            ))}
          </div>
          <FieldError id="tech-skills-error">{errors.skills}</FieldError>
        </fieldset>
        <FormField
          id="tech-own-skills"
          label={t("ownSkills")}
          name="ownSkills"
          optional
          value={values.ownSkills}
          onChange={(e) => set("ownSkills")(e.target.value)}
          hint={t("ownSkillsHint", { limit: String(profileLimits.ownSkills) })}
          error={errors.ownSkills}
        />
        <div className="grid gap-1">
          <label className="flex items-center gap-2">
            <input
              id="tech-remote"
              type="checkbox"
              name="remote"
              checked={values.remote}
              aria-describedby={
                errors.remote
                  ? "tech-remote-hint tech-remote-error"
                  : "tech-remote-hint"
              }
              onChange={(e) => set("remote")(e.target.checked)}
            />
            {t("remote")}
          </label>
          <p id="tech-remote-hint" className="text-sm text-slate-600">
            {t("remoteHint")}
          </p>
          <FieldError id="tech-remote-error">{errors.remote}</FieldError>
        </div>
        <FormField
          id="tech-years"
          label={t("years")}
          name="years"
          inputMode="numeric"
          value={values.years}
          onChange={(e) => set("years")(e.target.value)}
          error={errors.years}
        />
        <FormField
          id="tech-languages"
          label={t("languages")}
          name="languages"
          value={values.languages}
          onChange={(e) => set("languages")(e.target.value)}
          hint={t("languagesHint")}
          error={errors.languages}
        />
        <div className="flex flex-wrap gap-3">
          {canSubmit && (
            <button
              type="submit"
              name="intent"
              value="submit"
              disabled={busy}
              className="btn-primary disabled:opacity-60"
            >
              {t("submit")}
            </button>
          )}
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className={
              canSubmit
                ? "btn-outline disabled:opacity-60"
                : "btn-primary disabled:opacity-60"
            }
          >
            {status === "published" ? t("saveForReview") : t("save")}
          </button>
        </div>
      </form>
    </div>
  );
}
