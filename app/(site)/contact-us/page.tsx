import {
  ContactRoute,
  contactMetadata,
} from "@/components/contact/contact-route";

export const metadata = contactMetadata("en");

export default function ContactPage() {
  return <ContactRoute locale="en" />;
}
