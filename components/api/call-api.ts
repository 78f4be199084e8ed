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
  init: ApiInit = {},
): Promise<ApiReply<Body>> {
  return send<Body>(path, init, token);
}

/**
 * The sibling of `callApi` for what needs no account: public reads (a
 * service's reviews and Techs, the slot offer, the search index) and ending
 * the desk's cookie session. Same reply, same status 0 on a network failure.
 */
export async function callPublic<Body = Record<string, unknown>>(
  path: string,
  init: ApiInit = {},
): Promise<ApiReply<Body>> {
  return send<Body>(path, init);
}

type ApiInit = {
  method?: string;
  json?: unknown;
  bytes?: Blob;
  signal?: AbortSignal;
  /** A static file such as the search index may come from the browser's cache. */
  cache?: RequestCache;
};

async function send<Body>(
  path: string,
  init: ApiInit,
  token?: GetToken,
): Promise<ApiReply<Body>> {
  try {
    const response = await fetch(path, {
      method:
        init.method ?? (init.json !== undefined || init.bytes ? "POST" : "GET"),
      headers: {
        ...(token && { Authorization: `Bearer ${await token()}` }),
        ...(init.json !== undefined && { "Content-Type": "application/json" }),
        ...(init.bytes && {
          "Content-Type": init.bytes.type || "application/octet-stream",
        }),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.bytes,
      cache: init.cache ?? "no-store",
      signal: init.signal,
    });
    const json = response.headers
      .get("content-type")
      ?.includes("application/json");
    return {
      status: response.status,
      body: (json ? await response.json() : await response.blob()) as Body,
    };
  } catch (failure) {
    if (init.signal?.aborted) throw failure;
    // The browser has logged the failed request; the caller shows the sentence.
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
