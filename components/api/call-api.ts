"use client";

/** Hands out the signed-in account's current Firebase ID token. */
export type GetToken = () => Promise<string>;

/** What a route answered: its status and its body (JSON, or a file such as the desk's CSV). */
export type ApiReply<Body = Record<string, unknown>> = {
  status: number;
  body: Body;
};

/** The refusal every route sends: a sentence, why, and maybe the record as it is now. */
export type ApiError = { error: string; reason?: string; current?: unknown };

/**
 * Calls one of the site's routes with the signed-in account's ID token, which
 * the server verifies on every call and reads the caller's role from
 * (docs/product.md §15, §17.1). `json` or `bytes` make it a POST. A network
 * failure is a reply with status 0, so callers have one thing to look at.
 */
export async function callApi<Body = Record<string, unknown>>(
  token: GetToken,
  path: string,
  init: { method?: string; json?: unknown; bytes?: Blob } = {},
): Promise<ApiReply<Body>> {
  try {
    const response = await fetch(path, {
      method:
        init.method ?? (init.json !== undefined || init.bytes ? "POST" : "GET"),
      headers: {
        Authorization: `Bearer ${await token()}`,
        ...(init.json !== undefined && { "Content-Type": "application/json" }),
        ...(init.bytes && {
          "Content-Type": init.bytes.type || "application/octet-stream",
        }),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.bytes,
      cache: "no-store",
    });
    const json = response.headers
      .get("content-type")
      ?.includes("application/json");
    return {
      status: response.status,
      body: (json ? await response.json() : await response.blob()) as Body,
    };
  } catch (failure) {
    console.error("request failed", path, failure);
    return {
      status: 0,
      body: {
        error:
          "The server could not be reached. Check the connection and try again.",
      } as Body,
    };
  }
}

/** The sentence a failed reply carries, or one that says what happened. */
export function errorOf(reply: ApiReply<unknown>): string {
  const body = reply.body as Partial<ApiError> | null;
  return typeof body?.error === "string" && body.error
    ? body.error
    : `The server answered ${reply.status}; nothing was changed.`;
}

/** 401 and 403: the account cannot use this (any more). */
export const isRefusal = (reply: ApiReply<unknown>) =>
  reply.status === 401 || reply.status === 403;
