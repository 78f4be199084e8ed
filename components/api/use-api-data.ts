"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import {
  callApi,
  isRefusal,
  unreachable,
  useErrorOf,
  type ApiReply,
  type GetToken,
} from "./call-api";

/** A record or list an island reads after hydration: waiting, failed, or there. */
export type ApiData<T> =
  | { kind: "loading" }
  | { kind: "failed"; status: number; message: string }
  | { kind: "ready"; data: T };

export type ApiDataOptions = {
  /** Read again whenever this changes (after an action, or when a poll saw news). */
  refreshed?: number;
  /**
   * A 401 or 403 goes here instead of `failed`: the desk or the Tech's gate
   * then says why. Without it a refusal is a failure like any other.
   */
  onRefused?: (message: string) => void;
};

/**
 * What one route answers, fetched with the account's ID token on the first
 * render, again whenever `refreshed` changes, and on `reload()` after an
 * action. The one hook every island uses to read its record or list.
 */
export function useApiData<T>(
  token: GetToken,
  path: string,
  options: ApiDataOptions = {},
) {
  const read = useCallback(() => callApi<T>(token, path), [token, path]);
  return useLoaded(read, options);
}

/**
 * `useApiData`'s engine, for a read that is not a route of its own (a Server
 * Action's answer put as a reply). `read` must be stable (`useCallback`); a
 * rejected read is a failure, so nothing waits for ever, and the answer of a
 * read overtaken by a newer one is dropped.
 */
export function useLoaded<T>(
  read: () => Promise<ApiReply<T>>,
  { refreshed = 0, onRefused }: ApiDataOptions = {},
): {
  view: ApiData<T>;
  /** The last answer read, kept through a failed read after it. */
  data: T | undefined;
  reload: () => Promise<void>;
} {
  const [state, setState] = useState<{
    data?: T;
    failure?: { status: number; message: string };
  }>({});
  const latest = useRef(0);
  const errorOf = useErrorOf();
  const reload = useCallback(async () => {
    const call = ++latest.current;
    const reply = await read().catch((failure: unknown): ApiReply<T> => {
      console.error("reading failed", failure);
      // Said as a call that got no answer is (useErrorOf).
      return { status: 0, body: unreachable as T };
    });
    if (call !== latest.current) return;
    if (reply.status === 200) setState({ data: reply.body });
    else if (onRefused && isRefusal(reply)) onRefused(errorOf(reply));
    else
      setState(({ data }) => ({
        data,
        failure: { status: reply.status, message: errorOf(reply) },
      }));
  }, [read, onRefused, errorOf]);
  useEffect(() => {
    const calls = latest;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
    // A read still under way when the island goes is not shown.
    return () => void ++calls.current;
  }, [reload, refreshed]);
  const { data, failure } = state;
  const view: ApiData<T> = failure
    ? { kind: "failed", ...failure }
    : data !== undefined
      ? { kind: "ready", data }
      : { kind: "loading" };
  return { view, data, reload };
}
