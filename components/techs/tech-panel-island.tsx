"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { User } from "firebase/auth";
import { TechGate } from "@/components/account/tech-gate";
import type { OwnProfile } from "@/lib/techs/views";
import { AvailabilityEditor } from "./availability-editor";
import { ProfileEditor } from "./profile-editor";
import { callApi, useErrorOf, type GetToken } from "@/components/api/call-api";
import { Alert } from "@/components/forms/alert";

type View =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; profile: OwnProfile | null };

/**
 * The /techs/edit island: the sign-in for a signed-out visitor, "this is for
 * our technicians" for a client, and the profile editor for a Tech. The
 * server decides which, from the account record, on every call
 * (docs/product.md §17.1).
 */
export function TechPanelIsland() {
  return <TechGate>{(session) => <TechArea {...session} />}</TechGate>;
}

function TechArea({
  user,
  token,
  signOut,
  onRefused,
}: {
  user: User;
  token: GetToken;
  signOut: () => Promise<void>;
  onRefused: () => void;
}) {
  const t = useTranslations("techWork.panel");
  const errorOf = useErrorOf();
  const [view, setView] = useState<View>({ kind: "loading" });
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let active = true;
    void callApi(token, "/tech/api/profile").then((reply) => {
      if (!active) return;
      if (reply.status === 200) {
        setView({
          kind: "ready",
          profile: reply.body.profile as OwnProfile | null,
        });
      } else if (reply.status === 403 || reply.status === 401) {
        onRefused();
      } else {
        setView({ kind: "failed", message: errorOf(reply) });
      }
    });
    return () => {
      active = false;
    };
  }, [token, onRefused, errorOf]);

  switch (view.kind) {
    case "loading":
      return (
        <p role="status" className="font-semibold text-slate-700">
          {t("loading")}
        </p>
      );
    case "failed":
      return <Alert>{view.message}</Alert>;
    case "ready":
      return (
        <div className="grid gap-12">
          <ProfileEditor
            email={user.email ?? ""}
            initial={view.profile}
            token={token}
            onRefused={onRefused}
            onSignOut={signOut}
            onSaved={() => setSaved(true)}
          />
          {/* Hours belong to a saved profile (docs/product.md §23.2). */}
          {(view.profile || saved) && (
            <AvailabilityEditor
              token={token}
              path="/tech/api/availability"
              idPrefix="hours"
              level={2}
              own
              onRefused={onRefused}
            />
          )}
        </div>
      );
  }
}
