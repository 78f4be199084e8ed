"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { callApi, useErrorOf } from "@/components/api/call-api";
import { controlProps, FieldFrame } from "@/components/forms/field-frame";
import {
  ErrorSummary,
  refusedFields,
  type Refusal,
} from "@/components/forms/error-summary";
import { reviewLimits } from "@/data/reviews";
import type { Locale } from "@/data/locale";
import type { ReviewForm as Form } from "@/lib/reviews/replies";
import { Stars } from "./stars";
import { firstStarId, StarRatingField } from "./star-rating-field";
import { useViewerToken } from "./use-viewer-token";

const bodyId = "review-body";
const ratingId = "review-rating";
/** Each field the server may refuse, in the form's order, as the summary links it. */
const fieldsIn = (said: ReturnType<typeof useTranslations<"reviewForm">>) => ({
  rating: { id: firstStarId(ratingId), label: said("rating") },
  body: { id: bodyId, label: said("body") },
});

type Answer = {
  form?: Form;
  fields?: { rating?: string; body?: string };
};

/**
 * The review of one Completed booking (docs/product.md §24): 1–5 stars and a
 * text, saved with the mail's link (and the account's token when signed
 * in); then the review as saved, with one edit allowed, after which it
 * says that it can no longer be changed.
 */
export function ReviewForm({
  link,
  initial,
  locale = "en",
}: {
  link: string;
  initial: Form;
  locale?: Locale;
}) {
  const said = useTranslations("reviewForm");
  const reviews = useTranslations("reviews");
  const errorOf = useErrorOf();
  const viewer = useViewerToken();
  const [form, setForm] = useState(initial);
  const [editing, setEditing] = useState(initial.review === null);
  const [rating, setRating] = useState(initial.review?.rating ?? null);
  const [body, setBody] = useState(initial.review?.body ?? "");
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [errors, setErrors] = useState<Answer["fields"]>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(0);
  const result = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (saved > 0) result.current?.focus();
  }, [saved]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const reply = await callApi<Answer>(viewer, "/reviews/api", {
      json: {
        token: link,
        rating,
        body,
        version: form.review?.version,
        locale,
      },
    });
    setBusy(false);
    if (reply.status === 200 && reply.body.form) {
      setForm(reply.body.form);
      setRefusal(null);
      setErrors({});
      setEditing(false);
      setSaved((n) => n + 1);
      return;
    }
    const fieldErrors = reply.body.fields ?? {};
    setErrors(fieldErrors);
    setRefusal({
      text: errorOf(reply),
      fields: refusedFields(fieldErrors, fieldsIn(said)),
    });
  }

  if (!editing && form.review) {
    return (
      <section aria-labelledby="review-result" className="grid gap-3">
        <h2
          id="review-result"
          ref={result}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900"
        >
          {saved > 0 ? said("thanks") : said("yours")}
        </h2>
        <div className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
          <Stars rating={form.review.rating} t={reviews} />
          <p className="break-words whitespace-pre-line text-slate-800">
            {form.review.body}
          </p>
        </div>
        {form.canEdit ? (
          <div className="grid gap-2">
            <p className="text-slate-700">{said("oneChange")}</p>
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="btn-outline justify-self-start"
            >
              {said("edit")}
            </button>
          </div>
        ) : (
          <p className="font-semibold text-slate-900">{said("noMoreChange")}</p>
        )}
      </section>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <ErrorSummary refusal={refusal} />
      {form.review && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-slate-900">
          {said("thisIsTheEdit")}
        </p>
      )}
      <StarRatingField
        id={ratingId}
        value={rating}
        onChange={setRating}
        error={errors?.rating}
      />
      <FieldFrame
        id={bodyId}
        label={said("body")}
        optional
        hint={said("count", {
          typed: body.length.toLocaleString("en-US"),
          max: reviewLimits.body.toLocaleString("en-US"),
        })}
        error={errors?.body}
      >
        <textarea
          {...controlProps(bodyId, "count", errors?.body)}
          name="body"
          rows={6}
          maxLength={reviewLimits.body}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </FieldFrame>
      <button
        type="submit"
        disabled={busy}
        className="btn-primary justify-self-start disabled:opacity-60"
      >
        {form.review ? said("save") : said("send")}
      </button>
    </form>
  );
}
