"use client";

import { useTranslations } from "next-intl";
import { useState, type ChangeEvent } from "react";
import { photoRules, techPhotoPath } from "@/lib/techs/photo";
import type { OwnProfile } from "@/lib/techs/views";
import { callApi, useErrorOf } from "@/components/api/call-api";
import { Alert } from "@/components/forms/alert";

/**
 * The profile photo (docs/product.md §17.2): sent as the file itself, checked
 * and re-encoded by the server, which answers with a sentence that says what
 * is wrong with a refused file. The section shows from the start; before the
 * first save it says the photo is kept with the profile, so saving comes first.
 * The native file input is kept for the keyboard and screen readers but drawn
 * as a button: its own width would stretch the page on a phone.
 */
export function PhotoField({
  profile,
  token,
  onSaved,
  onRefused,
}: {
  profile: OwnProfile | null;
  token: () => Promise<string>;
  onSaved: (profile: OwnProfile) => void;
  onRefused: () => void;
}) {
  const t = useTranslations("techWork.photo");
  const errorOf = useErrorOf();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);

  async function send(init: { bytes?: Blob; method?: string }) {
    setBusy(true);
    setMessage(undefined);
    const reply = await callApi(token, techPhotoPath, init);
    setBusy(false);
    if (reply.status === 200) {
      onSaved(reply.body.profile as OwnProfile);
      setMessage({
        ok: true,
        text: init.bytes ? t("saved") : t("removed"),
      });
    } else if (reply.status === 401 || reply.status === 403) {
      onRefused();
    } else {
      setMessage({ ok: false, text: errorOf(reply) });
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) void send({ bytes: file });
  }

  const rules = t("rules", {
    megabytes: String(photoRules.maxBytes / 1024 / 1024),
    side: String(photoRules.side),
  });
  return (
    <section aria-labelledby="tech-photo" className="grid min-w-0 gap-3">
      <h2 id="tech-photo" className="text-xl font-bold text-slate-900">
        {t("title")}
      </h2>
      {profile === null ? (
        <p className="text-slate-700">{t("saveFirst", { rules })}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-4">
            {profile.photo ? (
              // A data: URL of the Tech's own, unpublished photo: nothing for
              // the image optimiser to fetch or cache.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={profile.photo}
                alt={t("alt")}
                width={96}
                height={96}
                className="size-24 rounded-full object-cover"
              />
            ) : null}
            <p className="min-w-0 flex-1 text-slate-700">
              {profile.photo ? t("asSeen") : t("none")} {rules}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <input
              id="tech-photo-file"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={busy}
              onChange={chosen}
              className="sr-only"
            />
            <label
              htmlFor="tech-photo-file"
              className="btn-outline cursor-pointer"
            >
              {profile.photo ? t("chooseAnother") : t("choose")}
            </label>
            {profile.photo && (
              <button
                type="button"
                disabled={busy}
                onClick={() => void send({ method: "DELETE" })}
                className="btn-outline"
              >
                {t("remove")}
              </button>
            )}
          </div>
        </>
      )}
      {message?.ok ? (
        <p role="status" className="font-semibold text-green-900">
          {message.text}
        </p>
      ) : (
        <Alert>{message?.text}</Alert>
      )}
    </section>
  );
}
