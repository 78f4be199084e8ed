"use client";

import { useState, type ChangeEvent } from "react";
import { photoRules, techPhotoPath } from "@/lib/techs/photo";
import type { OwnProfile } from "@/lib/techs/views";
import { callApi, errorOf } from "@/components/api/call-api";
import { Alert } from "@/components/forms/alert";

/**
 * The profile photo (docs/product.md §17.2): sent as the file itself, checked
 * and re-encoded by the server, which answers with a sentence that says what
 * is wrong with a refused file.
 */
export function PhotoField({
  hasPhoto,
  token,
  onSaved,
  onRefused,
}: {
  hasPhoto: boolean;
  token: () => Promise<string>;
  onSaved: (profile: OwnProfile) => void;
  onRefused: () => void;
}) {
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
        text: init.bytes ? "Your photo is saved." : "Your photo is removed.",
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

  return (
    <section aria-labelledby="tech-photo" className="grid gap-3">
      <h2 id="tech-photo" className="text-xl font-bold text-slate-900">
        Photo
      </h2>
      <p className="text-slate-700">
        {hasPhoto
          ? "You have a photo."
          : "No photo yet: your initials show instead."}{" "}
        JPEG, PNG or WebP, up to {photoRules.maxBytes / 1024 / 1024} MB. We
        shrink it to {photoRules.side} pixels and remove its hidden details,
        such as where it was taken.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor="tech-photo-file"
          className="font-semibold text-slate-900"
        >
          Choose a photo
        </label>
        <input
          id="tech-photo-file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          onChange={chosen}
        />
        {hasPhoto && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void send({ method: "DELETE" })}
            className="btn-outline"
          >
            Remove the photo
          </button>
        )}
      </div>
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
