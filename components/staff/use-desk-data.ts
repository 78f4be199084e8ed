"use client";

import { useCallback, useEffect, useState } from "react";
import { callDesk, errorOf, isRefusal, type GetToken } from "./desk-api";

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
    const reply = await callDesk(token, path);
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
