"use client";

import { useCallback } from "react";
import { useTranslations } from "next-intl";

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
 * The body of a call that got no answer (status 0): no sentence, for the
 * island says it in its page's language (`useErrorOf`).
 */
export const unreachable = { reason: "unreachable" } as const;

/**
 * Calls one of the site's routes with the signed-in account's ID token, which
 * the server verifies on every call and reads the caller's role from
 * (docs/product.md §15, §17.1). `json` or `bytes` make it a POST. A network
 * failure is a reply with status 0, so callers have one thing to look at;
 * `useErrorOf` says what happened.
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
    return { status: 0, body: unreachable as Body };
  }
}

/** What turns a failed reply into the sentence an island shows. */
export type ErrorOf = (reply: ApiReply<unknown>) => string;

/**
 * The sentence a failed reply carries, or one that says what happened (no
 * answer at all, or an answer with no sentence, such as a proxy's 502) in the
 * page's language: the form parts' words (`forms`), which every island's
 * provider sends (components/shared/island-words.tsx, and the desk's
 * DeskWords), so no island carries these sentences in a language of its own.
 */
export function useErrorOf(): ErrorOf {
  const t = useTranslations("forms");
  return useCallback(
    (reply) => {
      const body = reply.body as Partial<ApiError> | null;
      if (typeof body?.error === "string" && body.error) return body.error;
      return reply.status === 0
        ? t("unreachable")
        : t("serverAnswered", { status: String(reply.status) });
    },
    [t],
  );
}

/** 401 and 403: the account cannot use this (any more). */
export const isRefusal = (reply: ApiReply<unknown>) =>
  reply.status === 401 || reply.status === 403;
