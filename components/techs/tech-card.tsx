import Link from "next/link";
import { techPath } from "@/lib/techs/card";
import type { PublicProfile } from "@/lib/techs/views";
import { TechAvatar } from "./tech-avatar";

/** One published Tech in a list: the way to their page. */
export function TechCard({ profile }: { profile: PublicProfile }) {
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <TechAvatar profile={profile} size={64} />
      <div className="grid gap-1">
        <h3 className="text-lg font-bold text-slate-900">
          <Link
            href={techPath(profile.handle)}
            className="text-brand-700 underline"
          >
            {profile.text.displayName}
          </Link>
        </h3>
        <p className="text-slate-700">{profile.text.headline}</p>
        <p className="text-sm text-slate-600">
          {profile.text.years} years · {profile.text.languages.join(", ")}
        </p>
      </div>
    </li>
  );
}
