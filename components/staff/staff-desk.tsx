"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Alert } from "@/components/forms/alert";
import type { User } from "firebase/auth";
import { callApi, useErrorOf, isRefusal } from "@/components/api/call-api";
import { deskSections } from "./desk-sections";
import { RecordDialog, type Opened } from "./record-dialog";

/** How often the desk asks what is new. */
const pollSeconds = 30;

/**
 * The desk itself, once someone is signed in (docs/product.md §15): each
 * section of `deskSections` in turn, and one dialog for the record opened
 * from any of them. What they show comes from the server, which checks the
 * account's staff claim on every call; an account without it is told so and
 * sees nothing.
 */
export function StaffDesk({ user }: { user: User }) {
  const t = useTranslations("desk.frame");
  const errorOf = useErrorOf();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [refreshed, setRefreshed] = useState(0);
  const token = useCallback(() => user.getIdToken(), [user]);
  const onRefused = useCallback((message: string) => {
    setOpened(null);
    setRefusal(message);
  }, []);
  const onChanged = useCallback(() => setRefreshed((n) => n + 1), []);

  // New requests since the desk was opened, counted by the server every
  // half minute from its own clock (docs/product.md §15.6).
  const [arrived, setArrived] = useState(0);
  useEffect(() => {
    let active = true;
    let since: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const reply = await callApi(
        token,
        since
          ? `/staff/api/desk/new?since=${encodeURIComponent(since)}`
          : "/staff/api/desk/new",
      );
      if (!active) return;
      if (isRefusal(reply)) return onRefused(errorOf(reply));
      if (reply.status === 200) {
        const body = reply.body as { count: number; now: string };
        if (since === null) since = body.now;
        else setArrived(body.count);
      }
      timer = setTimeout(() => void poll(), pollSeconds * 1000);
    };
    void poll();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [token, onRefused, errorOf]);

  useEffect(() => {
    // The search links a record as /staff?booking=… or /staff?message=….
    const params = new URLSearchParams(window.location.search);
    for (const kind of ["booking", "message"] as const) {
      const reference = params.get(kind);
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (reference) setOpened({ kind, reference });
    }
  }, []);

  return (
    <div className="grid gap-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
          {t("title")}
        </h1>
        {refusal === null && (
          <button type="button" onClick={onChanged} className="btn-outline">
            {t("refresh")}
          </button>
        )}
      </div>
      <p role="status" aria-live="polite" className="font-semibold">
        {arrived > 0 && t("arrived", { count: arrived })}
      </p>
      {refusal !== null ? (
        <Alert>{refusal}</Alert>
      ) : (
        deskSections.map(({ id, Section }) => (
          <div key={id} id={id} className="grid scroll-mt-24 gap-3">
            <Section
              token={token}
              onRefused={onRefused}
              open={setOpened}
              refreshed={refreshed}
              onChanged={onChanged}
            />
          </div>
        ))
      )}
      <RecordDialog
        opened={opened}
        token={token}
        onClose={() => setOpened(null)}
        onChanged={onChanged}
        onRefused={onRefused}
      />
    </div>
  );
}
