import { ContactDetails } from "@/components/contact/contact-details";
import { ContactForm } from "@/components/contact/contact-form";
import { PageBanner } from "@/components/content/page-banner";
import { company } from "@/data/company";
import { enquiryNames } from "@/lib/contact-form/plan-link";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Contact Us",
  description: `Call ${company.phone.display} or e-mail ${company.name} ${company.hours} for help with printers, WiFi, viruses, computers and managed IT plans.`,
  path: "/contact-us",
});

export default function ContactPage() {
  return (
    <>
      <PageBanner
        title="Contact Us"
        lead="Tell us what is wrong, or which plan you are interested in, and a technician will get back to you."
      />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contact-form">
          <h2 id="contact-form" className="text-2xl font-bold text-slate-900">
            Send us a message
          </h2>
          <div className="mt-4">
            <ContactForm enquiryNames={enquiryNames()} />
          </div>
        </section>
        <ContactDetails />
      </div>
    </>
  );
}
