"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  FormField,
  fieldControlClass,
  fieldLabelClass,
} from "@/components/forms/form-field";
import { company } from "@/data/company";
import { enquiryFromQuery, mailtoUrl } from "@/lib/contact";

/**
 * Sends nothing to a server (DECISIONS 13): it opens the visitor's own e-mail
 * program with the message filled in, and says so before it does.
 */
export function ContactForm() {
  const message = useRef<HTMLTextAreaElement>(null);
  const [mailto, setMailto] = useState("");

  // The page is static, so a plan chosen elsewhere is read from the address here.
  useEffect(() => {
    const enquiry = enquiryFromQuery(window.location.search);
    if (enquiry && message.current && !message.current.value) {
      message.current.value = enquiry;
    }
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? "");
    const url = mailtoUrl(company.email, {
      name: field("name"),
      phone: field("phone"),
      email: field("email"),
      message: field("message"),
    });
    setMailto(url);
    window.location.href = url;
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <FormField
        id="contact-name"
        name="name"
        label="Name"
        autoComplete="name"
      />
      <FormField
        id="contact-phone"
        name="phone"
        label="Contact number"
        type="tel"
        autoComplete="tel"
        optional
      />
      <FormField
        id="contact-email"
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
      />
      <div>
        <label htmlFor="contact-message" className={fieldLabelClass}>
          How can we help?
        </label>
        <textarea
          id="contact-message"
          name="message"
          ref={message}
          rows={6}
          required
          className={fieldControlClass}
        />
      </div>
      <p id="contact-note" className="text-sm text-slate-600">
        Sending opens your own e-mail program with this message addressed to{" "}
        {company.email}; nothing is sent until you press send there.
      </p>
      <div>
        <button
          type="submit"
          aria-describedby="contact-note"
          className="btn-primary"
        >
          Open my e-mail program
        </button>
      </div>
      <p role="status" className="text-slate-900">
        {mailto && (
          <>
            Opening your e-mail program with your message to {company.email}. If
            nothing opens,{" "}
            <a href={mailto} className="font-semibold text-brand-700 underline">
              open the message here
            </a>{" "}
            or write to us directly.
          </>
        )}
      </p>
    </form>
  );
}
