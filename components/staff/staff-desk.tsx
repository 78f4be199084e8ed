"use client";

import { useCallback, useEffect, useState } from "react";
import type { User } from "firebase/auth";
import type { DeskLists } from "@/lib/desk/requests";
import { listLimit } from "@/lib/desk/requests";
import { DeskProfiles } from "@/components/techs/desk-profiles";
import { BookingTable } from "./booking-table";
import { callDesk, errorOf, isRefusal } from "./desk-api";
import { ExportForm } from "./export-form";
import { MembershipsPanel } from "./memberships-panel";
import { MessageTable } from "./message-table";
import { RecordDialog, type Opened } from "./record-dialog";

type View =
  | { kind: "loading" }
  | { kind: "refused"; message: string }
  | { kind: "failed"; message: string }
  | { kind: "ready"; lists: DeskLists };

/**
 * The desk itself, once someone is signed in (docs/product.md §15). What it
 * shows comes from the server, which checks the account's staff claim on
 * every call; an account without it is told so and sees nothing.
 */
export function StaffDesk({
  user,
  onSignOut,
}: {
  user: User;
  onSignOut: () => Promise<void>;
}) {
  const [view, setView] = useState<View>({ kind: "loading" });
  const [opened, setOpened] = useState<Opened | null>(null);
  const token = useCallback(() => user.getIdToken(), [user]);
  const refused = useCallback((message: string) => {
    setOpened(null);
    setView({ kind: "refused", message });
  }, []);

  const load = useCallback(async () => {
    const reply = await callDesk(token, "/staff/api/desk");
    if (reply.status === 200) {
      setView({ kind: "ready", lists: reply.body as DeskLists });
    } else if (isRefusal(reply)) {
      refused(errorOf(reply));
    } else {
      setView({ kind: "failed", message: errorOf(reply) });
    }
  }, [token, refused]);

  useEffect(() => {
    // The lists arrive from the server after sign-in; nothing is pre-rendered.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const open = (kind: Opened["kind"]) => (reference: string) =>
    setOpened({ kind, reference });

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
            Staff desk
          </h1>
          <p className="text-slate-700">
            Signed in as{" "}
            <strong className="text-slate-900">{user.email}</strong>
          </p>
        </div>
        <div className="flex gap-3">
          {view.kind === "ready" && (
            <button
              type="button"
              onClick={() => void load()}
              className="btn-outline"
            >
              Refresh
            </button>
          )}
          <button
            type="button"
            onClick={() => void onSignOut()}
            className="btn-outline"
          >
            Sign out
          </button>
        </div>
      </div>

      {view.kind === "loading" && (
        <p role="status" className="font-semibold text-slate-700">
          LOADING..
        </p>
      )}
      {(view.kind === "refused" || view.kind === "failed") && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800"
        >
          {view.message}
        </p>
      )}
      {view.kind === "ready" && (
        <>
          {view.lists.truncated.length > 0 && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
              Some lists show only their first {listLimit} rows; the export has
              every booking.
            </p>
          )}
          <section aria-labelledby="awaiting" className="grid gap-3">
            <h2 id="awaiting" className="text-xl font-bold text-slate-900">
              Awaiting confirmation ({view.lists.awaiting.length})
            </h2>
            <BookingTable
              caption="Bookings awaiting confirmation, oldest first"
              rows={view.lists.awaiting}
              when="requested"
              onOpen={open("booking")}
            />
          </section>
          <section aria-labelledby="upcoming" className="grid gap-3">
            <h2 id="upcoming" className="text-xl font-bold text-slate-900">
              Confirmed appointments ({view.lists.upcoming.length})
            </h2>
            <BookingTable
              caption="Confirmed appointments from today, by start time"
              rows={view.lists.upcoming}
              when="starts"
              today={view.lists.today}
              onOpen={open("booking")}
            />
          </section>
          {view.lists.past.length > 0 && (
            <section aria-labelledby="past" className="grid gap-3">
              <h2 id="past" className="text-xl font-bold text-slate-900">
                Earlier appointments to close ({view.lists.past.length})
              </h2>
              <BookingTable
                caption="Confirmed appointments before today, not yet marked completed or no-show"
                rows={view.lists.past}
                when="starts"
                onOpen={open("booking")}
              />
            </section>
          )}
          <section aria-labelledby="messages" className="grid gap-3">
            <h2 id="messages" className="text-xl font-bold text-slate-900">
              Contact messages
            </h2>
            <h3 className="text-lg font-bold text-slate-900">
              New ({view.lists.newMessages.length})
            </h3>
            <MessageTable
              caption="New messages, oldest first"
              rows={view.lists.newMessages}
              onOpen={open("message")}
            />
            <h3 className="text-lg font-bold text-slate-900">
              Answered ({view.lists.answeredMessages.length})
            </h3>
            <MessageTable
              caption="Answered messages, latest first"
              rows={view.lists.answeredMessages}
              onOpen={open("message")}
            />
          </section>
          <DeskProfiles token={token} onRefused={refused} />
          <ExportForm
            token={token}
            today={view.lists.today}
            onRefused={refused}
          />
          <MembershipsPanel
            token={token}
            today={view.lists.today}
            onRefused={refused}
          />
        </>
      )}
      <RecordDialog
        opened={opened}
        token={token}
        onClose={() => setOpened(null)}
        onChanged={() => void load()}
        onRefused={refused}
      />
    </div>
  );
}
