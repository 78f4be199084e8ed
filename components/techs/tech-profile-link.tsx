import Link from "next/link";

/** On /user: the way to the profile editor; the editor itself tells a client it is for technicians. */
export function TechProfileLink() {
  return (
    <section aria-labelledby="tech-profile" className="grid gap-2">
      <h2 id="tech-profile" className="text-xl font-bold text-slate-900">
        Technicians
      </h2>
      <p>
        One of our technicians?{" "}
        <Link
          href="/techs/edit"
          className="font-semibold text-brand-700 underline"
        >
          Edit your technician profile
        </Link>
        .
      </p>
    </section>
  );
}
