"use client";

import { useTranslations } from "next-intl";
import { useActionState, useEffect, useRef } from "react";
import { FormField } from "@/components/forms/form-field";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { RequestAlert } from "@/components/forms/request-alert";
import { SendButton } from "@/components/forms/send-button";
import { useFormDraft } from "@/components/forms/use-form-draft";
import { useFocusResult } from "@/components/forms/use-focus-result";
import { companyFacts } from "@/data/company-facts";
import type { Locale } from "@/data/locale";
import { requestLimits } from "@/data/request-rules";
import {
  type EnquiryNames,
  enquiryFromQuery,
} from "@/lib/contact-form/opening-line";
import { sendContact } from "@/lib/server/actions/requests";
import { initialFormState } from "@/lib/requests/form-state";
import { ContactConfirmation } from "./contact-confirmation";

/**
 * Posts to the server, which mails the company (docs/product.md §6). A plain
 * form underneath: without JavaScript it posts and the page comes back with
 * the confirmation or the problems, and every typed value.
 */
export function ContactForm({
  enquiryNames,
  locale = "en",
}: {
  /** The plans and offerings a plan button's link may name, in `locale`. */
  enquiryNames: EnquiryNames;
  locale?: Locale;
}) {
  const t = useTranslations("contact");
  const [state, action, pending] = useActionState(
    sendContact,
    initialFormState,
  );
  const form = useRef<HTMLFormElement>(null);
  const sent = state.status === "sent";
  const onInput = useFormDraft("draft:contact", form, sent);
  const { alert, panel } = useFocusResult(state, form);

  // The page is static, so a plan chosen elsewhere is read from the address here.
  useEffect(() => {
    const enquiry = enquiryFromQuery(
      window.location.search,
      enquiryNames,
      locale,
    );
    const message = form.current?.elements.namedItem("message");
    if (enquiry && message instanceof HTMLTextAreaElement && !message.value) {
      message.value = enquiry;
    }
  }, [enquiryNames, locale]);

  const { values, errors } = state;
  return (
    <>
      <div role="status" ref={panel} tabIndex={-1}>
        {sent && state.reference && state.said && (
          <ContactConfirmation reference={state.reference} said={state.said} />
        )}
      </div>
      {!sent && (
        <form
          ref={form}
          action={action}
          onInput={onInput}
          className="relative grid gap-4"
        >
          <FormField
            id="contact-name"
            name="name"
            label={t("name")}
            autoComplete="name"
            maxLength={requestLimits.name}
            defaultValue={values.name}
            error={errors.name}
          />
          <FormField
            id="contact-phone"
            name="phone"
            label={t("phone")}
            type="tel"
            autoComplete="tel"
            optional
            maxLength={requestLimits.phone}
            defaultValue={values.phone}
            error={errors.phone}
          />
          <FormField
            id="contact-email"
            name="email"
            label={t("email")}
            type="email"
            autoComplete="email"
            maxLength={requestLimits.email}
            defaultValue={values.email}
            error={errors.email}
          />
          <FormField
            multiline
            id="contact-message"
            name="message"
            label={t("message")}
            rows={6}
            maxLength={requestLimits.message}
            hint={t("messageHint", {
              characters: requestLimits.message.toLocaleString("en-US"),
            })}
            defaultValue={values.message}
            error={errors.message}
          />
          <HoneypotField id="contact-website" />
          <input type="hidden" name="locale" value={locale} />
          <RequestAlert state={state} ref={alert} />
          <SendButton id="contact-note" label={t("send")} pending={pending}>
            {t("note", { email: companyFacts.email })}
          </SendButton>
        </form>
      )}
    </>
  );
}
