"use client";

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
import { callApi, errorOf } from "@/components/api/call-api";

/** Each field, in the form's order, as the error summary links it. */
const fields: Record<keyof ProfileErrors, { id: string; label: string }> = {
  handle: { id: "tech-handle", label: "Handle" },
  displayName: { id: "tech-name", label: "Display name" },
  headline: { id: "tech-headline", label: "Headline" },
  about: { id: "tech-about", label: "About you" },
  skills: { id: "tech-skills", label: "Skills from our services" },
  ownSkills: { id: "tech-own-skills", label: "Skills in your own words" },
  remote: { id: "tech-remote", label: "I also work remotely" },
  years: { id: "tech-years", label: "Years of experience" },
  languages: { id: "tech-languages", label: "Languages" },
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

function valuesOf(text: ProfileText | undefined): Values {
  return {
    handle: text?.handle ?? "",
    displayName: text?.displayName ?? "",
    headline: text?.headline ?? "",
    about: text?.about ?? "",
    skills: [...(text?.skills ?? [])],
    ownSkills: text?.ownSkills.join(", ") ?? "",
    remote: text?.remote ?? false,
    years: text ? String(text.years) : "",
    languages: text?.languages.join(", ") ?? "English",
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
  const [profile, setProfile] = useState(initial);
  const [values, setValues] = useState<Values>(() => valuesOf(initial?.text));
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
      ? "This is your handle."
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
                : "This handle is free.",
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
      refuse(
        "Some fields need another look; nothing was saved.",
        checked.errors,
      );
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
              ? "Saved. Our staff will review your change; your public page shows the published text until then."
              : "Saved and sent for review. Our staff will publish it once they have checked it."
            : saved.status === "hidden"
              ? "Saved. Your profile stays hidden until you send it for review and our staff publish it."
              : "Saved as a draft. Send it for review when it is ready.",
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
            Your technician profile
          </h1>
          <p className="text-slate-700">
            Signed in as <strong className="text-slate-900">{email}</strong>
          </p>
          <p className="text-slate-700">
            State:{" "}
            <strong data-testid="profile-status" className="text-slate-900">
              {profile?.statusLabel ?? "Not saved yet"}
            </strong>
            {profile?.live && (
              <>
                {" "}
                ·{" "}
                <Link
                  href={`/techs/${profile.text.handle}`}
                  className="font-semibold text-brand-700 underline"
                >
                  Your public page
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
          Sign out
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
          label="Handle (your page's address)"
          name="handle"
          autoComplete="off"
          maxLength={200}
          value={values.handle}
          readOnly={profile?.handleFixed}
          onChange={(e) => set("handle")(e.target.value)}
          hint={
            profile?.handleFixed
              ? "Your page's address stays the same once it has been published."
              : `Lowercase letters a to z, digits and dashes, ${profileLimits.handle.min} to ${profileLimits.handle.max} characters. ${handleNote}`
          }
          error={errors.handle}
        />
        <FormField
          id="tech-name"
          label="Display name"
          name="displayName"
          autoComplete="name"
          maxLength={profileLimits.displayName * 2}
          value={values.displayName}
          onChange={(e) => set("displayName")(e.target.value)}
          error={errors.displayName}
        />
        <FormField
          id="tech-headline"
          label="Headline"
          name="headline"
          maxLength={profileLimits.headline * 2}
          value={values.headline}
          onChange={(e) => set("headline")(e.target.value)}
          hint="One line clients see first, such as what you are best at."
          error={errors.headline}
        />
        <FormField
          id="tech-about"
          label="About you"
          name="about"
          optional
          multiline
          rows={6}
          value={values.about}
          onChange={(e) => set("about")(e.target.value)}
          hint={`Up to ${profileLimits.about.toLocaleString("en-US")} characters. No e-mail addresses, phone numbers or prices for work off the site (see the terms of service).`}
          error={errors.about}
        />
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.skills ? "tech-skills-error" : undefined}
        >
          <legend className="font-semibold text-slate-900">
            Skills from our services
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
          label="Skills in your own words"
          name="ownSkills"
          optional
          value={values.ownSkills}
          onChange={(e) => set("ownSkills")(e.target.value)}
          hint={`Up to ${profileLimits.ownSkills}, separated by commas.`}
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
            I also work remotely
          </label>
          <p id="tech-remote-hint" className="text-sm text-slate-600">
            The ZIP codes you visit are one list, kept with your hours below.
          </p>
          <FieldError id="tech-remote-error">{errors.remote}</FieldError>
        </div>
        <FormField
          id="tech-years"
          label="Years of experience"
          name="years"
          inputMode="numeric"
          value={values.years}
          onChange={(e) => set("years")(e.target.value)}
          error={errors.years}
        />
        <FormField
          id="tech-languages"
          label="Languages"
          name="languages"
          value={values.languages}
          onChange={(e) => set("languages")(e.target.value)}
          hint="Separated by commas."
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
              Save and send for review
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
            {status === "published" ? "Save changes for review" : "Save"}
          </button>
        </div>
      </form>
    </div>
  );
}
