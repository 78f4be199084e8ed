import Link from "next/link";
import { userWorkWords } from "@/lib/problems/user-work-words";

/** On /user: the way to the profile editor; the editor itself tells a client it is for technicians. */
export function TechProfileLink() {
  return (
    <section aria-labelledby="tech-profile" className="grid gap-2">
      <h2 id="tech-profile" className="text-xl font-bold text-slate-900">
        {userWorkWords("techProfile.heading")}
      </h2>
      <p>
        {userWorkWords.rich("techProfile.lead", {
          link: (chunks) => (
            <Link
              href="/techs/edit"
              className="font-semibold text-brand-700 underline"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}
