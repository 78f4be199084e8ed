import "server-only";
import { techCheckWords as t } from "@/lib/techs/check-words";
import { photoRules } from "@/lib/techs/photo";
import { reencodeImage } from "@/lib/server/images";

export type PhotoOutcome =
  | { readonly ok: true; readonly photo: Buffer }
  | { readonly ok: false; readonly error: string };

/**
 * Checks an uploaded profile photo and re-encodes it (docs/product.md
 * §17.2): JPEG, PNG or WebP by its content, at most 5 MB and 40 megapixels,
 * shrunk to fit 512 px, written as WebP without its metadata
 * (lib/server/images.ts).
 */
export async function processPhoto(bytes: Buffer): Promise<PhotoOutcome> {
  const outcome = await reencodeImage(
    bytes,
    {
      maxBytes: photoRules.maxBytes,
      maxPixels: photoRules.maxPixels,
      resize: {
        width: photoRules.side,
        height: photoRules.side,
        fit: "inside",
        withoutEnlargement: true,
      },
    },
    // Each problem's sentence takes the numbers it names.
    (problem, values) => t(`photo.${problem}`, values as never),
  );
  return outcome.ok ? { ok: true, photo: outcome.image } : outcome;
}
