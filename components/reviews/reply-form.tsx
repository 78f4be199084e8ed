"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { controlProps, FieldFrame } from "@/components/forms/field-frame";
import { reviewLimits } from "@/data/reviews";

/**
 * The Tech's one public reply to a review (docs/product.md §24). What the
 * server refuses comes back as the field's error.
 */
export function ReplyForm({
  id,
  busy,
  error,
  onReply,
}: {
  id: number;
  busy: boolean;
  error?: string;
  onReply: (body: string) => void;
}) {
  const t = useTranslations("techReviews");
  const [body, setBody] = useState("");
  const field = `reply-${id}`;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onReply(body);
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <FieldFrame
        id={field}
        label={t("replyLabel")}
        optional={false}
        hint={t("replyHint", {
          typed: body.length.toLocaleString("en-US"),
          max: reviewLimits.reply.toLocaleString("en-US"),
        })}
        error={error}
      >
        <textarea
          {...controlProps(field, "hint", error)}
          name="body"
          rows={3}
          maxLength={reviewLimits.reply}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </FieldFrame>
      <button
        type="submit"
        disabled={busy}
        className="btn-outline justify-self-start disabled:opacity-60"
      >
        {t("publish")}
      </button>
    </form>
  );
}
