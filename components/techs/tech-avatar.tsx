import { getTranslations } from "next-intl/server";
import type { Locale } from "@/data/locale";
import { initialsOf, techPhotoUrl } from "@/lib/techs/card";
import type { PublicProfile } from "@/lib/techs/views";

/** A Tech's published photo, or their initials where they have none. */
export async function TechAvatar({
  profile,
  size,
  locale = "en",
}: {
  profile: PublicProfile;
  size: number;
  locale?: Locale;
}) {
  if (profile.hasPhoto) {
    const t = await getTranslations({ locale, namespace: "techs" });
    return (
      // eslint-disable-next-line @next/next/no-img-element -- already re-encoded to 512 px WebP
      <img
        src={techPhotoUrl(profile.handle)}
        alt={t("photoOf", { name: profile.text.displayName })}
        width={size}
        height={size}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
      style={{ width: size, height: size, fontSize: size / 2.6 }}
    >
      {initialsOf(profile.text.displayName)}
    </span>
  );
}
