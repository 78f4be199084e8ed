import "server-only";
import { bearerUser, type VerifiedUser } from "@/lib/server/identity";
import { readCapped } from "@/lib/server/request-body";

/** The answers the desk's routes give, as JSON with the status that says it. */
export function answer(body: unknown, status = 200, headers?: HeadersInit) {
  return Response.json(body, {
    status,
    headers: { "Cache-Control": "no-store", ...headers },
  });
}

export type StaffCheck =
  | { readonly ok: true; readonly staff: VerifiedUser & { email: string } }
  | { readonly ok: false; readonly response: Response };

/**
 * Who is calling the desk (docs/product.md §15): the Firebase ID token in
 * `Authorization: Bearer …` is verified on the server, and the account must
 * carry the claim `staff: true`. No token, or one that is forged, unsigned,
 * expired or revoked, gets 401; a verified account without the claim, 403.
 */
export async function checkStaff(request: Request): Promise<StaffCheck> {
  const user = await bearerUser(request);
  if (!user) {
    return {
      ok: false,
      response: answer(
        { error: "Sign in with a staff account to use the desk." },
        401,
        { "WWW-Authenticate": 'Bearer realm="staff"' },
      ),
    };
  }
  if (!user.staff) {
    return {
      ok: false,
      response: answer(
        {
          error:
            "This account is not on the staff, so the desk shows it nothing.",
        },
        403,
      ),
    };
  }
  return { ok: true, staff: { ...user, email: user.email ?? user.uid } };
}

/** The body limit of a desk action: a note of 1,000 characters fits many times over. */
const bodyLimit = 16 * 1024;

export type BodyRead =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly response: Response };

/**
 * A JSON body of at most 16 kB. A bigger one gets 413, one that is not JSON
 * 400 or 415; the stream is cut as soon as it passes the limit.
 */
export async function readJson(request: Request): Promise<BodyRead> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    return {
      ok: false,
      response: answer({ error: "Send the action as JSON." }, 415),
    };
  }
  const body = await readCapped(request, bodyLimit);
  if (body === "too-large") {
    return {
      ok: false,
      response: answer({ error: "That request is too large." }, 413),
    };
  }
  if (body === "cut") {
    return {
      ok: false,
      response: answer({ error: "The request was cut off." }, 400),
    };
  }
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(body);
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      response: answer({ error: "The request is not valid JSON." }, 400),
    };
  }
}

/** A database that cannot be reached: staff are told, and nothing changed. */
export function unavailable(error: unknown): Response {
  console.error(
    "Staff desk:",
    error instanceof Error ? error.message : String(error),
  );
  return answer(
    {
      error:
        "The database cannot be reached just now, so nothing was changed. Try again in a minute.",
    },
    503,
  );
}
