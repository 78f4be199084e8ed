import "server-only";
import { coverRules } from "@/lib/cms/covers";
import { translator } from "@/lib/i18n/catalogue";
import { reencodeImage, type ImageOutcome } from "@/lib/server/images";

/**
 * A cover upload checked as a Tech's photo is (JPEG, PNG or WebP by its
 * content, at most 5 MB and 40 megapixels) and cropped to the service
 * page's 40 × 21 box around what stands out, as WebP without metadata. The
 * reasons are the team's English sentences.
 */
export function processCover(bytes: Buffer): Promise<ImageOutcome> {
  const said = translator("en", "cmsChecks");
  return reencodeImage(
    bytes,
    {
      maxBytes: coverRules.maxBytes,
      maxPixels: coverRules.maxPixels,
      resize: {
        width: coverRules.width,
        height: coverRules.height,
        fit: "cover",
        position: "attention",
      },
    },
    // Each problem's sentence takes the numbers it names.
    (problem, values) => said(`cover.${problem}`, values as never),
  );
}
