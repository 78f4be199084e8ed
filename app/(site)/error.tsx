"use client";

import { ErrorView } from "@/components/layout/error-view";
import { companyHoursLong } from "@/data/phone";

const words = {
  kicker: "Something went wrong",
  heading: "This page stopped working",
  call: "Sorry, that was our fault. Your cart is safe in this browser. Try again, or call us on",
  after: `(${companyHoursLong}) and we will help you straight away.`,
  retry: "Try again",
  home: "Go to the home page",
  homeHref: "/",
};

export default function ErrorPage(props: {
  error: unknown;
  retry: () => void;
}) {
  return <ErrorView {...props} words={words} />;
}
