import { setRequestLocale } from "next-intl/server";
import {
  ContactRoute,
  contactMetadata,
} from "@/components/contact/contact-route";

export const metadata = contactMetadata("es");

export default function ContactPage() {
  setRequestLocale("es");
  return <ContactRoute locale="es" />;
}
