import { defaultLocale } from "@/data/locale";
import { coverKeyOf } from "@/lib/cms/covers";
import { translator } from "@/lib/i18n/catalogue";
import { coverPicture } from "@/lib/server/cms/cover-picture";

type Context = { params: Promise<{ file: string }> };

/**
 * A service's cover picture, by the random key in its name: re-encoded WebP
 * kept in the CMS's database, so every server answers the same. A picture
 * never changes under its key, so browsers and shared caches keep it. The
 * address has no language, so its answers are in the default one.
 */
export async function GET(_request: Request, { params }: Context) {
  const { file } = await params;
  const t = translator(defaultLocale, "servicePage");
  const key = coverKeyOf(file);
  const missing = () =>
    new Response(t("coverMissing"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  if (!key) return missing();
  let picture: Buffer | null;
  try {
    picture = await coverPicture(key);
  } catch {
    return new Response(t("coverUnavailable"), {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": "60",
      },
    });
  }
  if (!picture) return missing();
  return new Response(new Uint8Array(picture), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
