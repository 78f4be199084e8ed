import Link from "next/link";
import { services } from "@/data/services";
import { servicePath } from "@/lib/service-path";

export default function NotFound() {
  return (
    <div className="mx-auto max-w-content px-4 py-16 sm:px-6">
      <p className="font-semibold text-brand-700">Error 404</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight">
        We couldn&apos;t find that page
      </h1>
      <p className="mt-4 max-w-xl text-slate-700">
        The link may be old or mistyped. Head back to the home page, or pick one
        of our services below.
      </p>
      <Link href="/" className="mt-6 btn-primary">
        Go to the home page
      </Link>
      <h2 className="mt-12 text-2xl font-bold">Our services</h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug}>
            <Link
              href={servicePath(service.slug)}
              prefetch={false}
              className="text-brand-700 underline hover:text-brand-900"
            >
              {service.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
