import "server-only";
import { readCapped } from "@/lib/server/request-body";

/**
 * The one route contract (docs/architecture.md, "Routes"): a route checks the
 * caller, reads the body with `readJson`, hands the raw value to one function
 * in `lib/server/<area>/`, which validates it with valibot and returns an
 * `Outcome`, and sends that with `reply`.
 */
export type Outcome<Body = unknown> = {
  readonly status: number;
  readonly body: Body;
};

/** A route's answer: JSON, never cached, with the status that says it. */
export function answer(body: unknown, status = 200, headers?: HeadersInit) {
  return Response.json(body, {
    status,
    headers: { "Cache-Control": "no-store", ...headers },
  });
}

/** Sends what an area's function decided. */
export const reply = (outcome: Outcome) => answer(outcome.body, outcome.status);

/** The body limit of a JSON action: a note of 2,000 characters fits many times over. */
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

/** A database that cannot be reached: the caller is told, and nothing changed. */
export function unavailable(error: unknown): Response {
  console.error(
    "Route:",
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
