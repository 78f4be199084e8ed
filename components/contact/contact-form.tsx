"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { company } from "@/data/company";
import { enquiryFromQuery, mailtoUrl } from "@/lib/contact";

const input =
  "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900";
const label = "block font-semibold text-slate-900";

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
      <div>
        <label htmlFor="contact-name" className={label}>
          Name
        </label>
        <input
          id="contact-name"
          name="name"
          autoComplete="name"
          required
          className={input}
        />
      </div>
      <div>
        <label htmlFor="contact-phone" className={label}>
          Contact number
        </label>
        <input
          id="contact-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          className={input}
        />
      </div>
      <div>
        <label htmlFor="contact-email" className={label}>
          Email address
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          className={input}
        />
      </div>
      <div>
        <label htmlFor="contact-message" className={label}>
          How can we help?
        </label>
        <textarea
          id="contact-message"
          name="message"
          ref={message}
          rows={6}
          required
          className={input}
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
