"use client";

import { useCallback, useEffect, useState } from "react";
import type { DeskLists } from "@/lib/desk/payloads";
import {
  callApi,
  errorOf,
  isRefusal,
  type GetToken,
} from "@/components/api/call-api";
import type { DeskSectionProps } from "./desk-section-types";

export type DeskData<T> =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; data: T };

/**
 * What one desk route answers, fetched with the ID token and again whenever
 * `refreshed` changes (after an action, or when the desk's poll saw news). A
 * 401 or 403 is handed to `onRefused`: the whole desk then says why.
 */
export function useDeskData<T>(
  token: GetToken,
  path: string,
  refreshed: number,
  onRefused: (message: string) => void,
): DeskData<T> {
  const [view, setView] = useState<DeskData<T>>({ kind: "loading" });
  const load = useCallback(async () => {
    const reply = await callApi(token, path);
    if (reply.status === 200) setView({ kind: "ready", data: reply.body as T });
    else if (isRefusal(reply)) onRefused(errorOf(reply));
    else setView({ kind: "failed", message: errorOf(reply) });
  }, [token, path, onRefused]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load, refreshed]);
  return view;
}

/** The desk's lists, which the bookings and the messages sections both show. */
export function useDeskLists({
  token,
  refreshed,
  onRefused,
}: Pick<DeskSectionProps, "token" | "refreshed" | "onRefused">) {
  return useDeskData<DeskLists>(token, "/staff/api/desk", refreshed, onRefused);
}
