"use server";

import "server-only";
import * as v from "valibot";
import { composeContact } from "@/lib/requests/compose";
import type { FormState } from "@/lib/requests/form-state";
import {
  contactFields,
  contactSchema,
  fieldErrors,
} from "@/lib/requests/schema";
import { translator } from "@/lib/i18n/catalogue";
import { readLocale } from "@/lib/locale";
import { bookCheckout } from "@/lib/server/bookings/checkout-request";
import { publishedCatalogue } from "@/lib/server/content/catalogue";
import { createMessage } from "@/lib/server/requests/store";
import { fields, keep, typed } from "@/lib/server/requests/form-post";

export async function sendContact(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const now = new Date();
  const values = typed(formData, contactFields);
  const locale = readLocale(formData.get("locale"));
  const parsed = v.safeParse(contactSchema, fields(formData, contactFields), {
    lang: locale,
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.issues);
    return { status: "invalid", values, errors };
  }
  const request = parsed.output;
  const kept = await keep(
    formData,
    values,
    {
      store: async (db) => ({
        reference: await createMessage(db, { request, language: locale, now }),
      }),
      compose: (reference) => composeContact(request, reference),
    },
    locale,
    now,
  );
  if (kept.status !== "sent") return kept;
  const t = translator(locale, "contactSent");
  return {
    ...kept,
    said: {
      thanks: t("thanks"),
      referenceIs: t("referenceIs"),
      reply: t("reply"),
      mentionReference: t("mentionReference"),
    },
  };
}

/** The checkout's booking, at the prices published now. */
export async function sendBooking(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const now = new Date();
  return bookCheckout(formData, await publishedCatalogue(), now);
}
