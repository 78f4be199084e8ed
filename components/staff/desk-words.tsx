"use client";

import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { companyFacts } from "@/data/company-facts";
import bookingStatus from "@/messages/en/bookingStatus.json";
import desk from "@/messages/en/desk.json";
import deskReviews from "@/messages/en/deskReviews.json";
import deskSearch from "@/messages/en/deskSearch.json";
import forms from "@/messages/en/forms.json";
import problemStatus from "@/messages/en/problemStatus.json";
import problems from "@/messages/en/problems.json";
import remote from "@/messages/en/remote.json";
import reviews from "@/messages/en/reviews.json";
import signIn from "@/messages/en/signIn.json";
import techWork from "@/messages/en/techWork.json";

const messages = {
  bookingStatus,
  desk,
  deskReviews,
  deskSearch,
  forms,
  problemStatus,
  problems,
  remote,
  reviews,
  signIn,
  techWork,
};

/**
 * The words the desk's islands read (its frame, /staff and /staff/search),
 * English only as the desk is. In the desk's script rather than its HTML,
 * as `IslandWords` would send them: they are a work page's tens of
 * kilobytes, which every visit would download again in the page.
 */
export function DeskWords({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale="en"
      messages={messages}
      timeZone={companyFacts.timeZone}
    >
      {children}
    </NextIntlClientProvider>
  );
}
