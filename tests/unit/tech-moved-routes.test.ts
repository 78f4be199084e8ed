/** @jest-environment node */
import * as handle from "@/app/[locale]/techs/api/handle/route";
import * as photo from "@/app/[locale]/techs/api/photo/route";
import * as profile from "@/app/[locale]/techs/api/profile/route";

// The Tech-only routes moved from /techs/api to /tech/api; an editor page
// loaded before the move still calls the old addresses, and is sent on with
// its method, body and query.
const cases = [
  ["GET", "/techs/api/profile", "/tech/api/profile", profile.GET],
  ["POST", "/techs/api/profile", "/tech/api/profile", profile.POST],
  ["POST", "/techs/api/photo", "/tech/api/photo", photo.POST],
  ["DELETE", "/techs/api/photo", "/tech/api/photo", photo.DELETE],
  [
    "GET",
    "/techs/api/handle?handle=ada",
    "/tech/api/handle?handle=ada",
    handle.GET,
  ],
] as const;

it.each(cases)("%s %s answers 308 to %s", (method, from, to, route) => {
  const response = route(new Request(`http://localhost${from}`, { method }));
  expect(response.status).toBe(308);
  expect(response.headers.get("location")).toBe(to);
});
