import "server-only";
import { defaultLocale, type Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
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

/**
 * Every reason a route refuses for, and the status it is answered with: one
 * table for every area that refuses through `refuse`.
 */
export const refusalStatus = {
  /** A body that does not pass its checks. */
  invalid: 400,
  /** An upload whose stream broke. */
  cut: 400,
  /** A review link that was changed or has expired. */
  "bad-link": 403,
  /** A booking that belongs to another account than the signed-in one. */
  "other-account": 403,
  "not-found": 404,
  /** No account uses the address staff gave. */
  "no-account": 404,
  /** The record changed since the caller read it. */
  stale: 409,
  /** A second active record where one is allowed (a membership). */
  duplicate: 409,
  /** The transition table has no such move from the record's status. */
  "not-allowed": 409,
  /** A Tech's photo before the profile's first save. */
  "no-profile": 409,
  /** A review of a booking not marked Completed. */
  "not-completed": 409,
  /** A second review of one booking. */
  "already-reviewed": 409,
  /** A review's second change, or a change of a hidden one. */
  "no-more-edits": 409,
  /** A review after its window closed. */
  "too-late": 410,
  "too-large": 413,
  /** A file that is not a photo we can read. */
  unreadable: 422,
} as const;

export type RefusalReason = keyof typeof refusalStatus;

/**
 * A refusal as a route sends it (docs/architecture.md, "Routes"): the
 * reason's status, the sentence to show as `error`, the reason, and anything
 * more (the fields to fix, the record as it is now).
 */
export function refuse(
  reason: RefusalReason,
  error: string,
  more: Record<string, unknown> = {},
): Outcome {
  return {
    status: refusalStatus[reason],
    body: { ...more, error, reason },
  };
}

/** The body limit of a JSON action: a note of 2,000 characters fits many times over. */
const bodyLimit = 16 * 1024;

export type BodyRead =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly response: Response };

// A body that cannot be read cannot say its language (its `locale` field):
// its refusals are the default language's.
const unread = translator(defaultLocale, "refusals");

/**
 * A JSON body of at most 16 kB. A bigger one gets 413, one that is not JSON
 * 400 or 415; the stream is cut as soon as it passes the limit.
 */
export async function readJson(request: Request): Promise<BodyRead> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    return {
      ok: false,
      response: answer({ error: unread("request.notJson") }, 415),
    };
  }
  const body = await readCapped(request, bodyLimit);
  if (body === "too-large") {
    return {
      ok: false,
      response: answer({ error: unread("request.tooLarge") }, 413),
    };
  }
  if (body === "cut") {
    return {
      ok: false,
      response: answer({ error: unread("request.cut") }, 400),
    };
  }
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(body);
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      response: answer({ error: unread("request.notValidJson") }, 400),
    };
  }
}

/**
 * A database that cannot be reached: the caller is told, in the language of
 * the request when the route knows it (`localeOf(body.value)`), and nothing
 * changed.
 */
export function unavailable(
  error: unknown,
  locale: Locale = defaultLocale,
): Response {
  console.error(
    "Route:",
    error instanceof Error ? error.message : String(error),
  );
  return answer(
    { error: translator(locale, "refusals")("request.unavailable") },
    503,
  );
}
