import { translator } from "@/lib/i18n/catalogue";
import { readLocale } from "@/lib/locale";
import { cachedPhoto } from "@/lib/server/techs/cache";

type Context = { params: Promise<{ locale: string; handle: string }> };

/**
 * A Tech's published photo (docs/product.md §17.2): kept in the database as
 * re-encoded WebP, served from the data cache. Only a published profile's
 * photo is served; any other handle is a 404, said in the address's
 * language, as the profile pages are in both.
 */
export async function GET(_request: Request, { params }: Context) {
  const { locale, handle } = await params;
  const t = translator(readLocale(locale), "techs");
  const missing = () =>
    new Response(t("noSuchPhoto"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  if (!/^[a-z0-9-]{1,30}$/.test(handle)) return missing();
  let photo: string | null;
  try {
    photo = await cachedPhoto(handle);
  } catch {
    return new Response(t("cannotShowPhoto"), {
      status: 503,
      headers: { "Retry-After": "60" },
    });
  }
  if (!photo) return missing();
  return new Response(Buffer.from(photo, "base64"), {
    headers: {
      "Content-Type": "image/webp",
      // Short: a hidden profile's photo must not linger in shared caches.
      "Cache-Control": "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
