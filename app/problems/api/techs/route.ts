import { answer, unavailable } from "@/lib/server/http";
import { database } from "@/lib/server/db/client";
import { checkClient } from "@/lib/server/problems/guard";
import { publishedProfiles } from "@/lib/server/techs/public";

/**
 * GET: the published Techs a Client may choose from, with what their public
 * page shows already (docs/product.md §18.1).
 */
export async function GET(request: Request) {
  const caller = await checkClient(request);
  if (!caller.ok) return caller.response;
  try {
    const profiles = await publishedProfiles(await database());
    return answer({
      techs: profiles.map((p) => ({
        handle: p.handle,
        displayName: p.text.displayName,
        headline: p.text.headline,
        skills: p.text.skills,
        ownSkills: p.text.ownSkills,
      })),
    });
  } catch (error) {
    return unavailable(error);
  }
}
