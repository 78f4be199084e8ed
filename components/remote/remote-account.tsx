"use client";

import { useCallback } from "react";
import type { Computer } from "@/lib/remote/rules";
import type { SessionView } from "@/lib/remote/record";
import { remoteAccount } from "@/lib/server/actions/remote";
import type { ApiReply } from "@/components/api/call-api";
import { useLoaded } from "@/components/api/use-api-data";
import { Alert } from "@/components/forms/alert";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";
import { RemoteRequests } from "./remote-requests";
import { YourComputers } from "./your-computers";

type Ready = { computers: Computer[]; sessions: SessionView[] };

/** The account's part in remote sessions (docs/product.md §19): its requests and its computers. */
export function RemoteAccount({
  idToken,
  onSignInAgain,
  locale = "en",
}: {
  idToken: () => Promise<string>;
  onSignInAgain: () => Promise<void>;
  locale?: Locale;
}) {
  const t = useTranslations("remote");
  // The Server Action's answer, put as a route's reply for the one hook.
  const read = useCallback(
    (): Promise<ApiReply<Ready>> =>
      idToken()
        .then((token) => remoteAccount(token, locale))
        .then(
          (answer) =>
            answer.ok
              ? { status: 200, body: answer }
              : { status: 500, body: { error: answer.message } as never },
          () => ({ status: 500, body: { error: t("unreadable") } as never }),
        ),
    [idToken, locale, t],
  );
  const { view: state, reload: load } = useLoaded(read);

  if (state.kind === "loading") {
    return <p role="status">{t("loading")}</p>;
  }
  if (state.kind === "failed") return <Alert>{state.message}</Alert>;
  const { sessions, computers } = state.data;
  return (
    <>
      <RemoteRequests
        sessions={sessions}
        idToken={idToken}
        onChanged={load}
        onSignInAgain={onSignInAgain}
        locale={locale}
      />
      <YourComputers
        computers={computers}
        idToken={idToken}
        onChanged={load}
        locale={locale}
      />
    </>
  );
}
